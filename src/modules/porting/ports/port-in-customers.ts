/** Who hears about an account's port-ins, and what staff call the account (implemented over the accounts module). */
export interface PortInCustomers {
  /** The emails of the account's admins; empty when it has none. */
  adminEmails(accountId: number): Promise<string[]>;
  /** Each account's name as staff screens show it (its company, else 'Account <id>'); unknown ids are left out. */
  accountNames(accountIds: readonly number[]): Promise<Map<number, string>>;
}
