import type { Clock } from '../../../platform/clock/clock.ts';
import type { Jobs } from '../../../platform/jobs/jobs.ts';
import { NegotiationNotFound } from '../domain/negotiation.errors.ts';
import type { Negotiation } from '../domain/negotiation.ts';
import type { NegotiationRepository, SellerScope } from '../ports/negotiation-repository.ts';
import type { OfferHolds } from '../ports/offer-holds.ts';
import { scheduleClose } from './negotiation-timers.ts';
import type { NotifyParties } from './notify-parties.ts';
import { type SellerNegotiationView, toSellerView } from './offer-view.ts';

export type SellerAnswer =
  | { status: 'accepted' }
  | { status: 'declined' }
  | { status: 'countered'; offer: number };

export const isSellersNegotiation = (n: Negotiation, scope: SellerScope) =>
  scope.kind === 'house' ? n.sellerAccountId === null : n.sellerAccountId === scope.accountId;

/** Releases the card hold of a closed negotiation (after its commit is not needed: release is idempotent). */
export async function releaseHold(holds: OfferHolds, n: Negotiation): Promise<void> {
  if (n.holdState !== 'held' || !n.holdPaymentIntentId) return;
  await holds.release(n.holdPaymentIntentId, `offer-release:${n.uuid}`);
  n.markHold('released');
}

/** PATCH /api/brokerage/negotiations/{uuid}: the seller accepts, declines or counters a submitted offer. */
export function makeAnswerNegotiation(deps: {
  negotiations: NegotiationRepository;
  holds: OfferHolds;
  notify: NotifyParties;
  jobs: Jobs;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}) {
  return async function answerNegotiation(input: {
    uuid: string;
    scope: SellerScope;
    answer: SellerAnswer;
  }): Promise<SellerNegotiationView> {
    return deps.tx(async () => {
      const n = await deps.negotiations.byUuidForUpdate(input.uuid);
      if (!n || !isSellersNegotiation(n, input.scope)) throw new NegotiationNotFound();
      const now = deps.clock.now();
      if (input.answer.status === 'accepted') n.acceptBySeller(now);
      else if (input.answer.status === 'countered') n.counter(input.answer.offer, now);
      else {
        n.declineBySeller(now);
        await releaseHold(deps.holds, n);
      }
      await deps.negotiations.flush();
      if (n.isOpen()) await scheduleClose(deps.jobs, n);
      await deps.notify(n, input.answer.status);
      return toSellerView(n, true);
    });
  };
}
