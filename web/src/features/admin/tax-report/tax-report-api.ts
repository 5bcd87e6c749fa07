import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client.ts';
import { downloadCsv } from '../../../api/download-csv.ts';
import type { components } from '../../../api/schema.d.ts';

export type TaxFormReport = components['schemas']['TaxFormReport'];

/** The years the picker offers: this one and the nine before it, newest first. */
export function reportYears(now: Date): number[] {
  return Array.from({ length: 10 }, (_, back) => now.getFullYear() - back);
}

/** The 1099 report is filed for a year that has ended: last year by default. */
export const defaultReportYear = (now: Date) => now.getFullYear() - 1;

/** The route also answers CSV; this call asks for JSON, the default. */
function jsonReport(answer: string | TaxFormReport): TaxFormReport {
  if (typeof answer === 'string') throw new Error('The 1099 report came back as text instead of JSON.');
  return answer;
}

/** GET /api/admin/reports/1099?year=: brokers whose paid payouts of the year exceed the threshold. */
export function taxReportQuery(year: number) {
  return queryOptions({
    queryKey: ['admin-1099-report', year],
    queryFn: async ({ signal }) =>
      jsonReport(await unwrap(api.GET('/api/admin/reports/1099', { params: { query: { year } }, signal }))),
    // The page shows a failed load above the table.
    meta: { errorShownInline: true },
  });
}

/** `format=csv`: the same report saved as 1099-report-{year}.csv. */
export function downloadTaxReportCsv(year: number): Promise<void> {
  return downloadCsv(
    '/api/admin/reports/1099',
    new URLSearchParams({ year: String(year), format: 'csv' }),
    `1099-report-${year}.csv`,
  );
}
