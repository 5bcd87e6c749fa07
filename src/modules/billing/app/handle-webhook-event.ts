import type { Clock } from '../../../platform/clock/clock.ts';
import type { PaymentStatus } from '../domain/payment.ts';
import type { PaymentRepository } from '../ports/payment-repository.ts';
import type { ProcessedEvents } from '../ports/processed-events.ts';
import type { WebhookEvent, WebhookVerifier } from '../ports/webhook-verifier.ts';

export interface HandleWebhookEventDeps {
  verifier: WebhookVerifier;
  events: ProcessedEvents;
  payments: PaymentRepository;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/** The events billing acts on; others are acknowledged and recorded. */
export const HANDLED_EVENTS = [
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'charge.refunded',
] as const;

/**
 * POST /api/stripe/webhook: verifies the signature (a forged or too-old one is refused), then, in one
 * transaction, records the event id (a redelivery stops here) and updates our record of the payment.
 */
export function makeHandleWebhookEvent(deps: HandleWebhookEventDeps) {
  const { verifier, events, payments, clock, tx } = deps;

  async function apply(event: WebhookEvent, now: Date) {
    const object = event.object;
    const paymentIntentId = event.type.startsWith('charge.') ? object.paymentIntentId : object.id;
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
