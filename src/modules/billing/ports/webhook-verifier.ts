/** The parts of a card provider's event billing reads. */
export interface WebhookEvent {
  id: string;
  type: string;
  /** The event's object: a PaymentIntent (id 'pi_...') or a Charge (with its payment_intent). */
  object: {
    id: string;
    status?: string;
    amount?: number;
    amountRefunded?: number;
    paymentIntentId?: string | null;
    lastPaymentError?: string | null;
  };
}

/** Checks a webhook's signature header against the endpoint's secret and reads the event. */
export interface WebhookVerifier {
  /** Throws InvalidWebhookSignature for a missing, forged or too-old signature. */
  verify(payload: string, signature: string | undefined, now: Date): WebhookEvent;
}
