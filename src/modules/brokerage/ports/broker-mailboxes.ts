/** Where a broker's notices go: the admins of the broker's account (accounts). */
export interface BrokerMailboxes {
  adminEmails(accountId: number): Promise<string[]>;
}
