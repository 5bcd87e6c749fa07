import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { formatCents } from '../../../../src/shared/money.ts';
import { DataTable } from '../../ui/data-table.tsx';
import { InlineError } from '../../ui/inline-error.tsx';
import { formatDay, KIND_LABELS, monthName, statementQuery } from './billing-api.ts';
import './billing.css';

/** /account/billing/statements/:month: one month's statement, printable on one page. */
export function StatementPage() {
  const month = useParams().month ?? '';
  const statement = useQuery(statementQuery(month));
  return (
    <section className="page statement">
      <div className="button-row statement__actions">
        <Link className="button" to="/account/billing">
          Back to billing
        </Link>
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          Print
        </button>
      </div>
      <h1>Statement for {monthName(month)}</h1>
      {statement.isPending && <p role="status">Loading the statement…</p>}
      <InlineError error={statement.error} fallback="The statement could not be loaded." />
      {statement.data && (
        <>
          <p>Opening balance: {formatCents(statement.data.openingBalance)}</p>
          {statement.data.lines.length === 0 ? (
            <p>There was no activity this month.</p>
          ) : (
            <DataTable
              label="Statement lines"
              head={
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Type</th>
                  <th scope="col">Description</th>
                  <th scope="col">Amount</th>
                </tr>
              }
            >
              {statement.data.lines.map((line) => (
                <tr key={line.id}>
                  <td>{formatDay(line.date)}</td>
                  <td>{KIND_LABELS[line.kind]}</td>
                  <td>{line.description}</td>
                  <td>{formatCents(line.effect)}</td>
                </tr>
              ))}
            </DataTable>
          )}
          <p className="statement__closing">Closing balance: {formatCents(statement.data.closingBalance)}</p>
        </>
      )}
    </section>
  );
}
