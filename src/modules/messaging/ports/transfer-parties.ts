/** An account as a transfer names it: its brand and the company name others may see. */
export interface TransferAccount {
  accountId: number;
  company: string;
  brandingId: number;
}

/** What ownership transfers need of the accounts module (implemented in adapters/accounts). */
export interface TransferParties {
  account(accountId: number): Promise<TransferAccount | null>;
  /** The accounts a user belongs to, with their role in each. */
  accountsOf(userId: number): Promise<Array<TransferAccount & { role: 'admin' | 'user' }>>;
  /** A user's sign-in email, or null. */
  emailOf(userId: number): Promise<string | null>;
  /** Whether someone signs in with this email (the accept page then asks them to log in, else to sign up). */
  hasLogin(email: string): Promise<boolean>;
}
