import { NegotiationNotFound } from '../domain/negotiation.errors.ts';
import type { NegotiationRepository } from '../ports/negotiation-repository.ts';
import { type OfferView, toOfferView } from './offer-view.ts';

/** GET /api/offers/{uuid}: the caller's account's own offer; another account's is not found. */
export function makeGetOffer({ negotiations }: { negotiations: NegotiationRepository }) {
  return async function getOffer(input: { uuid: string; accountId: number }): Promise<OfferView> {
    const n = await negotiations.byUuid(input.uuid);
    if (!n || n.buyerAccountId !== input.accountId) throw new NegotiationNotFound();
    return toOfferView(n);
  };
}

/** GET /api/negotiations/{id}?uuid=: the uuid is the link's credential, so id and uuid must match. */
export function makeGetNegotiation({ negotiations }: { negotiations: NegotiationRepository }) {
  return async function getNegotiation(input: { id: number; uuid: string }): Promise<OfferView> {
    const n = await negotiations.byUuid(input.uuid);
    if (!n || n.id !== input.id) throw new NegotiationNotFound();
    return toOfferView(n);
  };
}
