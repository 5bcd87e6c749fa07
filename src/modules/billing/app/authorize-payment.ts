import type { Clock } from '../../../platform/clock/clock.ts';
import type { CardSummary } from '../../../shared/card-brands.ts';
import { ValidationError } from '../../../shared/domain-error.ts';
import { PaymentDeclined, PaymentMismatch, PaymentNotFound } from '../domain/billing.errors.ts';
import { PAYMENT_REFERENCE } from '../domain/payment.ts';
import type { GatewayPaymentIntent, PaymentGateway } from '../ports/payment-gateway.ts';
import type { PaymentRepository } from '../ports/payment-repository.ts';
import { acceptedCard, cardOf } from './card-of-payment-method.ts';
import { rememberIntent } from './payment-records.ts';

export interface AuthorizePaymentInput {
  reference: string;
  amountCents: number;
  /** A PaymentIntent ('pi_...') made by POST /api/stripe-payment-intents, or a PaymentMethod ('pm_...'). */
  paymentId: string;
  idempotencyKey: string;
  customer: { email: string; name: string };
  description: string;
}

export interface AuthorizedPayment {
  paymentIntentId: string;
  captured: boolean;
  card: CardSummary | null;
}

export interface AuthorizePaymentDeps {
  gateway: PaymentGateway;
  payments: PaymentRepository;
  clock: Clock;
}

/** Said when a PaymentIntent was made but its card never confirmed (no hold exists). */
export const NOT_CONFIRMED_MESSAGE = 'The card payment was not completed. Please enter your card again.';

/**
 * The facade's payments.authorize: verifies a hold the browser placed (a PaymentIntent for exactly this
 * reference and amount) or places one now with a payment method (API clients, saved cards). Retried with the
 * same idempotency key, the provider answers the same intent, so a retry never holds twice.
 */
export function makeAuthorizePayment(deps: AuthorizePaymentDeps) {
  const { gateway } = deps;

  async function verifyIntent(input: AuthorizePaymentInput): Promise<GatewayPaymentIntent> {
    const intent = await gateway.retrievePaymentIntent(input.paymentId);
    if (!intent) throw new PaymentNotFound();
    if (intent.reference !== input.reference || intent.amountCents !== input.amountCents)
      throw new PaymentMismatch();
    if (intent.status !== 'requires_capture' && intent.status !== 'succeeded')
      throw new PaymentDeclined(intent.lastPaymentError ?? NOT_CONFIRMED_MESSAGE);
    return intent;
  }

  async function holdWithMethod(input: AuthorizePaymentInput): Promise<GatewayPaymentIntent> {
    acceptedCard(await gateway.retrievePaymentMethodCard(input.paymentId));
    const customer = await gateway.createCustomer({
      ...input.customer,
      idempotencyKey: `${input.idempotencyKey}:customer`,
    });
    return gateway.createPaymentIntent({
      amountCents: input.amountCents,
      customerId: customer.id,
      paymentMethodId: input.paymentId,
      description: input.description,
      metadata: { reference: input.reference },
      idempotencyKey: `${input.idempotencyKey}:intent`,
    });
  }

  return async function authorizePayment(input: AuthorizePaymentInput): Promise<AuthorizedPayment> {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents < 1)
      throw new ValidationError(
        'billing.invalid_amount',
        'The amount must be a whole number of cents above 0.',
      );
    if (!PAYMENT_REFERENCE.test(input.reference))
      throw new ValidationError(
        'billing.invalid_reference',
        `Unknown payment reference '${input.reference}'.`,
      );
    const intent = input.paymentId.startsWith('pi_')
      ? await verifyIntent(input)
      : input.paymentId.startsWith('pm_')
        ? await holdWithMethod(input)
        : (() => {
            throw new PaymentNotFound();
          })();
    const card = await cardOf(gateway, intent);
    await rememberIntent(deps, intent, { reference: input.reference, accountId: null, card });
    return { paymentIntentId: intent.id, captured: intent.status === 'succeeded', card };
  };
}
