import { stringify } from 'csv-stringify/sync';
import type { LicenseView } from '../../app/license-view.ts';
import { dateIn, dollars, safeCell } from './csv-cells.ts';

const HEADER = [
  'Phone number',
  'Status',
  'Start date',
  'End date',
  'One-time fee',
  'Monthly fee',
  'Annual increase %',
  'License id',
];
/** The broker's licences as a CSV file (RFC 4180, CRLF), spreadsheet-safe cells. */
export function licensesCsv(rows: LicenseView[], timeZone?: string): string {
  const body = rows.map((l) => [
    l.formattedTn,
    l.status,
    dateIn(l.startDate, timeZone),
    dateIn(l.endDate, timeZone),
    dollars(l.oneTimeSetupFee),
    dollars(l.monthlyFee),
    String(l.annualIncrease),
    String(l.licenseId),
  ]);
  return stringify(
    [HEADER, ...body].map((row) => row.map(safeCell)),
    { record_delimiter: 'windows' },
  );
}
