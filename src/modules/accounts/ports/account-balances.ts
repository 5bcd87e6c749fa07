/** What the profile shows of billing: the balance (from the ledger) and the card on file. */
export interface AccountBalances {
  /** What the account owes, in cents (negative: credit). */
  balanceCents(accountId: number): Promise<number>;
  /** The card on file, or null (brand, last four and expiry: never the number). */
  cardOnFile(accountId: number): Promise<CardOnFile | null>;
}

export interface CardOnFile {
  /** The card provider's payment method id. */
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}
