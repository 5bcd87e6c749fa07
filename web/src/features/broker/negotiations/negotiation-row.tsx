import { formatCents } from '../../../../../src/shared/money.ts';
import { isOfferOpen, parseOffer } from '../../../../../src/shared/offer-form-rules.ts';
import { PhoneNumber } from '../../../../../src/shared/phone-number.ts';
import { useDialogs } from '../../../ui/dialogs/use-dialogs.ts';
import { useToasts } from '../../../ui/toasts/use-toasts.ts';
import { type Negotiation, type SellerAnswer, useAnswerOfferMutation } from './negotiations-api.ts';

export const COUNTER_SUBMITTED = 'Counter offer submitted';

const STATUS_TEXT: Record<Negotiation['status'], string> = {
  submitted: 'Submitted',
  countered: 'Countered',
  accepted: 'Accepted',
  declined: 'Declined',
  completed: 'Completed',
};

const money = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '—' : formatCents(cents);
const humanTn = (tn: string) => PhoneNumber.tryParse(tn)?.format() ?? tn;
const formatDate = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function offerProblem(value: string): string | null {
  const parsed = parseOffer(value);
  return 'problem' in parsed ? parsed.problem : null;
}

/** One offer: open ones (submitted, not expired) get Accept / Counter Offer / Decline, others their status. */
export function NegotiationRow({ negotiation, now }: { negotiation: Negotiation; now: Date }) {
  const answer = useAnswerOfferMutation();
  const dialogs = useDialogs();
  const toasts = useToasts();
  const open = isOfferOpen(negotiation.expirationDate, now);
  const number = negotiation.formattedTn || humanTn(negotiation.tn);

  async function send(body: SellerAnswer, done: string) {
    const sent = await answer.mutateAsync({ uuid: negotiation.uuid, answer: body }).then(
      () => true,
      () => false,
    );
    if (sent) toasts.show({ message: done, kind: 'success' });
  }

  async function counter() {
    const values = await dialogs.form({
      title: 'Counter Offer',
      message: `The buyer offered ${money(negotiation.offer)} for ${number}. What would you take?`,
      fields: [{ name: 'offer', label: 'Counter offer ($)', autoComplete: 'off' }],
      validate: { offer: offerProblem },
      submitLabel: 'Submit',
    });
    if (!values) return;
    const parsed = parseOffer(values.offer);
    if ('cents' in parsed) await send({ status: 'countered', offer: parsed.cents }, COUNTER_SUBMITTED);
  }

  const status =
    negotiation.status === 'countered'
      ? `Countered at ${money(negotiation.counterOffer ?? negotiation.offer)}`
      : negotiation.status === 'declined' && negotiation.declinedReason
        ? `Declined: ${negotiation.declinedReason}`
        : STATUS_TEXT[negotiation.status];

  return (
    <tr>
      <td>{number}</td>
      <td>{money(negotiation.brokerage?.price)}</td>
      <td>{money(negotiation.offer)}</td>
      <td>{money(negotiation.brokerage?.minimumOffer)}</td>
      <td>
        {negotiation.status === 'submitted' && open ? (
          <div className="data-table__actions">
            <button
              type="button"
              className="button button--success"
              aria-label={`Accept the offer on ${number}`}
              disabled={answer.isPending}
              onClick={() => void send({ status: 'accepted' }, 'Offer accepted')}
            >
              Accept
            </button>
            <button
              type="button"
              className="button"
              aria-label={`Counter the offer on ${number}`}
              disabled={answer.isPending}
              onClick={() => void counter()}
            >
              Counter
            </button>
            <button
              type="button"
              className="button"
              aria-label={`Decline the offer on ${number}`}
              disabled={answer.isPending}
              onClick={() => void send({ status: 'declined' }, 'Offer declined')}
            >
              Decline
            </button>
          </div>
        ) : (
          status
        )}
      </td>
      <td className={open ? 'negotiation__expiry--open' : 'negotiation__expiry--past'}>
        {formatDate(negotiation.expirationDate)}
        <span className="visually-hidden">{open ? ' (open)' : ' (expired)'}</span>
      </td>
    </tr>
  );
}
