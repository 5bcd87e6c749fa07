import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatCents } from '../../../../src/shared/money.ts';
import { InlineError, LIST_LOAD_FAILED } from '../../ui/inline-error.tsx';
import { Paginator, usePageWindow } from '../../ui/paginator.tsx';
import { accountNumbersQuery, type TelephoneNumber } from './account-numbers-api.ts';
import '../../ui/data-table.css';
import { DataTable } from '../../ui/data-table.tsx';

const BILLING_PERIODS: Record<TelephoneNumber['billingPeriod'], string> = { 1: 'Monthly', 12: 'Yearly' };
const STATUSES: Record<TelephoneNumber['status'], string> = { active: 'Active' };

/** '2026-11-24' as 'Nov 24, 2026' (a calendar day: read and shown in UTC so no time zone moves it). */
export function formatAnniversary(day: string | null): string {
  if (!day) return '—';
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** /account/numbers: the account's numbers (spec 1: the admins' account home), bought ones among them. */
export function AccountNumbersPage() {
  const [pageWindow, setPageWindow] = usePageWindow();
  const numbers = useQuery(accountNumbersQuery(pageWindow));
  const rows = numbers.data?.data ?? [];
  const total = numbers.data?.total ?? 0;

  return (
    <section className="page">
      <h1>Numbers</h1>
      {numbers.isPending && <p role="status">Loading your numbers…</p>}
      <InlineError error={numbers.error} fallback={LIST_LOAD_FAILED} />
      {numbers.isSuccess && total === 0 && (
        <p>
          You have no numbers yet. <Link to="/search">Find a number</Link>
        </p>
      )}
      {rows.length > 0 && (
        <DataTable
          label="Your numbers"
          head={
            <tr>
              <th scope="col">Number</th>
              <th scope="col">Nickname</th>
              <th scope="col">Plan</th>
              <th scope="col">Monthly price</th>
              <th scope="col">Billing period</th>
              <th scope="col">Status</th>
              <th scope="col">Anniversary date</th>
            </tr>
          }
        >
          {rows.map((number) => (
            <tr key={number.tn}>
              <th scope="row">{number.humanTn}</th>
              <td>{number.nickname}</td>
              <td>{number.plan.name}</td>
              <td>{formatCents(number.mrc)}</td>
              <td>{BILLING_PERIODS[number.billingPeriod]}</td>
              <td>{STATUSES[number.status]}</td>
              <td>{formatAnniversary(number.anniversaryDate)}</td>
            </tr>
          ))}
        </DataTable>
      )}
      {total > 0 && (
        <Paginator
          total={total}
          skip={pageWindow.skip}
          limit={pageWindow.limit}
          onChange={setPageWindow}
          label="Numbers pages"
        />
      )}
    </section>
  );
}
