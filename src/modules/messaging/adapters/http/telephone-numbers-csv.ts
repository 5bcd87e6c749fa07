import { stringify } from 'csv-stringify/sync';
import type { AccountNumberView } from '../../app/account-number-view.ts';

const HEADER = [
  'Number',
  'E.164 digits',
  'Nickname',
  'Plan',
  'Monthly price',
  'Billing period',
  'Status',
  'Anniversary date',
  'Paid through',
  'SMS',
];

// A cell a spreadsheet would run as a formula (OWASP "CSV injection"): =, +, -, @, and tab or CR before them.
const FORMULA_START = /^[=+\-@\t\r]/;

/** Spreadsheet-safe text: a cell that would start a formula is prefixed with an apostrophe. */
export function safeCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The numbers as a CSV file: quoted where needed by csv-stringify, CRLF line ends (RFC 4180). */
export function telephoneNumbersCsv(numbers: AccountNumberView[]): string {
  const rows = numbers.map((n) => [
    n.humanTn,
    n.tn.replace(/^\+/, ''),
    n.nickname,
    n.plan.name,
    dollars(n.mrc),
    n.billingPeriod === 12 ? 'Yearly' : 'Monthly',
    n.status,
    n.anniversaryDate ?? '',
    n.paidThrough ?? '',
    n.smsEnabled,
  ]);
  return stringify(
    [HEADER, ...rows].map((row) => row.map(safeCell)),
    { record_delimiter: 'windows' },
  );
}
