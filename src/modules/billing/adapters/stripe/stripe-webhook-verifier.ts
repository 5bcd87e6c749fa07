import Stripe from 'stripe';
import { InvalidWebhookSignature } from '../../domain/billing.errors.ts';
import type { WebhookEvent, WebhookVerifier } from '../../ports/webhook-verifier.ts';
import { declineText } from './stripe-payment-gateway.ts';

/** Stripe's own default: an event signed more than five minutes before it arrives is a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * The development signing secret used when STRIPE_WEBHOOK_SECRET is unset (simulator mode), so webhook
 * handling can be exercised locally (`stripe listen` or a test signing with it). Public, never for production.
 */
export const DEVELOPMENT_WEBHOOK_SECRET = 'whsec_numberyard_development_only';

/** Verifies Stripe-Signature with stripe.webhooks.constructEvent, against the injected clock. */
export class StripeWebhookVerifier implements WebhookVerifier {
  readonly #secret: string;

  constructor(secret: string) {
    this.#secret = secret;
  }

  verify(payload: string, signature: string | undefined, now: Date): WebhookEvent {
    if (!signature) throw new InvalidWebhookSignature();
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(
        payload,
        signature,
        this.#secret,
        WEBHOOK_TOLERANCE_SECONDS,
        undefined,
        now.getTime(),
      );
    } catch {
      throw new InvalidWebhookSignature();
    }
    const object = (event.data?.object ?? {}) as unknown as Record<string, unknown>;
    const error = object.last_payment_error as Parameters<typeof declineText>[0] | null | undefined;
    const paymentIntent = object.payment_intent;
    return {
      id: event.id,
      type: event.type,
      object: {
        id: String(object.id ?? ''),
        ...(typeof object.status === 'string' ? { status: object.status } : {}),
        ...(typeof object.amount === 'number' ? { amount: object.amount } : {}),
        ...(typeof object.amount_refunded === 'number' ? { amountRefunded: object.amount_refunded } : {}),
        paymentIntentId:
          typeof paymentIntent === 'string'
            ? paymentIntent
            : ((paymentIntent as { id?: string } | null | undefined)?.id ?? null),
        lastPaymentError: error ? declineText(error) : null,
      },
    };
  }
}

/** A Stripe-Signature header for a payload, as Stripe signs it (for tests and local tooling). */
export function signWebhookPayload(payload: string, secret: string, timestampSeconds: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: timestampSeconds });
}
