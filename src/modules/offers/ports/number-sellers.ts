/** Who sells a number that takes offers, at what list price and minimum. */
export interface NumberSeller {
  tn: string;
  priceCents: number;
  /** Null: no minimum beyond the site's $9.95. */
  minimumOfferCents: number | null;
  /** Null: the house (staff answer); else the broker account that lists it. */
  sellerAccountId: number | null;
}

/** The seller of a number: the house for its own inventory, a broker for their listings (docs/adr/0055). */
export interface NumberSellers {
  /** Null when the number is unknown, sold, held by another basket, or not for sale. */
  sellerOf(tn: string): Promise<NumberSeller | null>;
}
