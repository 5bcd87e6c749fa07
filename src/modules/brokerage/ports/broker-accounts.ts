/** Which accounts are brokers (accounts' sellersAdmin flag, spec 3 section 6), and what they are called. */
export interface BrokerAccounts {
  isBroker(accountId: number): Promise<boolean>;
  /** The account's company name as others may see it (the 1099 report), or null. */
  companyName(accountId: number): Promise<string | null>;
}
