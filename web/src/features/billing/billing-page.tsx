import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatCents } from '../../../../src/shared/money.ts';
import { DataTable } from '../../ui/data-table.tsx';
import { InlineError, LIST_LOAD_FAILED } from '../../ui/inline-error.tsx';
import { Paginator, usePageWindow } from '../../ui/paginator.tsx';
import {
  type BillingSummary,
  billingSummaryQuery,
  formatDay,
  KIND_LABELS,
  ledgerQuery,
  monthName,
  statementsQuery,
} from './billing-api.ts';
import './billing.css';

/** /account/billing (admins; spec 1): the balance, the next anniversary charge, the ledger and statements. */
export function BillingPage() {
  const summary = useQuery(billingSummaryQuery);
  return (
    <section className="page billing">
      <h1>Billing</h1>
      {summary.isPending && <p role="status">Loading your billing…</p>}
      <InlineError error={summary.error} fallback="Your billing could not be loaded." />
      {summary.data && <BalanceCard summary={summary.data} />}
      {summary.data && <NextCharge nextCharge={summary.data.nextCharge} />}
      <Ledger />
      <Statements />
    </section>
  );
}

function BalanceCard({ summary }: { summary: BillingSummary }) {
  const owed = summary.balance > 0;
  return (
    <section className="card billing__balance" aria-labelledby="billing-balance">
      <h2 id="billing-balance">Balance</h2>
      <p className="billing__amount">
        {owed || summary.balance === 0
          ? formatCents(summary.balance)
          : `${formatCents(-summary.balance)} credit`}
      </p>
      <p className="muted">Credit limit: {formatCents(summary.creditLimit)}</p>
      <div className="button-row">
        <Link
          className="button button--primary"
          to={`/account/pay-now?amount=${Math.max(summary.balance, 0)}`}
        >
          Pay now
        </Link>
        <Link className="button" to="/account/anniversary-date">
          Change anniversary date
        </Link>
        <Link className="button" to="/account/change-brand">
          Convert brand
        </Link>
      </div>
    </section>
  );
}

function NextCharge({ nextCharge }: { nextCharge: BillingSummary['nextCharge'] }) {
  return (
    <section aria-labelledby="billing-next">
      <h2 id="billing-next">Next anniversary charge</h2>
      {nextCharge.lines.length === 0 ? (
        <p>Nothing is scheduled to be charged.</p>
      ) : (
        <>
          {nextCharge.date && <p>On {formatDay(`${nextCharge.date}T00:00:00Z`)}</p>}
          <DataTable
            label="Next anniversary charge"
            head={
              <tr>
                <th scope="col">Number or user</th>
                <th scope="col">Amount</th>
              </tr>
            }
          >
            {nextCharge.lines.map((line) => (
              <tr key={`${line.kind}:${line.tn ?? line.userId ?? line.label}`}>
                <th scope="row">{line.label}</th>
                <td>{formatCents(line.amount)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">Total</th>
              <td>{formatCents(nextCharge.total)}</td>
            </tr>
          </DataTable>
        </>
      )}
    </section>
  );
}

function Ledger() {
  const [pageWindow, setPageWindow] = usePageWindow();
  const ledger = useQuery(ledgerQuery(pageWindow));
  const total = ledger.data?.total ?? 0;
  return (
    <section aria-labelledby="billing-ledger">
      <h2 id="billing-ledger">Ledger</h2>
      {ledger.isPending && <p role="status">Loading the ledger…</p>}
      <InlineError error={ledger.error} fallback={LIST_LOAD_FAILED} />
      {ledger.isSuccess && total === 0 && <p>There are no charges or payments yet.</p>}
      {(ledger.data?.data.length ?? 0) > 0 && (
        <DataTable
          label="Ledger"
          head={
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Type</th>
              <th scope="col">Description</th>
              <th scope="col">Amount</th>
              <th scope="col">Balance</th>
            </tr>
          }
        >
          {ledger.data?.data.map((line) => (
            <tr key={line.id}>
              <td>{formatDay(line.date)}</td>
              <td>{KIND_LABELS[line.kind]}</td>
              <td>{line.description}</td>
              <td>{formatCents(line.amount)}</td>
              <td>{formatCents(line.balance)}</td>
            </tr>
          ))}
        </DataTable>
      )}
      <Paginator
        total={total}
        skip={pageWindow.skip}
        limit={pageWindow.limit}
        onChange={setPageWindow}
        label="Ledger pages"
      />
    </section>
  );
}

function Statements() {
  const statements = useQuery(statementsQuery);
  return (
    <section aria-labelledby="billing-statements">
      <h2 id="billing-statements">Statements</h2>
      {statements.isPending && <p role="status">Loading statements…</p>}
      <InlineError error={statements.error} fallback={LIST_LOAD_FAILED} />
      {statements.data?.data.length === 0 && <p>There are no statements yet.</p>}
      <ul className="billing__statements">
        {statements.data?.data.map(({ month }) => (
          <li key={month}>
            <Link to={`/account/billing/statements/${month}`}>{monthName(month)}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
