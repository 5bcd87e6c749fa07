import { useQuery } from '@tanstack/react-query';
import { formatCents } from '../../../../../src/shared/money.ts';
import { InlineError, LIST_LOAD_FAILED } from '../../../ui/inline-error.tsx';
import { payableSummaryQuery } from './transactions-api.ts';

/**
 * Spec 3's payable summary box: how many transactions can be paid out now and the most a payout can be, with
 * Create Payout (which opens the Payable view, where the broker picks the method and the transactions).
 */
export function PayableSummary({ onCreatePayout }: { onCreatePayout: () => void }) {
  const summary = useQuery(payableSummaryQuery);
  return (
    <section className="payable-summary" aria-label="Payable summary">
      <h3>Payable</h3>
      <InlineError error={summary.error} fallback={LIST_LOAD_FAILED} />
      {summary.data ? (
        <dl>
          <div>
            <dt>Payable transactions</dt>
            <dd>{summary.data.count}</dd>
          </div>
          <div>
            <dt>Maximum payout</dt>
            <dd>{formatCents(summary.data.maximumPayout)}</dd>
          </div>
        </dl>
      ) : (
        summary.isPending && <p role="status">Loading…</p>
      )}
      <button
        type="button"
        className="button button--primary"
        disabled={!summary.data || summary.data.count === 0}
        onClick={onCreatePayout}
      >
        Create Payout
      </button>
    </section>
  );
}
