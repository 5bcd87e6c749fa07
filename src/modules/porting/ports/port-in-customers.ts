/** Who hears about an account's port-ins (implemented over the accounts module). */
export interface PortInCustomers {
  /** The emails of the account's admins; empty when it has none. */
  adminEmails(accountId: number): Promise<string[]>;
}
