/** An account's ledger (money billing owns); implemented over billing's `ledger`. Writes join the caller's transaction. */
export interface AccountLedger {
  record(input: {
    accountId: number;
    entries: {
      kind: 'charge' | 'tax' | 'payment' | 'credit' | 'refund';
      amountCents: number;
      description: string;
      reference: string;
    }[];
  }): Promise<void>;
  /** What the account owes (cents): charges less payments. */
  balanceCents(accountId: number): Promise<number>;
}
