import { stringify } from 'csv-stringify/sync';
import type { PayoutView } from '../../app/payout-view.ts';
import { dateIn, dollars, safeCell } from './csv-cells.ts';

const HEADER = ['Payout id', 'Amount', 'Status', 'Type', 'Payout date', 'Phone numbers', 'Note'];

/** The broker's payouts as a CSV file (RFC 4180, CRLF), dollars; the note column only for employees. */
export function payoutsCsv(rows: PayoutView[], isEmployee: boolean, timeZone?: string): string {
  const header = isEmployee ? HEADER : HEADER.slice(0, -1);
  const body = rows.map((row) => {
    const cells = [
      String(row.payoutId),
      dollars(row.amount),
      row.status,
      row.typeLabel,
      dateIn(row.createDate, timeZone),
      row.brokerageTransactions.map((line) => line.formattedTn).join(' '),
    ];
    return isEmployee ? [...cells, row.note ?? ''] : cells;
  });
  return stringify(
    [header, ...body].map((row) => row.map(safeCell)),
    { record_delimiter: 'windows' },
  );
}

/** The staff 1099 report as CSV. */
export function taxReportCsv(
  rows: Array<{ brokerAccountId: number; name: string | null; totalCents: number; payoutCount: number }>,
): string {
  return stringify(
    [
      ['Broker account id', 'Name', 'Total', 'Payouts'],
      ...rows.map((row) => [
        String(row.brokerAccountId),
        row.name ?? '',
        dollars(row.totalCents),
        String(row.payoutCount),
      ]),
    ].map((row) => row.map(safeCell)),
    { record_delimiter: 'windows' },
  );
}
