import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatCents } from '../../../../../src/shared/money.ts';
import { useProfile } from '../../../api/profile.ts';
import { useDialogs } from '../../../ui/dialogs/use-dialogs.ts';
import { usePageWindow } from '../../../ui/paginator.tsx';
import { BrokerListTab } from '../broker-list-tab.tsx';
import { PayableSummary } from './payable-summary.tsx';
import { PayoutRequestForm } from './payout-request-form.tsx';
import { paypalConfigQuery } from './payouts-api.ts';
import { useCancelSale, useEarlyPayout } from './transaction-actions.ts';
import { TransactionRow, transactionHeaders } from './transaction-row.tsx';
import { pageTotalOf, TRANSACTION_VIEWS, type TransactionView, viewOf } from './transaction-views.ts';
import { downloadTransactionsCsv, type Transaction, transactionsQuery } from './transactions-api.ts';
import { usePaypalReturn } from './use-paypal-return.ts';

/** Spec 3's empty text, spelled as the spec spells it. */
export const NO_TRANSACTIONS = 'No transactons to display.';

/**
 * /account/broker/earnings/transactions (spec 3): the view buttons, the Earnings total of the view, the payable
 * summary with Create Payout, the view's table with its own columns and a page total row, and in the Payable
 * view the selection and the payout request. `?view=` keeps the view, `?payoutId=` narrows to one payout's
 * transactions (the Payouts screen links here). Employees also cancel sales, pay early and read a row in full.
 */
export function TransactionsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = viewOf(searchParams.get('view'));
  const payoutId = searchParams.get('payoutId') ?? '';
  const filter = useMemo(() => ({ payoutId }), [payoutId]);
  const [pageWindow, setPageWindow] = usePageWindow();
  const list = useQuery(transactionsQuery(view, filter, pageWindow));
  const paypalConfig = useQuery(paypalConfigQuery);
  const [paypalCode, setPaypalCode] = useState<string | null>(null);
  usePaypalReturn(setPaypalCode);
  const isEmployee = useProfile().isEmployee === true;
  const dialogs = useDialogs();
  const [selected, setSelected] = useState<ReadonlyMap<number, number>>(new Map());
  const [info, setInfo] = useState<ReadonlySet<number>>(new Set());
  const payoutForm = useRef<HTMLFieldSetElement>(null);
  const cancelSale = useCancelSale();
  const earlyPayout = useEarlyPayout();
  const selectable = view.key === 'payable';
  const rows = list.data?.data ?? [];
  const now = new Date();

  function chooseView(next: TransactionView) {
    setSearchParams((params) => {
      params.set('view', next.key);
      return params;
    });
    setPageWindow({ skip: 0, limit: pageWindow.limit });
    setSelected(new Map());
  }

  function clearPayoutFilter() {
    setSearchParams((params) => {
      params.delete('payoutId');
      return params;
    });
    setPageWindow({ skip: 0, limit: pageWindow.limit });
  }

  function createPayout() {
    chooseView(viewOf('payable'));
    // The method picker renders with the Payable view: focus it once it is there.
    setTimeout(() => payoutForm.current?.focus());
  }

  function select(transactions: readonly Transaction[], on: boolean) {
    const next = new Map(selected);
    for (const transaction of transactions) {
      if (on) next.set(transaction.brokerageTransactionId, transaction.payoutAmount);
      else next.delete(transaction.brokerageTransactionId);
    }
    setSelected(next);
  }

  function toggleInfo(id: number) {
    const next = new Set(info);
    if (!next.delete(id)) next.add(id);
    setInfo(next);
  }

  async function confirmCancelSale(transaction: Transaction) {
    const confirmed = await dialogs.confirm({
      action: 'Cancel Sale',
      message: `Cancel the sale of ${transaction.formattedTn}? The broker will not be paid for it.`,
    });
    if (confirmed) await cancelSale.mutateAsync(transaction).catch(() => undefined);
  }

  async function confirmEarlyPayout(transaction: Transaction) {
    const confirmed = await dialogs.confirm({
      action: 'Early Payout',
      message: `Make ${transaction.formattedTn}'s ${formatCents(transaction.payoutAmount)} payable now?`,
    });
    if (confirmed) await earlyPayout.mutateAsync(transaction).catch(() => undefined);
  }

  const headers = transactionHeaders(view, selectable, isEmployee);
  const pageSelected = rows.length > 0 && rows.every((row) => selected.has(row.brokerageTransactionId));
  const busy = cancelSale.isPending || earlyPayout.isPending;

  return (
    <BrokerListTab
      className="transactions"
      title="Transactions"
      toolbar={
        <div className="transactions__top">
          <fieldset className="transactions__views">
            <legend className="visually-hidden">Views</legend>
            {TRANSACTION_VIEWS.map((candidate) => (
              <button
                key={candidate.key}
                type="button"
                className={candidate.key === view.key ? 'button button--primary' : 'button'}
                aria-pressed={candidate.key === view.key}
                onClick={() => chooseView(candidate)}
              >
                {candidate.label}
              </button>
            ))}
          </fieldset>
          <div className="transactions__boxes">
            <p className="transactions__earnings" aria-live="polite">
              Earnings:{' '}
              <strong>
                {list.data?.aggregations?.payoutTotal !== undefined
                  ? formatCents(list.data.aggregations.payoutTotal)
                  : '—'}
              </strong>
            </p>
            <PayableSummary onCreatePayout={createPayout} />
          </div>
          {payoutId && (
            <p className="transactions__filter">
              Transactions of payout {payoutId}{' '}
              <button type="button" className="link-button" onClick={clearPayoutFilter}>
                Show all transactions
              </button>
            </p>
          )}
          {selectable && (
            <PayoutRequestForm
              ref={payoutForm}
              selected={selected}
              onSubmitted={() => setSelected(new Map())}
              // Spec 3: PayPal only when it is configured.
              paypal={
                paypalConfig.data?.enabled
                  ? { config: paypalConfig.data, code: paypalCode, onCodeUsed: () => setPaypalCode(null) }
                  : null
              }
            />
          )}
          <button
            type="button"
            className="button"
            onClick={() =>
              downloadTransactionsCsv(view, filter, new Date()).catch(() =>
                dialogs.error('Download request failed'),
              )
            }
          >
            Download
          </button>
        </div>
      }
      list={list}
      pageWindow={pageWindow}
      onPageWindow={setPageWindow}
      label="Transactions"
      loadingText="Loading transactions…"
      emptyText={NO_TRANSACTIONS}
      head={
        <tr>
          {headers.before.map((header) =>
            header === 'Select' ? (
              <th key={header} scope="col">
                <input
                  type="checkbox"
                  aria-label="Select all on this page"
                  checked={pageSelected}
                  onChange={(event) => select(rows, event.target.checked)}
                />
              </th>
            ) : (
              <th key={header} scope="col">
                {header}
              </th>
            ),
          )}
          {view.columns.map((column) => (
            <th key={column.header} scope="col">
              {column.header}
            </th>
          ))}
          {headers.after.map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      }
      row={(transaction) => (
        <TransactionRow
          key={transaction.brokerageTransactionId}
          transaction={transaction}
          view={view}
          selectable={selectable}
          selected={selected.has(transaction.brokerageTransactionId)}
          onSelect={(on) => select([transaction], on)}
          isEmployee={isEmployee}
          infoOpen={info.has(transaction.brokerageTransactionId)}
          onToggleInfo={() => toggleInfo(transaction.brokerageTransactionId)}
          onCancelSale={() => void confirmCancelSale(transaction)}
          onEarlyPayout={() => void confirmEarlyPayout(transaction)}
          busy={busy}
          now={now}
        />
      )}
      foot={(pageRows) => (
        <tr className="transactions__total">
          <th scope="row" colSpan={headers.before.length}>
            Page total
          </th>
          {view.columns.map((column) => {
            const total = pageTotalOf(column, pageRows);
            return <td key={column.header}>{total === null ? '' : formatCents(total)}</td>;
          })}
          <td>{formatCents(pageRows.reduce((sum, row) => sum + row.payoutAmount, 0))}</td>
          {isEmployee && <td />}
        </tr>
      )}
    />
  );
}
