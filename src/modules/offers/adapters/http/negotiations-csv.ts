import { stringify } from 'csv-stringify/sync';
import type { SellerNegotiationView } from '../../app/offer-view.ts';

const HEADER = [
  'Phone number',
  'List price',
  'Offer',
  'Min offer',
  'Status',
  'Expiration date',
  'Negotiation id',
];
const dollars = (cents: number | null | undefined) => (cents == null ? '' : (cents / 100).toFixed(2));
const FORMULA_START = /^[=+\-@\t\r]/;
const safeCell = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/** The seller's offers as a CSV file (RFC 4180, CRLF), spreadsheet-safe cells. */
export function negotiationsCsv(rows: SellerNegotiationView[]): string {
  const body = rows.map((n) => [
    n.formattedTn,
    dollars(n.brokerage?.price),
    dollars(n.offer),
    dollars(n.brokerage?.minimumOffer),
    n.status,
    n.expirationDate,
    String(n.negotiationId),
  ]);
  return stringify(
    [HEADER, ...body].map((row) => row.map(safeCell)),
    { record_delimiter: 'windows' },
  );
}
