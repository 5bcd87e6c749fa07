/** Charges a completed port-in's fee to the account's ledger (implemented over billing). Caller's transaction. */
export interface PortInLedger {
  /** Records the charge unless the account already has a charge with this reference; answers whether it did. */
  chargeOnce(input: {
    accountId: number;
    amountCents: number;
    description: string;
    reference: string;
  }): Promise<boolean>;
}
