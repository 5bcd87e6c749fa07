import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatCents } from '../../../../../src/shared/money.ts';
import { InlineError, LIST_LOAD_FAILED } from '../../../ui/inline-error.tsx';
import { cellOf, type TransactionView, TYPE_LABELS } from './transaction-views.ts';
import { type Transaction, transactionQuery } from './transactions-api.ts';

const STATUS_LABELS: Record<Transaction['status'], string> = {
  new: 'New',
  pending: 'Pending',
  payable: 'Payable',
  paid: 'Paid',
  cancelled: 'Cancelled',
};

export const formatDate = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleDateString('en-US') : '—';

/** The link from a paid transaction (or a payout) to the Payouts screen filtered by that payout. */
export const payoutLink = (payoutId: number) => `/account/broker/earnings/payouts?payoutId=${payoutId}`;

/** The table's columns before the view's own ones, and after. */
export function transactionHeaders(view: TransactionView, selectable: boolean, isEmployee: boolean) {
  return {
    before: [
      ...(selectable ? ['Select'] : []),
      'Phone Number',
      ...(view.showsType ? ['Type'] : []),
      'Status',
      'Created',
      'Payable Date',
    ],
    after: ['Payout', ...(isEmployee ? ['Actions'] : [])],
  };
}

/** Spec 3 section 4: an employee may pay a pending transaction early while its payableDate has not come. */
export function canPayEarly(transaction: Transaction, now: Date): boolean {
  return transaction.status === 'pending' && new Date(transaction.payableDate).getTime() >= now.getTime();
}

/** Spec 3 section 4: an employee may cancel a sale that no payout has paid (and is not cancelled already). */
export function canCancelSale(transaction: Transaction): boolean {
  return transaction.type === 'sale' && transaction.payoutId === null && transaction.status !== 'cancelled';
}

export interface TransactionRowProps {
  transaction: Transaction;
  view: TransactionView;
  /** The Payable view: rows have a checkbox for the payout. */
  selectable: boolean;
  selected: boolean;
  onSelect: (on: boolean) => void;
  isEmployee: boolean;
  infoOpen: boolean;
  onToggleInfo: () => void;
  onCancelSale: () => void;
  onEarlyPayout: () => void;
  /** An employee action on the row is under way. */
  busy: boolean;
  now: Date;
}

/** One transaction, and under it (an employee's Show Info) every field of it in full. */
export function TransactionRow(props: TransactionRowProps) {
  const { transaction, view, isEmployee } = props;
  const name = transaction.spelling
    ? `${transaction.formattedTn} (${transaction.spelling})`
    : transaction.formattedTn;
  const headers = transactionHeaders(view, props.selectable, isEmployee);
  const width = headers.before.length + view.columns.length + headers.after.length;
  return (
    <>
      <tr>
        {props.selectable && (
          <td>
            <input
              type="checkbox"
              aria-label={`Select ${name}, ${formatCents(transaction.payoutAmount)}`}
              checked={props.selected}
              onChange={(event) => props.onSelect(event.target.checked)}
            />
          </td>
        )}
        <td>{name}</td>
        {view.showsType && <td>{TYPE_LABELS[transaction.type]}</td>}
        <td>
          <StatusCell transaction={transaction} />
        </td>
        <td>{formatDate(transaction.createDate)}</td>
        <td>{formatDate(transaction.payableDate)}</td>
        {view.columns.map((column) => (
          <td key={column.header}>{cellOf(column, transaction)}</td>
        ))}
        <td>{formatCents(transaction.payoutAmount)}</td>
        {isEmployee && (
          <td>
            <div className="data-table__actions">
              {canCancelSale(transaction) && (
                <button
                  type="button"
                  className="button"
                  aria-label={`Cancel the sale of ${name}`}
                  disabled={props.busy}
                  onClick={props.onCancelSale}
                >
                  Cancel Sale
                </button>
              )}
              {canPayEarly(transaction, props.now) && (
                <button
                  type="button"
                  className="button"
                  aria-label={`Early payout of ${name}`}
                  disabled={props.busy}
                  onClick={props.onEarlyPayout}
                >
                  Early Payout
                </button>
              )}
              <button
                type="button"
                className="link-button"
                aria-expanded={props.infoOpen}
                aria-label={`${props.infoOpen ? 'Hide' : 'Show'} the info of ${name}`}
                onClick={props.onToggleInfo}
              >
                {props.infoOpen ? 'Hide Info' : 'Show Info'}
              </button>
            </div>
          </td>
        )}
      </tr>
      {props.infoOpen && (
        <tr className="transaction-row__info">
          <td colSpan={width}>
            <TransactionInfo brokerageTransactionId={transaction.brokerageTransactionId} name={name} />
          </td>
        </tr>
      )}
    </>
  );
}

/** Paid links to its payout; a row the Clock made payable says Payable whatever its stored status. */
function StatusCell({ transaction }: { transaction: Transaction }) {
  if (transaction.status === 'paid' && transaction.payoutId !== null)
    return (
      <Link to={payoutLink(transaction.payoutId)} aria-label={`Paid: see payout ${transaction.payoutId}`}>
        Paid
      </Link>
    );
  if (transaction.payable) return <>Payable</>;
  return <>{STATUS_LABELS[transaction.status]}</>;
}

/** GET /{id}: every field of the transaction, as the employee's Show Info. */
function TransactionInfo({ brokerageTransactionId, name }: { brokerageTransactionId: number; name: string }) {
  const info = useQuery(transactionQuery(brokerageTransactionId));
  return (
    <section aria-label={`Info of ${name}`}>
      {info.isPending && <p role="status">Loading info…</p>}
      <InlineError error={info.error} fallback={LIST_LOAD_FAILED} />
      {info.data && (
        <dl className="transaction-row__fields">
          {Object.entries(info.data).map(([field, value]) => (
            <div key={field}>
              <dt>{field}</dt>
              <dd>{infoValue(value)}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

function infoValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
