/** An offer on a broker's number, as the listing's info view shows it (offers module). */
export interface ListingNegotiation {
  negotiationId: number;
  uuid: string;
  offer: number;
  status: string;
  expirationDate: string;
  createDate: string;
}

export interface ListingNegotiations {
  /** The offers made to the seller account on the number, newest first. */
  onNumber(sellerAccountId: number, tn: string): Promise<ListingNegotiation[]>;
}
