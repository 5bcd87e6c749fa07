/** What confirmation needs of billing: what the account owes, and paying it. */
export interface ConfirmationPayments {
  /** The account's ledger balance in cents (above 0: owed). */
  balanceCents(accountId: number): Promise<number>;
  /**
   * Takes `amountCents` with the card payment `paymentId` (a PaymentIntent made for `reference`, or a
   * PaymentMethod id): authorize, capture, and a ledger payment in the current transaction. Idempotent on
   * `reference`: a retry never charges twice. Throws billing's payment errors (declined 422, not found 404).
   */
  pay(input: {
    accountId: number;
    userId: number;
    amountCents: number;
    paymentId: string;
    reference: string;
    description: string;
  }): Promise<void>;
}
