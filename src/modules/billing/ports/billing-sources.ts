/**
 * What recurring billing needs of other modules (implemented in billing/adapters/<module>/ over their index):
 * the account's numbers (messaging), its members and credit limit (accounts), plan names and seat prices (catalog).
 */

/** An account's number as messaging keeps it. */
export interface NumberRow {
  accountNumberId: number;
  tn: string;
  humanTn: string;
  planId: number;
  mrcCents: number;
  billingPeriod: 1 | 12;
  anniversaryDate: string | null;
  paidThrough: string | null;
  license: { mrcCents: number; annualIncrease: number; startDate: string } | null;
}

export interface BillableNumberSource {
  /** The account's numbers, oldest first. */
  ofAccount(accountId: number): Promise<NumberRow[]>;
  /** Accounts holding a billed number (one with an anniversary date) paid up to `onOrBefore` or earlier. */
  accountsDue(onOrBefore: string): Promise<number[]>;
  /** Moves a number's paid-through date. Caller's transaction. */
  setPaidThrough(accountNumberId: number, date: string): Promise<void>;
  /** The number leaves its account (row deleted). Caller's transaction. */
  removeNumber(accountNumberId: number): Promise<void>;
}

export interface BillingAccountMember {
  userId: number;
  name: string;
  email: string;
  role: 'admin' | 'user';
}

export interface BillingAccount {
  accountId: number;
  /** The company name, or 'Account <id>' (as the accounts module shows it). */
  name: string;
  brandingId: number;
  anniversaryDate: string | null;
  creditLimitCents: number;
  members: BillingAccountMember[];
}

export interface BillingAccounts {
  /** The account with its members, oldest first; null when there is no such account. */
  billingAccount(accountId: number): Promise<BillingAccount | null>;
  /** Accounts with an anniversary date (whose user seats are billed monthly). */
  accountsWithAnniversary(): Promise<number[]>;
}

export interface BillingPrices {
  /** The brand's name ('Numberyard Business'), for staff screens. */
  brandName(brandingId: number): string;
  /** The plan's name ('Park'), or null when the brand has no such plan. */
  planName(brandingId: number, planId: number): string | null;
  /** The account's own monthly price of a plan when a live override sets one; null: the number's price stands. */
  planMrcCents(brandingId: number, accountId: number, planId: number): Promise<number | null>;
  /** The account's monthly seat price per user type (brand prices with the account's overrides). */
  userMrcCents(brandingId: number, accountId: number): Promise<{ admin: number; user: number }>;
  /** A licensed number whose licence ended goes back on sale for its licensor. Caller's transaction. */
  returnLicensedNumber(tn: string): Promise<void>;
}
