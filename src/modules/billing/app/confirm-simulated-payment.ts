import type { Clock } from '../../../platform/clock/clock.ts';
import { PaymentDeclined, PaymentNotFound } from '../domain/billing.errors.ts';
import type { CardSimulator } from '../ports/card-simulator.ts';
import type { PaymentGateway } from '../ports/payment-gateway.ts';
import type { PaymentRepository } from '../ports/payment-repository.ts';
import { acceptedCard } from './card-of-payment-method.ts';

export interface ConfirmSimulatedPaymentDeps {
  gateway: PaymentGateway;
  simulator: CardSimulator;
  payments: PaymentRepository;
  clock: Clock;
}

/**
 * POST /api/payment-simulator/payment-intents/{id}/confirm: what Stripe.js's confirmCardPayment does, for the
 * simulator's form. Like Stripe.js, the client secret is the credential; a refused card answers 422 with its
 * message and is remembered on the payment.
 */
export function makeConfirmSimulatedPayment(deps: ConfirmSimulatedPaymentDeps) {
  return async function confirmSimulatedPayment(input: {
    paymentIntentId: string;
    clientSecret: string;
    paymentMethodId: string;
  }): Promise<{ id: string; status: string }> {
    const intent = await deps.gateway.retrievePaymentIntent(input.paymentIntentId);
    if (!intent || intent.clientSecret !== input.clientSecret) throw new PaymentNotFound();
    const card = acceptedCard(await deps.gateway.retrievePaymentMethodCard(input.paymentMethodId));
    const payment = await deps.payments.find(intent.id);
    try {
      const confirmed = await deps.simulator.confirmPaymentIntent({
        id: intent.id,
        paymentMethodId: input.paymentMethodId,
        idempotencyKey: `confirm:${intent.id}:${input.paymentMethodId}`,
      });
      if (payment) {
        payment.status = confirmed.status;
        payment.card = card;
        payment.failureMessage = null;
      }
      return { id: confirmed.id, status: confirmed.status };
    } catch (error) {
      if (payment && error instanceof PaymentDeclined) {
        payment.status = 'requires_payment_method';
        payment.failureMessage = error.message;
      }
      throw error;
    } finally {
      if (payment) {
        payment.updatedAt = deps.clock.now();
        await deps.payments.save(payment);
      }
    }
  };
}
