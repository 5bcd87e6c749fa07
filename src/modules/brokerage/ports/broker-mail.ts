/** Where mail to a broker's account goes: its admins' addresses (accounts module). */
export interface BrokerContacts {
  emailsOf(accountId: number): Promise<string[]>;
}
