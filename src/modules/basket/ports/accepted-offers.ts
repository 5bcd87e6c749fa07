/** An offer the seller (or the buyer, on a counter) accepted: the number and the price agreed. */
export interface AcceptedOffer {
  tn: string;
  priceCents: number;
  negotiationId: number;
  negotiationUUID: string;
}

/** Accepted offers for the basket and checkout; implemented over the offers module. */
export interface AcceptedOffers {
  /** The buyer account's accepted offer, or the spec's error ('Offer Expired', 'Offer Not Accepted'...). */
  accepted(uuid: string, accountId: number): Promise<AcceptedOffer>;
  /** Checkout paid it: completes the negotiation in the CALLER's transaction. */
  complete(uuid: string, accountId: number): Promise<void>;
}
