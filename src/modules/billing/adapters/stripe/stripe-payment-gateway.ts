import Stripe from 'stripe';
import { PaymentDeclined, PaymentNotFound, PaymentStateConflict } from '../../domain/billing.errors.ts';
import { DECLINE_MESSAGES, isDeclineCode } from '../../domain/decline-messages.ts';
import type { PaymentStatus } from '../../domain/payment.ts';
import type {
  GatewayCard,
  GatewayPaymentIntent,
  GatewaySetupIntent,
  NewCustomer,
  NewPaymentIntent,
  NewSetupIntent,
  PaymentGateway,
} from '../../ports/payment-gateway.ts';

/** Where the SDK sends its calls: Stripe by default, the loopback fake in tests. */
export interface StripeConnection {
  secretKey: string;
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  maxNetworkRetries?: number;
}

/** The card's decline text for a Stripe error or last_payment_error: decline code first, then code. */
export function declineText(error: {
  decline_code?: string | undefined;
  code?: string | undefined;
  message?: string | undefined;
}) {
  return (
    (isDeclineCode(error.decline_code) && DECLINE_MESSAGES[error.decline_code]) ||
    (isDeclineCode(error.code) && DECLINE_MESSAGES[error.code]) ||
    error.message ||
    'Your card was declined.'
  );
}

/**
 * The PaymentGateway over the `stripe` SDK: card-only PaymentIntents with manual capture (authorization
 * holds), SetupIntents for cards on file, refunds. Every create or money-moving call sends an idempotency key.
 */
export class StripePaymentGateway implements PaymentGateway {
  readonly kind = 'stripe' as const;
  readonly #stripe: Stripe;

  constructor(connection: StripeConnection) {
    this.#stripe = new Stripe(connection.secretKey, {
      ...(connection.host ? { host: connection.host } : {}),
      ...(connection.port ? { port: connection.port } : {}),
      ...(connection.protocol ? { protocol: connection.protocol } : {}),
      maxNetworkRetries: connection.maxNetworkRetries ?? 2,
      telemetry: false,
      timeout: 30_000,
    });
  }

  async createCustomer(input: NewCustomer) {
    const customer = await this.#call(() =>
      this.#stripe.customers.create(
        {
          ...(input.email ? { email: input.email } : {}),
          ...(input.name ? { name: input.name } : {}),
          ...(input.metadata ? { metadata: input.metadata } : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return { id: customer.id };
  }

  async createSetupIntent(input: NewSetupIntent): Promise<GatewaySetupIntent> {
    const setup = await this.#call(() =>
      this.#stripe.setupIntents.create(
        {
          ...(input.customerId ? { customer: input.customerId } : {}),
          usage: input.usage,
          allowed_payment_method_types: ['card'],
          payment_method_options: {
            card: { request_three_d_secure: input.requestThreeDSecure ? 'any' : 'automatic' },
          },
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return setupIntent(setup);
  }

  async retrieveSetupIntent(id: string): Promise<GatewaySetupIntent | null> {
    const setup = await this.#orNull(() => this.#stripe.setupIntents.retrieve(id));
    return setup && setupIntent(setup);
  }

  async createPaymentIntent(input: NewPaymentIntent): Promise<GatewayPaymentIntent> {
    const intent = await this.#call(() =>
      this.#stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: 'usd',
          capture_method: 'manual',
          allowed_payment_method_types: ['card'],
          description: input.description,
          metadata: input.metadata,
          ...(input.customerId ? { customer: input.customerId } : {}),
          ...(input.paymentMethodId ? { payment_method: input.paymentMethodId, confirm: true } : {}),
          ...(input.offSession && input.paymentMethodId ? { off_session: true } : {}),
          expand: ['payment_method'],
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return paymentIntent(intent);
  }

  async retrievePaymentIntent(id: string): Promise<GatewayPaymentIntent | null> {
    const intent = await this.#orNull(() =>
      this.#stripe.paymentIntents.retrieve(id, { expand: ['payment_method'] }),
    );
    return intent && paymentIntent(intent);
  }

  async updatePaymentIntentAmount(input: { id: string; amountCents: number }) {
    const intent = await this.#call(() =>
      this.#stripe.paymentIntents.update(input.id, { amount: input.amountCents, expand: ['payment_method'] }),
    );
    return paymentIntent(intent);
  }

  async confirmPaymentIntent(input: { id: string; paymentMethodId: string; idempotencyKey: string }) {
    const intent = await this.#call(() =>
      this.#stripe.paymentIntents.confirm(
        input.id,
        { payment_method: input.paymentMethodId, expand: ['payment_method'] },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return paymentIntent(intent);
  }

  async capturePaymentIntent(input: { id: string; idempotencyKey: string }) {
    const intent = await this.#call(() =>
      this.#stripe.paymentIntents.capture(
        input.id,
        { expand: ['payment_method'] },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return paymentIntent(intent);
  }

  async cancelPaymentIntent(input: { id: string; idempotencyKey: string }) {
    const intent = await this.#call(() =>
      this.#stripe.paymentIntents.cancel(
        input.id,
        { expand: ['payment_method'] },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return paymentIntent(intent);
  }

  async createRefund(input: { paymentIntentId: string; amountCents?: number; idempotencyKey: string }) {
    const refund = await this.#call(() =>
      this.#stripe.refunds.create(
        {
          payment_intent: input.paymentIntentId,
          ...(input.amountCents === undefined ? {} : { amount: input.amountCents }),
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return { id: refund.id, amountCents: refund.amount };
  }

  async retrievePaymentMethodCard(id: string): Promise<GatewayCard | 'not_a_card' | null> {
    const method = await this.#orNull(() => this.#stripe.paymentMethods.retrieve(id));
    if (!method) return null;
    return cardOfMethod(method) ?? 'not_a_card';
  }

  /** Runs an SDK call, turning Stripe's card errors into PaymentDeclined and state errors into ours. */
  async #call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw mapped(error);
    }
  }

  async #orNull<T>(work: () => Promise<T>): Promise<T | null> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
        return null;
      throw mapped(error);
    }
  }
}

function mapped(error: unknown): unknown {
  if (error instanceof Stripe.errors.StripeCardError)
    return new PaymentDeclined(declineText(error), error.decline_code ?? error.code ?? 'card_declined');
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    if (error.code === 'resource_missing') return new PaymentNotFound();
    if (error.code === 'payment_intent_unexpected_state' || error.code === 'charge_already_refunded')
      return new PaymentStateConflict(error.message);
  }
  return error;
}

function cardOfMethod(method: Stripe.PaymentMethod): GatewayCard | null {
  const card = method.card;
  if (!card) return null;
  return { brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year };
}

function paymentIntent(intent: Stripe.PaymentIntent): GatewayPaymentIntent {
  const method = intent.payment_method;
  const error = intent.last_payment_error;
  return {
    id: intent.id,
    amountCents: intent.amount,
    amountReceivedCents: intent.amount_received,
    status: intent.status as PaymentStatus,
    clientSecret: intent.client_secret ?? '',
    paymentMethodId: typeof method === 'string' ? method : (method?.id ?? null),
    card: method && typeof method !== 'string' ? cardOfMethod(method) : null,
    reference: intent.metadata?.reference ?? null,
    customerId: typeof intent.customer === 'string' ? intent.customer : (intent.customer?.id ?? null),
    lastPaymentError: error ? declineText(error) : null,
  };
}

function setupIntent(setup: Stripe.SetupIntent): GatewaySetupIntent {
  const method = setup.payment_method;
  return {
    id: setup.id,
    clientSecret: setup.client_secret ?? '',
    status: setup.status as GatewaySetupIntent['status'],
    paymentMethodId: typeof method === 'string' ? method : (method?.id ?? null),
    customerId: typeof setup.customer === 'string' ? setup.customer : (setup.customer?.id ?? null),
    usage: setup.usage === 'off_session' ? 'off_session' : 'on_session',
    metadata: (setup.metadata ?? {}) as Record<string, string>,
  };
}
