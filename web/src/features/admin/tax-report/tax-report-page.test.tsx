import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminProfile, staffProfile } from '../../../../test/fixtures/profiles.ts';
import { http } from '../../../../test/msw/handlers.ts';
import { server } from '../../../../test/msw/server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import type { TaxFormReport } from './tax-report-api.ts';

const lastYear = new Date().getFullYear() - 1;
let rowsByYear: Record<number, TaxFormReport['data']> = {};
let asked: Array<{ get(name: string): string | null }> = [];

beforeEach(() => {
  rowsByYear = {};
  asked = [];
  server.use(
    http.get('/api/admin/reports/1099', ({ query, response }) => {
      asked.push(query);
      const year = Number(query.get('year'));
      if (query.get('format') === 'csv')
        return response(200).text('Broker account id,Name,Total,Payouts\r\n');
      return response(200).json({ year, thresholdCents: 60_000, data: rowsByYear[year] ?? [] });
    }),
  );
});
afterEach(() => vi.restoreAllMocks());

const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);

describe('the 1099 report (/admin/reports/1099)', () => {
  it('opens on last year: brokers over the $600 threshold with their total and payout count', async () => {
    rowsByYear[lastYear] = [
      { brokerAccountId: 42, name: 'Acme Numbers', totalCents: 125_000, payoutCount: 3 },
      { brokerAccountId: 7, name: null, totalCents: 60_001, payoutCount: 1 },
    ];
    renderApp('/admin/reports/1099', { profile: staffProfile() });

    const table = within(await screen.findByRole('table', { name: `1099 report ${lastYear}` }));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Broker',
      'Name',
      'Total',
      'Payouts',
    ]);
    const [first, second] = table.getAllByRole('row').slice(1);
    expect(cells(first!)).toEqual(['42', 'Acme Numbers', '$1,250.00', '3']);
    expect(cells(second!)).toEqual(['7', '—', '$600.01', '1']);
    expect(screen.getByText(/total more than \$600\.00/).textContent).toContain(String(lastYear));
    expect((screen.getByRole('combobox', { name: 'Year' }) as HTMLSelectElement).value).toBe(
      String(lastYear),
    );
    expect(asked[0]!.get('year')).toBe(String(lastYear));
  });

  it('asks for the year picked, keeps it in the address, and says so when no broker is over the threshold', async () => {
    const { user, router } = renderApp('/admin/reports/1099', { profile: staffProfile() });
    expect(await screen.findByText(`No broker was paid more than $600.00 in ${lastYear}.`)).toBeTruthy();

    const older = lastYear - 2;
    rowsByYear[older] = [{ brokerAccountId: 42, name: 'Acme Numbers', totalCents: 70_000, payoutCount: 2 }];
    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), String(older));
    expect(await screen.findByRole('table', { name: `1099 report ${older}` })).toBeTruthy();
    expect(router.state.location.search).toBe(`?year=${older}`);
    expect(asked.at(-1)!.get('year')).toBe(String(older));
  });

  it('downloads the year as 1099-report-{year}.csv', async () => {
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:1099');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe(`1099-report-${lastYear}.csv`);
    });
    const { user } = renderApp('/admin/reports/1099', { profile: staffProfile() });
    await screen.findByText(/No broker was paid/);
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));

    await waitFor(() => expect(clicked).toHaveBeenCalledOnce());
    const csv = asked.find((query) => query.get('format') === 'csv')!;
    expect(csv.get('year')).toBe(String(lastYear));
  });

  it('is linked from the admin home', async () => {
    const { user } = renderApp('/admin', { profile: staffProfile() });
    const main = within(await screen.findByRole('main'));
    await user.click(await main.findByRole('link', { name: '1099 report' }));
    expect(await screen.findByRole('heading', { name: '1099 report' })).toBeTruthy();
  });

  it('is not for customers: the report is never asked for', async () => {
    renderApp('/admin/reports/1099', { profile: adminProfile() });
    expect(await screen.findByRole('heading', { name: 'Numbers' })).toBeTruthy();
    expect(asked).toEqual([]);
  });
});
