/** Card holds of offers, over billing's payments facade (manual capture through the PaymentGateway port). */
export interface OfferHolds {
  /**
   * Checks (or places, for a payment method) a hold of `amountCents` with reference `offer:{tn digits}` and
   * answers the PaymentIntent's id; throws billing's errors when the card was not held.
   */
  hold(input: {
    paymentId: string;
    tn: string;
    amountCents: number;
    email: string;
    idempotencyKey: string;
  }): Promise<string>;
  release(paymentIntentId: string, idempotencyKey: string): Promise<void>;
}
