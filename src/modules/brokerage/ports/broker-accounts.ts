/** Which accounts are brokers (accounts' sellersAdmin flag, spec 3 section 6). */
export interface BrokerAccounts {
  isBroker(accountId: number): Promise<boolean>;
}
