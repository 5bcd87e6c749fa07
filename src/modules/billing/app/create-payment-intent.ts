import { randomUUID } from 'node:crypto';
import { type BotCheck, requireHuman } from '../../../platform/bot-check/bot-check.ts';
import type { Clock } from '../../../platform/clock/clock.ts';
import type { RateLimiter } from '../../../platform/rate-limit/rate-limiter.ts';
import type { BasketAccess } from '../ports/basket-access.ts';
import type { PaymentGateway } from '../ports/payment-gateway.ts';
import type { PaymentRepository } from '../ports/payment-repository.ts';
import type { SavedCardRepository } from '../ports/saved-card-repository.ts';
import { paymentIntentLimit } from './billing-rate-limits.ts';
import { acceptedCard, cardOf } from './card-of-payment-method.ts';
import { type Payer, requirePayable } from './payer.ts';
import { rememberIntent } from './payment-records.ts';

export interface CreatePaymentIntentInput {
  amountCents: number;
  reference: string;
  /** Used only when it is the payer's own customer (their card on file); otherwise ignored. */
  stripeCustomerId: string | null;
  /** API clients: a payment method ('pm_card_visa') to confirm the hold with at once. */
  paymentMethodId: string | null;
  recaptchaToken: string | undefined;
  /** The client's Idempotency-Key header, if it sent one: a retry answers the same intent. */
  idempotencyKey: string | null;
  payer: Payer;
  ip: string;
}

export interface CreatedPaymentIntent {
  id: string;
  client_secret: string;
  payment_method: string | null;
  status: string;
}

export interface CreatePaymentIntentDeps {
  gateway: PaymentGateway;
  payments: PaymentRepository;
  cards: SavedCardRepository;
  baskets: BasketAccess;
  botCheck: BotCheck;
  rateLimiter: RateLimiter;
  clock: Clock;
}

/**
 * POST /api/stripe-payment-intents: a manual-capture PaymentIntent (an authorization hold once confirmed) for
 * something the payer may pay for. The browser confirms it with Stripe.js (or the simulator's form); an API
 * client that sends a payment method gets it confirmed here.
 */
export function makeCreatePaymentIntent(deps: CreatePaymentIntentDeps) {
  const { gateway, cards, baskets, botCheck, rateLimiter, clock } = deps;

  async function customerOf(payer: Payer, stripeCustomerId: string | null): Promise<string | null> {
    if (!stripeCustomerId || payer.accountId === null) return null;
    const saved = await cards.ofAccount(payer.accountId);
    return saved?.customerId === stripeCustomerId ? stripeCustomerId : null;
  }

  return async function createPaymentIntent(input: CreatePaymentIntentInput): Promise<CreatedPaymentIntent> {
    await rateLimiter.hit([paymentIntentLimit(input.ip)], clock.now());
    await requireHuman(botCheck, input.recaptchaToken, 'payment', input.ip);
    await requirePayable(baskets, input.reference, input.payer);
    if (input.paymentMethodId) acceptedCard(await gateway.retrievePaymentMethodCard(input.paymentMethodId));
    const idempotencyKey = input.idempotencyKey
      ? `payment-intent:${input.payer.accountId ?? 'guest'}:${input.reference}:${input.idempotencyKey}`
      : randomUUID();
    const intent = await gateway.createPaymentIntent({
      amountCents: input.amountCents,
      customerId: await customerOf(input.payer, input.stripeCustomerId),
      paymentMethodId: input.paymentMethodId,
      description: `Numberyard ${input.reference}`,
      metadata: { reference: input.reference },
      idempotencyKey,
    });
    await rememberIntent(deps, intent, {
      reference: input.reference,
      accountId: input.payer.accountId,
      card: intent.paymentMethodId ? await cardOf(gateway, intent) : null,
    });
    return {
      id: intent.id,
      client_secret: intent.clientSecret,
      payment_method: intent.paymentMethodId,
      status: intent.status,
    };
  };
}
