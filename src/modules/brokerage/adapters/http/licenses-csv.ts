import { stringify } from 'csv-stringify/sync';
import type { LicenseView } from '../../app/license-view.ts';

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
const dollars = (cents: number) => (cents / 100).toFixed(2);
const FORMULA_START = /^[=+\-@\t\r]/;
const safeCell = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/** The date in the caller's time zone ($timeZone), ISO when none or unknown. */
function dateIn(iso: string | null, timeZone: string | undefined): string {
  if (!iso) return '';
  if (!timeZone) return iso.slice(0, 10);
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(iso));
  } catch {
    return iso.slice(0, 10);
  }
}

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
