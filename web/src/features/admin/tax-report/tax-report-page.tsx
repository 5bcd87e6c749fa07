import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { formatCents } from '../../../../../src/shared/money.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import { useDialogs } from '../../../ui/dialogs/use-dialogs.ts';
import { InlineError, LIST_LOAD_FAILED } from '../../../ui/inline-error.tsx';
import { defaultReportYear, downloadTaxReportCsv, reportYears, taxReportQuery } from './tax-report-api.ts';
import '../admin.css';

/** What a 1099-MISC is due over (spec 3 section 9), until the report says otherwise. */
const THRESHOLD_CENTS = 600_00;

/**
 * /admin/reports/1099: the brokers whose paid payouts in a year exceed spec 3's $600 1099 threshold, with
 * their total and payout count, for staff to mail the forms; the year is in `?year=` (last year by default).
 */
export function TaxReportPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const now = new Date();
  const years = reportYears(now);
  const asked = Number(searchParams.get('year'));
  const year = years.includes(asked) ? asked : defaultReportYear(now);
  const report = useQuery(taxReportQuery(year));
  const dialogs = useDialogs();
  const rows = report.data?.data ?? [];
  const threshold = formatCents(report.data?.thresholdCents ?? THRESHOLD_CENTS);

  function chooseYear(next: number) {
    setSearchParams((params) => {
      params.set('year', String(next));
      return params;
    });
  }

  return (
    <section className="page">
      <p>
        <Link to="/admin">← Admin</Link>
      </p>
      <h1>1099 report</h1>
      <p>
        Brokers whose paid payouts in {year} total more than {threshold}: a 1099-MISC is due for each of them.
      </p>
      <div className="admin-toolbar">
        <label>
          Year{' '}
          <select value={year} onChange={(event) => chooseYear(Number(event.target.value))}>
            {years.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="button"
          onClick={() => downloadTaxReportCsv(year).catch(() => dialogs.error('Download request failed'))}
        >
          Download CSV
        </button>
      </div>
      {report.isPending && <p role="status">Loading the report…</p>}
      <InlineError error={report.error} fallback={LIST_LOAD_FAILED} />
      {report.isSuccess && rows.length === 0 && (
        <p>
          No broker was paid more than {threshold} in {year}.
        </p>
      )}
      {rows.length > 0 && (
        <DataTable
          label={`1099 report ${year}`}
          head={
            <tr>
              {['Broker', 'Name', 'Total', 'Payouts'].map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          }
        >
          {rows.map((row) => (
            <tr key={row.brokerAccountId}>
              <td>{row.brokerAccountId}</td>
              <td>{row.name ?? '—'}</td>
              <td>{formatCents(row.totalCents)}</td>
              <td>{row.payoutCount}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
