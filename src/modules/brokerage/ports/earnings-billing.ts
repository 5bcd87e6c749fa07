/**
 * What brokers' earnings need of billing (docs/adr/0061): whether the charge that funded a sale was collected,
 * and the broker's ledger, credited by an 'account' payout and debited by a chargeback of a paid transaction.
 * Both ledger calls are idempotent by reference and run in the caller's transaction.
 */
export interface EarningsBilling {
  /** A card payment was captured (succeeded); an account-billed order's buyer owes nothing now. */
  collected(funding: {
    kind: string;
    paymentIntentId: string | null;
    buyerAccountId: number | null;
  }): Promise<boolean>;
  /** A credit on the broker's ledger (offsets their fees). False when the reference was recorded already. */
  credit(input: {
    accountId: number;
    amountCents: number;
    description: string;
    reference: string;
  }): Promise<boolean>;
  /** A charge on the broker's ledger. False when the reference was recorded already. */
  debit(input: {
    accountId: number;
    amountCents: number;
    description: string;
    reference: string;
  }): Promise<boolean>;
}
