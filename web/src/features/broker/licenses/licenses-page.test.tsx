import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminProfile, staffProfile } from '../../../../test/fixtures/profiles.ts';
import { callsTo } from '../../../../test/msw/handlers.ts';
import { brokerLicense, licensesBackend } from '../../../../test/msw/license-handlers.ts';
import { renderApp } from '../../../../test/render-app.tsx';

const broker = () => adminProfile({ accountInfo: { ...adminProfile().accountInfo!, sellersAdmin: 'Y' } });
const listCalls = () => callsTo('listBrokerLicenses') as URLSearchParams[];

/** An employee switched into a broker's account (spec 3: employees get Cancel License there). */
function staffInBrokerAccount() {
  return staffProfile({
    accountInfo: {
      company: 'Brokerage Co',
      address: '1 Main St',
      city: 'Portland',
      state: 'OR',
      zip: '97201',
      anniversaryDate: '2024-03-15',
      sellersAdmin: 'Y',
    },
  });
}

describe('the broker Licenses tab (/account/broker/licenses)', () => {
  it('lists each licence with status, dates, fees and annual increase, newest start first', async () => {
    licensesBackend.licenses = [brokerLicense(1)];
    renderApp('/account/broker/licenses', { profile: broker() });

    expect(await screen.findByRole('heading', { name: 'Licenses' })).toBeTruthy();
    const table = within(await screen.findByRole('table', { name: 'Licenses' }));
    const row = table.getByText('(201) 456-1001').closest('tr')!;
    expect([...row.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      '(201) 456-1001',
      'Active',
      new Date('2026-11-28T12:00:00.000Z').toLocaleDateString('en-US'),
      '—',
      '$25.00',
      '$9.95',
      '3%',
    ]);
    expect(table.queryByRole('columnheader', { name: 'Cancel' })).toBeNull();
    expect(listCalls()[0]!.get('$sort[startDate]')).toBe('-1');
  });

  it("says 'No licenses to display.' when there are none", async () => {
    renderApp('/account/broker/licenses', { profile: broker() });
    expect(await screen.findByText('No licenses to display.')).toBeTruthy();
  });

  it("says 'oops...something went wrong' when the list fails to load", async () => {
    licensesBackend.failList = true;
    renderApp('/account/broker/licenses', { profile: broker() });
    expect(await screen.findByText('oops...something went wrong')).toBeTruthy();
  });

  it('filters by phone number', async () => {
    licensesBackend.licenses = [brokerLicense(1), brokerLicense(2)];
    const { user } = renderApp('/account/broker/licenses', { profile: broker() });

    await user.type(await screen.findByLabelText('Phone number'), '(201) 456-1002');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(listCalls().at(-1)!.get('tn')).toBe('+12014561002'));
    const table = within(await screen.findByRole('table', { name: 'Licenses' }));
    await waitFor(() => expect(table.queryByText('(201) 456-1001')).toBeNull());
  });

  it('pages through many licences', async () => {
    licensesBackend.licenses = Array.from({ length: 12 }, (_, index) => brokerLicense(index + 1));
    const { user } = renderApp('/account/broker/licenses', { profile: broker() });

    await screen.findByText('(201) 456-1001');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('(201) 456-1011')).toBeTruthy();
    expect(listCalls().at(-1)!.get('$skip')).toBe('10');
  });

  it('lets an employee cancel an active licence after confirming, and refreshes the row', async () => {
    licensesBackend.licenses = [brokerLicense(1), brokerLicense(2, { status: 'completed' })];
    const { user } = renderApp('/account/broker/licenses', {
      profile: staffInBrokerAccount(),
    });

    const table = within(await screen.findByRole('table', { name: 'Licenses' }));
    expect(table.getByRole('columnheader', { name: 'Cancel' })).toBeTruthy();
    expect(table.queryByRole('button', { name: 'Cancel the license of (201) 456-1002' })).toBeNull();

    await user.click(table.getByRole('button', { name: 'Cancel the license of (201) 456-1001' }));
    screen.getByRole('alertdialog', { name: 'Confirm Cancel License' });
    await user.keyboard('{Escape}');
    expect(callsTo('cancelBrokerLicense')).toEqual([]);

    await user.click(table.getByRole('button', { name: 'Cancel the license of (201) 456-1001' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(table.getByText('(201) 456-1001').closest('tr')!.textContent).toContain('Deleted'),
    );
    expect(callsTo('cancelBrokerLicense')).toEqual([{ licenseId: 1, status: 'deleted' }]);
  });

  it('downloads the CSV with Accept: text/csv as brokerage-licenses-{date}.csv', async () => {
    const createObjectURL = vi.fn(() => 'blob:licenses');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderApp('/account/broker/licenses', { profile: broker() });

    await user.click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^brokerage-licenses-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(callsTo('downloadBrokerLicensesCsv')).toHaveLength(1);
    click.mockRestore();
  });
});
