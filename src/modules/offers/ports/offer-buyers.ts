/** Buyer accounts for offers, over the accounts module. Writes join the caller's transaction. */
export interface OfferBuyers {
  /** A guest's new account and its admin user; refuses an email in use or a weak password. */
  open(input: {
    email: string;
    password: string;
    brandingId: number;
    now: Date;
  }): Promise<{ accountId: number; userId: number }>;
  /** A single-use token that GET /api/session/{token} exchanges for a session. */
  issueLoginToken(input: { userId: number; accountId: number }): Promise<string>;
  /** Whether the account's balance plus `extraCents` stays within its credit limit (billing). */
  creditAllows(accountId: number, extraCents: number): Promise<boolean>;
}
