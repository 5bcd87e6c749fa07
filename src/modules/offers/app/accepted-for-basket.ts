import type { Clock } from '../../../platform/clock/clock.ts';
import { NegotiationNotFound } from '../domain/negotiation.errors.ts';
import type { NegotiationRepository } from '../ports/negotiation-repository.ts';

export interface AcceptedOffer {
  tn: string;
  priceCents: number;
  negotiationId: number;
  negotiationUUID: string;
}

/**
 * offers.acceptedForBasket: the accepted offer the buyer's account may put in its basket at the accepted
 * price, or the spec's offer-link error ('Offer Already Completed', 'Offer Expired', 'Offer Not Accepted').
 */
export function makeAcceptedForBasket({
  negotiations,
  clock,
}: {
  negotiations: NegotiationRepository;
  clock: Clock;
}) {
  return async function acceptedForBasket(
    uuid: string,
    caller: { accountId: number },
  ): Promise<AcceptedOffer> {
    const n = await negotiations.byUuid(uuid);
    if (!n || n.buyerAccountId !== caller.accountId) throw new NegotiationNotFound();
    n.requireCheckoutable(clock.now());
    return { tn: n.tn, priceCents: n.offerCents, negotiationId: n.id, negotiationUUID: n.uuid };
  };
}
