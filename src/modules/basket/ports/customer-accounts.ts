/** A person's contact and postal address, as accounts keep it and the Account Info step collects it. */
export interface ContactDetails {
  email: string;
  firstName: string;
  lastName: string;
  company: string;
  address: string;
  city: string;
  state: string;
  zip: string;
}

/** Who checks out into an account, with what the order needs of the account. */
export interface AccountHolder extends ContactDetails {
  /** 'YYYY-MM-DD', or null when the account has none yet. */
  anniversaryDate: string | null;
  creditLimitCents: number;
}

/** The new customer's account, from the basket's contact data and the checkout's password. */
export interface NewCustomer extends ContactDetails {
  brandingId: number;
  password: string;
  anniversaryDate: string;
}

/** Accounts and their admins for checkout; implemented over the accounts module. Writes join the caller's transaction. */
export interface CustomerAccounts {
  isEmailInUse(email: string): Promise<boolean>;
  /** Creates the account and its admin user; refuses an email in use ('Email is already in use.') or a weak password. */
  open(customer: NewCustomer): Promise<{ accountId: number; userId: number }>;
  holder(input: { userId: number; accountId: number }): Promise<AccountHolder | null>;
  /** A single-use token that GET /api/session/{token} exchanges for a session. */
  issueLoginToken(input: { userId: number; accountId: number }): Promise<string>;
}
