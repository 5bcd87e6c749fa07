/**
 * The card payments checkout takes (authorize before the transaction, capture after it, release when it fails
 * or a review rejects); implemented over billing's `payments`. Failures are billing's DomainErrors (declined,
 * payment not found, payment mismatch), passed through to the caller unchanged.
 */
export interface CheckoutPayments {
  /** An authorization hold of exactly `amountCents`; idempotent on `idempotencyKey`. */
  authorize(input: {
    reference: string;
    amountCents: number;
    paymentId: string;
    idempotencyKey: string;
    customer: { email: string; name: string };
    description: string;
  }): Promise<{ paymentIntentId: string; captured: boolean }>;
  capture(input: { paymentIntentId: string; idempotencyKey: string }): Promise<void>;
  /** Cancels an uncaptured hold: nothing is charged. */
  release(input: { paymentIntentId: string; idempotencyKey: string }): Promise<void>;
  /** Gives back a captured payment (a PaymentIntent the browser had already captured). */
  refund(input: { paymentIntentId: string; idempotencyKey: string }): Promise<void>;
}
