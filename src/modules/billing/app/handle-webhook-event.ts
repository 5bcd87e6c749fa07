import type { Clock } from '../../../platform/clock/clock.ts';
import type { PaymentStatus } from '../domain/payment.ts';
import type { BrokerChargebacks } from '../ports/broker-chargebacks.ts';
import type { PaymentRepository } from '../ports/payment-repository.ts';
import type { ProcessedEvents } from '../ports/processed-events.ts';
import type { WebhookEvent, WebhookVerifier } from '../ports/webhook-verifier.ts';

export interface HandleWebhookEventDeps {
  verifier: WebhookVerifier;
  events: ProcessedEvents;
  payments: PaymentRepository;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
  /** A dispute cancels or charges back brokers' earnings the payment funded (docs/adr/0061). */
  brokerChargebacks?: BrokerChargebacks;
}

/** The events billing acts on; others are acknowledged and recorded. */
export const HANDLED_EVENTS = [
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'charge.refunded',
  'charge.dispute.created',
] as const;

/**
 * POST /api/stripe/webhook: verifies the signature (a forged or too-old one is refused), then, in one
 * transaction, records the event id (a redelivery stops here) and updates our record of the payment. A
 * dispute (charge.dispute.created) reverses the brokers' earnings the payment funded (docs/adr/0061).
 */
export function makeHandleWebhookEvent(deps: HandleWebhookEventDeps) {
  const { verifier, events, payments, clock, tx } = deps;

  async function apply(event: WebhookEvent, now: Date) {
    const object = event.object;
    const paymentIntentId = event.type.startsWith('charge.') ? object.paymentIntentId : object.id;
    if (event.type === 'charge.dispute.created') {
      // The dispute object (dp_...) names its PaymentIntent; brokers' earnings it funded are reversed.
      if (paymentIntentId) await deps.brokerChargebacks?.disputed({ paymentIntentId, disputeId: object.id });
      return;
    }
    const payment = paymentIntentId ? await payments.find(paymentIntentId) : null;
    if (!payment) return;
    if (event.type === 'payment_intent.succeeded') {
      payment.status = 'succeeded';
      payment.failureMessage = null;
    } else if (event.type === 'payment_intent.payment_failed') {
      payment.status = (object.status as PaymentStatus | undefined) ?? 'requires_payment_method';
      payment.failureMessage = object.lastPaymentError ?? 'Your card was declined.';
    } else if (event.type === 'charge.refunded') {
      payment.refundedCents = Math.max(payment.refundedCents, object.amountRefunded ?? 0);
    } else return;
    payment.updatedAt = now;
    await payments.save(payment);
  }

  return async function handleWebhookEvent(input: {
    payload: string;
    signature: string | undefined;
  }): Promise<{ received: true; duplicate: boolean }> {
    const now = clock.now();
    const event = verifier.verify(input.payload, input.signature, now);
    return tx(async () => {
      if (!(await events.markProcessed(event.id, event.type, now)))
        return { received: true, duplicate: true };
      await apply(event, now);
      return { received: true, duplicate: false };
    });
  };
}
