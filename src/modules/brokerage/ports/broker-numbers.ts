/**
 * The numbers accounts hold with us (messaging): an on-network number a broker sold or licensed leaves the
 * broker's account before checkout gives it to the buyer. No release mail. Caller's transaction.
 */
export interface BrokerNumbers {
  /** Answers whether the account held the number. */
  removeFromAccount(accountId: number, tn: string): Promise<boolean>;
}
