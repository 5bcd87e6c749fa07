/** Charges a completed transfer to the receiving account's ledger (implemented over billing). Caller's transaction. */
export interface TransferLedger {
  charge(input: {
    accountId: number;
    entries: { amountCents: number; description: string; reference: string }[];
  }): Promise<void>;
}
