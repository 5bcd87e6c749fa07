import { stringify } from 'csv-stringify/sync';
import type { TransactionView } from '../../app/transaction-view.ts';
import { dateIn, dollars, safeCell } from './csv-cells.ts';

const HEADER = [
  'Phone number',
  'Type',
  'Status',
  'Payout',
  'Purchase',
  'Fee',
  'Sale status',
  'Created',
  'Payable date',
  'Payout id',
  'Transaction id',
];
/** Spec 3's per-type status: a sale's, an embedded or affiliate sale's, or a licence's. */
function saleStatusOf(row: TransactionView): string {
  if ('saleStatus' in row) return row.saleStatus ?? 'completed';
  if ('embeddedSaleStatus' in row) return row.embeddedSaleStatus ?? '';
  if ('affiliateSaleStatus' in row) return row.affiliateSaleStatus ?? '';
  return row.licenseStatus ?? '';
}

/** The broker's transactions as a CSV file (RFC 4180, CRLF), spreadsheet-safe cells, dollars. */
export function transactionsCsv(rows: TransactionView[], timeZone?: string): string {
  const body = rows.map((row) => [
    row.formattedTn,
    row.type,
    row.status,
    dollars(row.payoutAmount),
    dollars('purchaseAmount' in row ? row.purchaseAmount : (row.oneTimeSetupFee ?? row.monthlyFee)),
    dollars('feeAmount' in row ? row.feeAmount : null),
    saleStatusOf(row),
    dateIn(row.createDate, timeZone),
    dateIn(row.payableDate, timeZone),
    row.payoutId === null ? '' : String(row.payoutId),
    String(row.brokerageTransactionId),
  ]);
  return stringify(
    [HEADER, ...body].map((row) => row.map(safeCell)),
    { record_delimiter: 'windows' },
  );
}
