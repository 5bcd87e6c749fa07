import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { brokerProfile, employeeInBrokerAccount } from '../../../../test/fixtures/broker-profiles.ts';
import {
  brokerPayout,
  earningsBackend,
  earningsHandlers,
  resetEarnings,
} from '../../../../test/msw/earnings-handlers.ts';
import { callsTo } from '../../../../test/msw/handlers.ts';
import { server } from '../../../../test/msw/server.ts';
import { renderApp } from '../../../../test/render-app.tsx';

const listCalls = () => callsTo('listBrokerPayouts') as URLSearchParams[];
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);
const PATH = '/account/broker/earnings/payouts';

beforeEach(() => {
  resetEarnings();
  server.use(...earningsHandlers);
});

describe('the Payouts screen (/account/broker/earnings/payouts)', () => {
  it('lists payouts newest first with amount, status, type label and date; brokers see no id or note', async () => {
    earningsBackend.payouts = [
      brokerPayout(1, { type: 'ach', note: 'staff only' }),
      brokerPayout(2, { type: 'paypal', createDate: '2026-11-21T12:00:00.000Z' }),
      brokerPayout(3, { type: 'account', createDate: '2026-11-22T12:00:00.000Z' }),
      brokerPayout(4, { type: null, createDate: '2026-11-23T12:00:00.000Z' }),
    ];
    renderApp(PATH, { profile: brokerProfile() });

    const table = within(await screen.findByRole('table', { name: 'Payouts' }));
    const rows = table.getAllByRole('row').slice(1);
    expect(rows.map((row) => cells(row)[3])).toEqual(['Manual', 'Account', 'PayPal', 'ACH']);
    expect(cells(rows[3]!).slice(0, 4)).toEqual([
      new Date('2026-11-20T12:00:00.000Z').toLocaleDateString('en-US'),
      '$123.45',
      'Paid',
      'ACH',
    ]);
    expect(table.queryByRole('columnheader', { name: 'Payout ID' })).toBeNull();
    expect(table.queryByText('staff only')).toBeNull();
    expect(listCalls()[0]!.get('$sort[createDate]')).toBe('-1');
  });

  it("says 'No payouts to display.' when there are none", async () => {
    renderApp(PATH, { profile: brokerProfile() });
    expect(await screen.findByText('No payouts to display.')).toBeTruthy();
  });

  it("says 'oops...something went wrong' when the list fails to load", async () => {
    earningsBackend.failList = true;
    renderApp(PATH, { profile: brokerProfile() });
    expect(await screen.findByText('oops...something went wrong')).toBeTruthy();
  });

  it('expands and collapses the phone numbers of a payout', async () => {
    earningsBackend.payouts = [brokerPayout(1)];
    const { user } = renderApp(PATH, { profile: brokerProfile() });

    const show = await screen.findByRole('button', { name: 'Show the 2 phone numbers of payout 1' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    await user.click(show);
    const numbers = within(screen.getByRole('list', { name: 'Phone numbers of payout 1' }));
    expect(numbers.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '(201) 555-1001',
      '(201) 555-1002',
    ]);
    await user.click(screen.getByRole('button', { name: 'Hide the 2 phone numbers of payout 1' }));
    expect(screen.queryByRole('list', { name: 'Phone numbers of payout 1' })).toBeNull();
  });

  it('pages through many payouts', async () => {
    earningsBackend.payouts = Array.from({ length: 12 }, (_, index) =>
      brokerPayout(index + 1, { createDate: new Date(Date.UTC(2026, 10, 30 - index)).toISOString() }),
    );
    const { user } = renderApp(PATH, { profile: brokerProfile() });
    await screen.findByRole('button', { name: 'Show the 2 phone numbers of payout 1' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('button', { name: 'Show the 2 phone numbers of payout 11' })).toBeTruthy();
    expect(listCalls().at(-1)!.get('$skip')).toBe('10');
  });

  it('searches the amount in dollars, and the payout date as that day', async () => {
    earningsBackend.payouts = [brokerPayout(1, { amount: 4_995 }), brokerPayout(2)];
    const { user } = renderApp(PATH, { profile: brokerProfile() });
    const form = within(await screen.findByRole('form', { name: 'Search payouts' }));
    await screen.findByRole('table', { name: 'Payouts' });

    await user.selectOptions(form.getByRole('combobox', { name: 'Field' }), 'Amount');
    await user.type(form.getByLabelText('Value'), '49.95');
    await user.click(form.getByRole('button', { name: 'Add filter' }));
    await user.selectOptions(form.getByRole('combobox', { name: 'Field' }), 'Payout Date');
    await user.type(form.getByLabelText('Value'), '2026-11-20');
    await user.click(form.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(listCalls().at(-1)!.get('amount')).toBe('49.95'));
    const query = listCalls().at(-1)!;
    expect(query.get('createDate[$gte]')).toBe(new Date(2026, 10, 20).toISOString());
    expect(query.get('createDate[$lt]')).toBe(new Date(2026, 10, 21).toISOString());
    const table = within(screen.getByRole('table', { name: 'Payouts' }));
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(2));
  });

  it('opens on one payout from ?payoutId=, until the filter is cleared', async () => {
    earningsBackend.payouts = [brokerPayout(1), brokerPayout(2)];
    const { user } = renderApp(`${PATH}?payoutId=2`, { profile: brokerProfile() });
    const table = within(await screen.findByRole('table', { name: 'Payouts' }));
    expect(table.getAllByRole('row')).toHaveLength(2);
    expect(listCalls()[0]!.get('payoutId')).toBe('2');

    await user.click(screen.getByRole('button', { name: 'Show all payouts' }));
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(3));
  });

  it('shows employees the payout id (linking to its transactions) and the note', async () => {
    earningsBackend.payouts = [brokerPayout(5, { note: 'Paid by cheque' })];
    renderApp(PATH, { profile: employeeInBrokerAccount() });
    const table = within(await screen.findByRole('table', { name: 'Payouts' }));
    expect(table.getByRole('columnheader', { name: 'Payout ID' })).toBeTruthy();
    expect(table.getByText('Paid by cheque')).toBeTruthy();
    expect(table.getByRole('link', { name: 'Transactions of payout 5' }).getAttribute('href')).toBe(
      '/account/broker/earnings/transactions?payoutId=5',
    );
  });

  it('downloads the list as payouts_{date}.csv with format=csv', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:payouts'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderApp(`${PATH}?payoutId=3`, { profile: brokerProfile() });

    await user.click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(
      /^payouts_\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const query = callsTo('downloadBrokerPayoutsCsv')[0] as URLSearchParams;
    expect(query.get('format')).toBe('csv');
    expect(query.get('payoutId')).toBe('3');
  });
});
