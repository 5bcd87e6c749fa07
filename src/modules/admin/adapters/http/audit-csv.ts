import { stringify } from 'csv-stringify/sync';
import type { AuditEntryView } from '../../app/audit-entry-view.ts';

const HEADER = ['Id', 'At', 'Actor', 'Actor user id', 'Action', 'Subject', 'Before', 'After'];

// A cell a spreadsheet would run as a formula (OWASP "CSV injection"): =, +, -, @, and tab or CR before them.
const FORMULA_START = /^[=+\-@\t\r]/;
const safeCell = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);
const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** The audit entries as a CSV file (RFC 4180, CRLF), before and after as JSON, cells made formula-safe. */
export function auditCsv(entries: AuditEntryView[]): string {
  const rows = entries.map((entry) => [
    String(entry.auditId),
    entry.at,
    entry.actor ?? '',
    String(entry.actorUserId),
    entry.action,
    entry.subject,
    json(entry.before),
    json(entry.after),
  ]);
  return stringify(
    [HEADER, ...rows].map((row) => row.map(safeCell)),
    { record_delimiter: 'windows' },
  );
}
