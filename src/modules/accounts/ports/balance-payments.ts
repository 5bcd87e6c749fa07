export type BalancePaymentMethod = { kind: 'cardOnFile' } | { kind: 'card'; paymentId: string };

/** Pays an account's balance by card (implemented over billing's payToAccount; its own transaction). */
export interface BalancePayments {
  /** Same idempotency key, same answer: a retry never charges twice. Throws PaymentDeclined (422). */
  pay(input: {
    accountId: number;
    userId: number;
    amountCents: number;
    method: BalancePaymentMethod;
    idempotencyKey: string;
  }): Promise<{ paymentIntentId: string; balanceCents: number }>;
}
