import { formatCents } from '../../../../../src/shared/money.ts';
import type { Transaction } from './transactions-api.ts';

/** One column a view adds for its type (spec 3 section 3's per-type fields). */
export interface TransactionColumn {
  header: string;
  /** A money column: cents shown as dollars, and summed in the page total row. */
  cents?: (transaction: Transaction) => number | null | undefined;
  text?: (transaction: Transaction) => string;
}

export type TransactionViewKey =
  | 'all'
  | 'sale'
  | 'licenseNrc'
  | 'licenseMrc'
  | 'embedded'
  | 'affiliate'
  | 'payable';

export interface TransactionView {
  key: TransactionViewKey;
  /** Spec 3's view button. */
  label: string;
  /** The list-language filter of the view. */
  filter: Readonly<Record<string, string>>;
  /** Spec 3 section 9: newest first by createDate, by payableDate in the All view. */
  sort: 'createDate' | 'payableDate';
  /** Whether rows show their type (views of one type do not). */
  showsType: boolean;
  columns: readonly TransactionColumn[];
}

export const TYPE_LABELS: Record<Transaction['type'], string> = {
  sale: 'Sale',
  licenseNrc: 'License One-Time Fee',
  licenseMrc: 'License Monthly Fee',
  embedded: 'Embedded',
  affiliate: 'Affiliate',
};

const percent = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : `${value}%`;
const NETWORK: Record<string, string> = { onnet: 'On network', offnet: 'Off network' };

const dash = (value: string | null | undefined) => (value ? value : '—');
/** 'completed' -> 'Completed'; '—' when there is none. */
const word = (value: string | null | undefined) =>
  value ? `${value.charAt(0).toUpperCase()}${value.slice(1)}` : '—';
const day = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleDateString('en-US') : '—');

const salePrice: TransactionColumn = { header: 'Sale Price', cents: (t) => t.purchaseAmount };
const licenceColumns: readonly TransactionColumn[] = [
  { header: 'License Status', text: (t) => word(t.licenseStatus) },
  { header: 'Anniversary', text: (t) => day(t.anniversaryDate) },
  { header: 'End Date', text: (t) => day(t.endDate) },
];
const fee: TransactionColumn = { header: 'Fee', cents: (t) => t.feeAmount };
const monthlyFee: TransactionColumn = { header: 'Monthly Fee', cents: (t) => t.monthlyFee };
const annualIncrease: TransactionColumn = {
  header: 'Annual Increase',
  text: (t) => percent(t.licenseAnnualIncrease),
};

const ofType = (type: Transaction['type'], columns: readonly TransactionColumn[]): TransactionView => ({
  key: type,
  label: TYPE_LABELS[type],
  filter: { type },
  sort: 'createDate',
  showsType: false,
  columns,
});

/** Spec 3's view buttons, in its order: Show All, the five types, and Payable (where payouts are made). */
export const TRANSACTION_VIEWS: readonly TransactionView[] = [
  { key: 'all', label: 'Show All', filter: {}, sort: 'payableDate', showsType: true, columns: [] },
  ofType('sale', [
    salePrice,
    fee,
    { header: 'Pig Pick %', text: (t) => percent(t.pigPickPercentage) },
    { header: 'Network', text: (t) => (t.tnType ? (NETWORK[t.tnType] ?? t.tnType) : '—') },
    // A sale without a saleStatus was not cancelled: it stands.
    { header: 'Sale Status', text: (t) => word(t.saleStatus ?? 'completed') },
  ]),
  ofType('licenseNrc', [
    { header: 'One-Time Fee', cents: (t) => t.oneTimeSetupFee },
    monthlyFee,
    annualIncrease,
    ...licenceColumns,
  ]),
  ofType('licenseMrc', [monthlyFee, annualIncrease, ...licenceColumns]),
  ofType('embedded', [
    { header: 'Customer', text: (t) => dash(t.customerName) },
    { header: 'Email', text: (t) => dash(t.customerEmail) },
    { header: 'Phone', text: (t) => dash(t.customerPhone) },
    salePrice,
    fee,
    { header: 'Sale Status', text: (t) => word(t.embeddedSaleStatus) },
  ]),
  ofType('affiliate', [salePrice, { header: 'Sale Status', text: (t) => word(t.affiliateSaleStatus) }]),
  {
    key: 'payable',
    label: 'Payable',
    filter: { payable: 'true' },
    sort: 'createDate',
    showsType: true,
    columns: [],
  },
];

/** The view a `?view=` names; Show All otherwise. */
export function viewOf(key: string | null): TransactionView {
  return TRANSACTION_VIEWS.find((view) => view.key === key) ?? (TRANSACTION_VIEWS[0] as TransactionView);
}

/** A column's cell: dollars for money ('—' when the row has none), else its text. */
export function cellOf(column: TransactionColumn, transaction: Transaction): string {
  if (column.cents) {
    const cents = column.cents(transaction);
    return cents === null || cents === undefined ? '—' : formatCents(cents);
  }
  return column.text?.(transaction) ?? '—';
}

/** The page total of a money column; null for other columns. */
export function pageTotalOf(column: TransactionColumn, rows: readonly Transaction[]): number | null {
  if (!column.cents) return null;
  const cents = column.cents;
  return rows.reduce((sum, row) => sum + (cents(row) ?? 0), 0);
}
