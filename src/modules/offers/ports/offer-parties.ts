/** Where the mails of a negotiation go; implemented over accounts and the catalog's brand data. */
export interface OfferParties {
  buyerEmail(userId: number): Promise<string | null>;
  /** A broker account's admins, or the brand's sales team for the house. */
  sellerEmails(sellerAccountId: number | null, brandingId: number): Promise<string[]>;
}
