import { useQuery } from '@tanstack/react-query';
import { formatCents } from '../../../../../src/shared/money.ts';
import { PhoneNumber } from '../../../../../src/shared/phone-number.ts';
import { useDialogs } from '../../../ui/dialogs/use-dialogs.ts';
import { InlineError, LIST_LOAD_FAILED } from '../../../ui/inline-error.tsx';
import { Paginator, usePageWindow, useStepBackFromEmptyPage } from '../../../ui/paginator.tsx';
import { useToasts } from '../../../ui/toasts/use-toasts.ts';
import { type FraudReview, fraudReviewsQuery, useDecideFraudReviewMutation } from './fraud-reviews-api.ts';
import '../../../ui/data-table.css';
import '../admin.css';
import { DataTable } from '../../../ui/data-table.tsx';

const LEVELS: Record<FraudReview['fraudLevel'], string> = {
  notFraud: 'Not fraud',
  automatedFraudReview: 'Automated review',
  manualFraudReview: 'Manual review',
  severeFraud: 'Severe fraud',
};

const PAID_WITH: Record<FraudReview['paidWith'], string> = {
  card: 'Card (authorized, not captured)',
  account: 'Billed to account',
  bypass: 'Payment bypassed',
  none: 'Nothing due',
};

const DECISIONS = [
  { decision: 'approve', label: 'Approve', className: 'button button--success' },
  { decision: 'reject', label: 'Reject', className: 'button' },
] as const;

const formatDay = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const humanTn = (tn: string) => PhoneNumber.tryParse(tn)?.format() ?? tn;

/**
 * /admin/fraud-reviews: the orders checkout held because a fraud rule asked for a review, with the rules that
 * matched. Approve provisions the numbers; Reject refunds the charge and frees the numbers.
 */
export function FraudReviewsPage() {
  const [pageWindow, setPageWindow] = usePageWindow();
  const reviews = useQuery(fraudReviewsQuery(pageWindow));
  const rows = reviews.data?.data ?? [];
  const total = reviews.data?.total ?? 0;

  useStepBackFromEmptyPage(pageWindow, setPageWindow, reviews.isSuccess && rows.length === 0);

  return (
    <section className="page">
      <h1>Fraud reviews</h1>
      <p className="muted">Orders held by the fraud rules, oldest first.</p>
      {reviews.isPending && <p role="status">Loading held orders…</p>}
      <InlineError error={reviews.error} fallback={LIST_LOAD_FAILED} />
      {reviews.isSuccess && rows.length === 0 && <p>No orders are waiting for review.</p>}
      {rows.length > 0 && (
        <DataTable
          label="Held orders"
          head={
            <tr>
              <th scope="col">Placed</th>
              <th scope="col">Buyer</th>
              <th scope="col">Numbers</th>
              <th scope="col">Amount</th>
              <th scope="col">Matched rules</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          }
        >
          {rows.map((review) => (
            <ReviewRow key={review.orderUuid} review={review} />
          ))}
        </DataTable>
      )}
      <Paginator
        total={total}
        skip={pageWindow.skip}
        limit={pageWindow.limit}
        onChange={setPageWindow}
        label="Held orders pages"
      />
    </section>
  );
}

function ReviewRow({ review }: { review: FraudReview }) {
  const decide = useDecideFraudReviewMutation();
  const dialogs = useDialogs();
  const toasts = useToasts();
  const who = review.email;

  async function decideAs(decision: 'approve' | 'reject') {
    const confirmed = await dialogs.confirm({
      action: decision === 'approve' ? 'Approve' : 'Reject',
      message:
        decision === 'approve'
          ? `Approve the order of ${who}? Its numbers go to account ${review.accountId} and the payment is taken.`
          : `Reject the order of ${who}? The payment is refunded and its numbers are offered again.`,
    });
    if (!confirmed) return;
    const done = await decide.mutateAsync({ orderUuid: review.orderUuid, decision }).then(
      () => true,
      () => false,
    );
    if (done) {
      toasts.show({
        message: decision === 'approve' ? `Order of ${who} approved.` : `Order of ${who} rejected.`,
        kind: 'success',
      });
    }
  }

  return (
    <tr>
      <td>{formatDay(review.createdDate)}</td>
      <td>
        {who}
        <br />
        <span className="muted">Account {review.accountId}</span>
        <br />
        <span className="muted">{LEVELS[review.fraudLevel]}</span>
      </td>
      <td>
        {review.tns.map((tn) => (
          <div key={tn}>{humanTn(tn)}</div>
        ))}
      </td>
      <td>
        {formatCents(review.amountDue)}
        <br />
        <span className="muted">{PAID_WITH[review.paidWith]}</span>
      </td>
      <td>
        {review.matchedRules.length === 0 ? (
          <span className="muted">No rule recorded</span>
        ) : (
          <ul className="fraud-review__rules">
            {review.matchedRules.map((rule) => (
              <li key={rule.fraudRuleId}>
                <code>
                  {rule.field} {rule.operator} {rule.data}
                </code>{' '}
                → {LEVELS[rule.action as FraudReview['fraudLevel']] ?? rule.action}
                {rule.comment && <span className="muted"> ({rule.comment})</span>}
              </li>
            ))}
          </ul>
        )}
      </td>
      <td>
        <div className="data-table__actions">
          {DECISIONS.map(({ decision, label, className }) => (
            <button
              key={decision}
              type="button"
              className={className}
              aria-label={`${label} the order of ${who}`}
              disabled={decide.isPending}
              onClick={() => void decideAs(decision)}
            >
              {label}
            </button>
          ))}
        </div>
      </td>
    </tr>
  );
}
