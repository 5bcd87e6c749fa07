/** What change-brand and the anniversary-date change need of other modules (implemented in adapters/<module>/). */

export interface AdminAccount {
  accountId: number;
  brandingId: number;
  company: string;
  nickname: string;
}

/** Accounts (over the accounts module). Writes run in the caller's transaction. */
export interface ConversionAccounts {
  /** The accounts where the user is an admin. */
  adminAccountsOf(userId: number): Promise<AdminAccount[]>;
  /** A new account on the brand with the user as admin, its details copied from another; null: not a member. */
  openOnBrand(input: {
    userId: number;
    brandingId: number;
    copyFromAccountId: number;
  }): Promise<{ accountId: number } | null>;
  /** The account's new anniversary date ('YYYY-MM-DD'). */
  setAnniversaryDate(accountId: number, anniversaryDate: string): Promise<void>;
}

export interface AnniversaryMove {
  accountNumberId: number;
  anniversaryDate: string;
  paidThrough: string;
}

/** The account's numbers (over the messaging module). Writes run in the caller's transaction. */
export interface ConversionNumbers {
  /** Moves the numbers (all, or 404 'Telephone number not found.') onto the plan in the other account. */
  move(input: {
    fromAccountId: number;
    toAccountId: number;
    tns: string[];
    plan: { id: number; mrcCents: number };
  }): Promise<{ moved: string[] }>;
  /** New anniversary and paid-through dates for the account's numbers. */
  moveAnniversary(accountId: number, moves: AnniversaryMove[]): Promise<void>;
}

/** A brand's default plan and name (over the catalog module). */
export interface BrandPlans {
  brandName(brandingId: number): string;
  /** The brand's default plan (spec 2: plan 1 for brand 1, plan 10 for brand 2) at the account's price. */
  defaultPlan(
    brandingId: number,
    accountId: number | null,
  ): Promise<{ id: number; name: string; mrcCents: number }>;
}
