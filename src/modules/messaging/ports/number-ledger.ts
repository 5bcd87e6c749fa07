/** A plan change's charge or credit as the account's ledger keeps it. */
export interface NumberLedgerEntry {
  kind: 'charge' | 'credit';
  amountCents: number;
  description: string;
  reference: string;
}

/** The account's ledger (kept by billing): appends in the caller's transaction. */
export interface NumberLedger {
  record(accountId: number, entry: NumberLedgerEntry): Promise<void>;
}
