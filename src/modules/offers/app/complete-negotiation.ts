import type { Clock } from '../../../platform/clock/clock.ts';
import { NegotiationNotFound } from '../domain/negotiation.errors.ts';
import type { NegotiationRepository } from '../ports/negotiation-repository.ts';
import type { OfferHolds } from '../ports/offer-holds.ts';
import { releaseHold } from './answer-negotiation.ts';
import type { NotifyParties } from './notify-parties.ts';

/**
 * offers.completeNegotiation, in checkout's transaction: the basket paid the accepted price, so the
 * negotiation is completed and its good-faith hold released (docs/adr/0050); both parties are mailed.
 */
export function makeCompleteNegotiation(deps: {
  negotiations: NegotiationRepository;
  holds: OfferHolds;
  notify: NotifyParties;
  clock: Clock;
}) {
  return async function completeNegotiation(input: { uuid: string; accountId: number }): Promise<void> {
    const n = await deps.negotiations.byUuidForUpdate(input.uuid);
    if (!n || n.buyerAccountId !== input.accountId) throw new NegotiationNotFound();
    n.complete(deps.clock.now());
    await releaseHold(deps.holds, n);
    await deps.negotiations.flush();
    await deps.notify(n, 'completed');
  };
}
