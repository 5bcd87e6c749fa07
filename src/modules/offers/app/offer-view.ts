import type { OfferStatus } from '../../../shared/offer-rules.ts';
import { PhoneNumber } from '../../../shared/phone-number.ts';
import type { Negotiation } from '../domain/negotiation.ts';

export interface OfferView {
  uuid: string;
  negotiationId: number;
  tn: string;
  formattedTn: string;
  originalPrice: number;
  initialOffer: number;
  counterOffer: number | null;
  offer: number;
  status: OfferStatus;
  declinedReason: string | null;
  wireTransfer: boolean;
  expirationDate: string;
  createDate: string;
  data: { initialOffer: number };
}

export const formatTn = (tn: string) => PhoneNumber.tryParse(tn)?.format() ?? tn;

/** The buyer's view of a negotiation (spec 2's Offer and Negotiation shapes). */
export function toOfferView(n: Negotiation): OfferView {
  return {
    uuid: n.uuid,
    negotiationId: n.id,
    tn: n.tn,
    formattedTn: formatTn(n.tn),
    originalPrice: n.originalPriceCents,
    initialOffer: n.initialOfferCents,
    counterOffer: n.counterOfferCents,
    offer: n.offerCents,
    status: n.status,
    declinedReason: n.declinedReason,
    wireTransfer: n.wireTransfer,
    expirationDate: n.expirationDate.toISOString(),
    createDate: n.createDate.toISOString(),
    data: { initialOffer: n.initialOfferCents },
  };
}

export interface SellerNegotiationView extends Omit<OfferView, 'originalPrice' | 'initialOffer'> {
  brokerage?: { price: number; minimumOffer: number | null };
}

/** The seller's view (spec 3's Negotiation with the optional brokerage object). */
export function toSellerView(n: Negotiation, includeBrokerage: boolean): SellerNegotiationView {
  const { originalPrice, initialOffer: _initial, ...rest } = toOfferView(n);
  return {
    ...rest,
    ...(includeBrokerage ? { brokerage: { price: originalPrice, minimumOffer: n.minimumOfferCents } } : {}),
  };
}
