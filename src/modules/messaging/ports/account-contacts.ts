/** Who to mail about an account's numbers (implemented over the accounts module). */
export interface AccountContacts {
  /** The emails of the account's admins; empty when it has none. */
  adminEmails(accountId: number): Promise<string[]>;
}
