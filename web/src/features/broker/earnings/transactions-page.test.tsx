import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { brokerProfile, employeeInBrokerAccount } from '../../../../test/fixtures/broker-profiles.ts';
import {
  brokerTransaction,
  earningsBackend,
  earningsHandlers,
  resetEarnings,
} from '../../../../test/msw/earnings-handlers.ts';
import { callsTo } from '../../../../test/msw/handlers.ts';
import { manageAchHandlers, resetManageAch } from '../../../../test/msw/manage-ach-handlers.ts';
import { server } from '../../../../test/msw/server.ts';
import { renderApp } from '../../../../test/render-app.tsx';

const listCalls = () => callsTo('listBrokerTransactions') as URLSearchParams[];
/** The list's calls, without the payable summary's. */
const pageCalls = () => listCalls().filter((query) => query.get('$limit') !== '0');
const cells = (row: HTMLElement) => [...row.querySelectorAll('td, th')].map((cell) => cell.textContent);
const rowOf = (table: ReturnType<typeof within>, text: string) => table.getByText(text).closest('tr')!;
const PATH = '/account/broker/earnings/transactions';

beforeEach(() => {
  resetEarnings();
  resetManageAch();
  server.use(...earningsHandlers, ...manageAchHandlers);
});

describe('the Earnings tab', () => {
  it('opens on Transactions, with the Transactions, Payouts and Manage ACH links', async () => {
    const { router } = renderApp('/account/broker/earnings', { profile: brokerProfile() });
    const links = within(await screen.findByRole('navigation', { name: 'Earnings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATH));
    await screen.findByRole('heading', { name: 'Transactions' });
    expect(links.getByRole('link', { name: 'Transactions' }).getAttribute('aria-current')).toBe('page');
    expect(links.getByRole('link', { name: 'Payouts' })).toBeTruthy();
    expect(links.getByRole('link', { name: 'Manage ACH' })).toBeTruthy();
    const tabs = within(screen.getByRole('navigation', { name: 'Broker' }));
    expect(tabs.getByRole('link', { name: 'Earnings' })).toBeTruthy();
  });
});

describe('the Transactions screen (/account/broker/earnings/transactions)', () => {
  it('shows every transaction in Show All, newest payable date first, with the Earnings total of all of them', async () => {
    earningsBackend.transactions = [
      brokerTransaction(1),
      brokerTransaction(2, { type: 'licenseMrc', payoutAmount: 500, monthlyFee: 833 }),
    ];
    renderApp(PATH, { profile: brokerProfile() });

    const table = within(await screen.findByRole('table', { name: 'Transactions' }));
    expect(screen.getByRole('button', { name: 'Show All' }).getAttribute('aria-pressed')).toBe('true');
    expect(cells(rowOf(table, '(201) 555-1001'))).toEqual([
      '(201) 555-1001',
      'Sale',
      'New',
      new Date('2026-11-01T12:00:00.000Z').toLocaleDateString('en-US'),
      new Date('2026-12-01T12:00:00.000Z').toLocaleDateString('en-US'),
      '$60.00',
    ]);
    expect(cells(rowOf(table, '(201) 555-1002'))[1]).toBe('License Monthly Fee');
    expect(cells(rowOf(table, 'Page total'))).toEqual(['Page total', '$65.00']);
    expect(screen.getByText('Earnings:').textContent).toContain('$65.00');
    const query = pageCalls()[0]!;
    expect(query.get('$sort[payableDate]')).toBe('-1');
    expect(query.get('$aggregations')).toBe('payoutTotal');
    expect(query.get('type')).toBeNull();
  });

  it.each([
    ['Sale', 'sale', ['Sale Price', 'Fee', 'Pig Pick %', 'Network', 'Sale Status']],
    [
      'License One-Time Fee',
      'licenseNrc',
      ['One-Time Fee', 'Monthly Fee', 'Annual Increase', 'License Status', 'Anniversary', 'End Date'],
    ],
    [
      'License Monthly Fee',
      'licenseMrc',
      ['Monthly Fee', 'Annual Increase', 'License Status', 'Anniversary', 'End Date'],
    ],
    ['Embedded', 'embedded', ['Customer', 'Email', 'Phone', 'Sale Price', 'Fee', 'Sale Status']],
    ['Affiliate', 'affiliate', ['Sale Price', 'Sale Status']],
  ] as const)(
    'the %s view lists that type only, newest first, with its own columns',
    async (label, type, extra) => {
      earningsBackend.transactions = [
        brokerTransaction(1, { type }),
        brokerTransaction(2, { type: type === 'sale' ? 'affiliate' : 'sale' }),
      ];
      const { user } = renderApp(PATH, { profile: brokerProfile() });
      await screen.findByRole('table', { name: 'Transactions' });

      await user.click(screen.getByRole('button', { name: label }));
      await waitFor(() => expect(pageCalls().at(-1)!.get('type')).toBe(type));
      expect(pageCalls().at(-1)!.get('$sort[createDate]')).toBe('-1');
      const table = within(screen.getByRole('table', { name: 'Transactions' }));
      await waitFor(() => expect(table.queryByText('(201) 555-1002')).toBeNull());
      const headers = table.getAllByRole('columnheader').map((header) => header.textContent);
      expect(headers).toEqual(['Phone Number', 'Status', 'Created', 'Payable Date', ...extra, 'Payout']);
    },
  );

  it('totals the money columns of the page in the Sale view', async () => {
    earningsBackend.transactions = [
      brokerTransaction(1, {
        purchaseAmount: 10_000,
        feeAmount: 4_000,
        payoutAmount: 6_000,
        pigPickPercentage: 5,
      }),
      brokerTransaction(2, { purchaseAmount: 5_000, feeAmount: 2_000, payoutAmount: 3_000, tnType: 'onnet' }),
    ];
    renderApp(`${PATH}?view=sale`, { profile: brokerProfile() });
    const table = within(await screen.findByRole('table', { name: 'Transactions' }));
    expect(cells(rowOf(table, '(201) 555-1001')).slice(4)).toEqual([
      '$100.00',
      '$40.00',
      '5%',
      'Off network',
      'Completed',
      '$60.00',
    ]);
    expect(cells(rowOf(table, 'Page total'))).toEqual([
      'Page total',
      '$150.00',
      '$60.00',
      '',
      '',
      '',
      '$90.00',
    ]);
  });

  it("shows a licence row's licence (status, anniversary, end) and an embedded row's customer", async () => {
    earningsBackend.transactions = [
      brokerTransaction(1, {
        type: 'licenseMrc',
        payoutAmount: 540,
        monthlyFee: 900,
        licenseAnnualIncrease: 5,
        licenseStatus: 'deleted',
        anniversaryDate: '2026-12-01T12:00:00.000Z',
        endDate: '2026-11-20T12:00:00.000Z',
      }),
      brokerTransaction(2, {
        type: 'embedded',
        customerName: 'Ada Buyer',
        customerEmail: 'ada@example.com',
        customerPhone: '+12025550100',
        embeddedSaleStatus: 'cancelled',
      }),
    ];
    const { user } = renderApp(`${PATH}?view=licenseMrc`, { profile: brokerProfile() });
    let table = within(await screen.findByRole('table', { name: 'Transactions' }));
    expect(cells(rowOf(table, '(201) 555-1001')).slice(4)).toEqual([
      '$9.00',
      '5%',
      'Deleted',
      new Date('2026-12-01T12:00:00.000Z').toLocaleDateString('en-US'),
      new Date('2026-11-20T12:00:00.000Z').toLocaleDateString('en-US'),
      '$5.40',
    ]);
    expect(cells(rowOf(table, 'Page total'))).toEqual(['Page total', '$9.00', '', '', '', '', '$5.40']);

    await user.click(screen.getByRole('button', { name: 'Embedded' }));
    table = within(screen.getByRole('table', { name: 'Transactions' }));
    await waitFor(() => expect(table.getByText('(201) 555-1002')).toBeTruthy());
    expect(cells(rowOf(table, '(201) 555-1002')).slice(4, 7)).toEqual([
      'Ada Buyer',
      'ada@example.com',
      '+12025550100',
    ]);
    expect(cells(rowOf(table, '(201) 555-1002')).at(-2)).toBe('Cancelled');
  });

  it("says 'No transactons to display.' (spelled so) when there are none", async () => {
    renderApp(PATH, { profile: brokerProfile() });
    expect(await screen.findByText('No transactons to display.')).toBeTruthy();
  });

  it("says 'oops...something went wrong' when the list fails to load", async () => {
    earningsBackend.failList = true;
    renderApp(PATH, { profile: brokerProfile() });
    expect((await screen.findAllByText('oops...something went wrong')).length).toBeGreaterThan(0);
  });

  it('links a paid transaction to its payout', async () => {
    earningsBackend.transactions = [brokerTransaction(1, { status: 'paid', payoutId: 7 })];
    renderApp(PATH, { profile: brokerProfile() });
    const link = await screen.findByRole('link', { name: 'Paid: see payout 7' });
    expect(link.getAttribute('href')).toBe('/account/broker/earnings/payouts?payoutId=7');
  });

  it("lists one payout's transactions from ?payoutId=, until the filter is cleared", async () => {
    earningsBackend.transactions = [
      brokerTransaction(1, { status: 'paid', payoutId: 7 }),
      brokerTransaction(2),
    ];
    const { user } = renderApp(`${PATH}?payoutId=7`, { profile: brokerProfile() });
    const table = within(await screen.findByRole('table', { name: 'Transactions' }));
    expect(table.queryByText('(201) 555-1002')).toBeNull();
    expect(pageCalls()[0]!.get('payoutId')).toBe('7');

    await user.click(screen.getByRole('button', { name: 'Show all transactions' }));
    expect(await table.findByText('(201) 555-1002')).toBeTruthy();
  });

  it('pages through many transactions', async () => {
    earningsBackend.transactions = Array.from({ length: 12 }, (_, index) =>
      brokerTransaction(index + 1, { payableDate: new Date(Date.UTC(2026, 11, 30 - index)).toISOString() }),
    );
    const { user } = renderApp(PATH, { profile: brokerProfile() });
    await screen.findByText('(201) 555-1001');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('(201) 555-1011')).toBeTruthy();
    expect(pageCalls().at(-1)!.get('$skip')).toBe('10');
  });

  it('downloads the view as brokerage-transactions-{date}.csv', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:transactions'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderApp(`${PATH}?view=sale`, { profile: brokerProfile() });

    await user.click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(
      /^brokerage-transactions-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    expect((callsTo('downloadBrokerTransactionsCsv')[0] as URLSearchParams).get('type')).toBe('sale');
  });

  it('shows brokers no employee actions', async () => {
    earningsBackend.transactions = [brokerTransaction(1, { status: 'pending' })];
    renderApp(PATH, { profile: brokerProfile() });
    const table = within(await screen.findByRole('table', { name: 'Transactions' }));
    expect(table.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(table.queryByRole('button', { name: /Cancel the sale/ })).toBeNull();
  });
});

describe('the Transactions screen for an employee', () => {
  it('cancels a sale no payout has paid, after confirming; other types and paid sales have no Cancel Sale', async () => {
    earningsBackend.transactions = [
      brokerTransaction(1),
      brokerTransaction(2, { status: 'paid', payoutId: 7 }),
      brokerTransaction(3, { type: 'licenseMrc' }),
    ];
    const { user } = renderApp(PATH, { profile: employeeInBrokerAccount() });
    const table = within(await screen.findByRole('table', { name: 'Transactions' }));
    expect(table.queryByRole('button', { name: 'Cancel the sale of (201) 555-1002' })).toBeNull();
    expect(table.queryByRole('button', { name: 'Cancel the sale of (201) 555-1003' })).toBeNull();

    await user.click(table.getByRole('button', { name: 'Cancel the sale of (201) 555-1001' }));
    screen.getByRole('alertdialog', { name: 'Confirm Cancel Sale' });
    await user.keyboard('{Escape}');
    expect(callsTo('cancelBrokerSale')).toEqual([]);

    await user.click(table.getByRole('button', { name: 'Cancel the sale of (201) 555-1001' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(cells(rowOf(table, '(201) 555-1001'))[2]).toBe('Cancelled'));
    expect(callsTo('cancelBrokerSale')).toEqual([{ brokerageTransactionId: 1 }]);
    expect(table.queryByRole('button', { name: 'Cancel the sale of (201) 555-1001' })).toBeNull();
  });

  it('pays a pending transaction early after confirming: the row is replaced and the summary reloads', async () => {
    earningsBackend.transactions = [
      brokerTransaction(1, { status: 'pending', payableDate: '2999-01-01T00:00:00.000Z' }),
      brokerTransaction(2, { status: 'pending', payableDate: '2000-01-01T00:00:00.000Z' }),
      brokerTransaction(3, { status: 'new', payableDate: '2999-01-01T00:00:00.000Z' }),
    ];
    const { user } = renderApp(PATH, { profile: employeeInBrokerAccount() });
    const table = within(await screen.findByRole('table', { name: 'Transactions' }));
    expect(table.queryByRole('button', { name: 'Early payout of (201) 555-1002' })).toBeNull();
    expect(table.queryByRole('button', { name: 'Early payout of (201) 555-1003' })).toBeNull();
    const summary = within(screen.getByRole('region', { name: 'Payable summary' }));
    await waitFor(() => expect(summary.getByText('0')).toBeTruthy());

    await user.click(table.getByRole('button', { name: 'Early payout of (201) 555-1001' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Confirm Early Payout' })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    await waitFor(() => expect(cells(rowOf(table, '(201) 555-1001'))[2]).toBe('Payable'));
    await waitFor(() => expect(summary.getByText('1')).toBeTruthy());
    const [patch] = callsTo('patchBrokerTransaction') as {
      brokerageTransactionId: number;
      payableDate: string;
    }[];
    expect(patch!.brokerageTransactionId).toBe(1);
    expect(Math.abs(new Date(patch!.payableDate).getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('shows and hides the full info of a transaction', async () => {
    earningsBackend.transactions = [brokerTransaction(1, { tnType: 'onnet' })];
    const { user } = renderApp(PATH, { profile: employeeInBrokerAccount() });
    const table = within(await screen.findByRole('table', { name: 'Transactions' }));

    await user.click(table.getByRole('button', { name: 'Show the info of (201) 555-1001' }));
    const info = within(await screen.findByRole('region', { name: 'Info of (201) 555-1001' }));
    expect(await info.findByText('tnType')).toBeTruthy();
    expect(info.getByText('onnet')).toBeTruthy();
    await user.click(table.getByRole('button', { name: 'Hide the info of (201) 555-1001' }));
    expect(screen.queryByRole('region', { name: 'Info of (201) 555-1001' })).toBeNull();
  });
});
