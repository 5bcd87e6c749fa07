import { PaymentNotFound } from '../domain/billing.errors.ts';
import type { CardSimulator } from '../ports/card-simulator.ts';
import type { PaymentGateway } from '../ports/payment-gateway.ts';
import { acceptedCard } from './card-of-payment-method.ts';

export interface ConfirmSimulatedSetupDeps {
  gateway: PaymentGateway;
  simulator: CardSimulator;
}

/** POST /api/payment-simulator/setup-intents/{id}/confirm: Stripe.js's confirmCardSetup, for the simulator's form. */
export function makeConfirmSimulatedSetup(deps: ConfirmSimulatedSetupDeps) {
  return async function confirmSimulatedSetup(input: {
    setupIntentId: string;
    clientSecret: string;
    paymentMethodId: string;
  }): Promise<{ id: string; status: string }> {
    const setup = await deps.gateway.retrieveSetupIntent(input.setupIntentId);
    if (!setup || setup.clientSecret !== input.clientSecret) throw new PaymentNotFound();
    acceptedCard(await deps.gateway.retrievePaymentMethodCard(input.paymentMethodId));
    const confirmed = await deps.simulator.confirmSetupIntent({
      id: setup.id,
      paymentMethodId: input.paymentMethodId,
    });
    return { id: confirmed.id, status: confirmed.status };
  };
}
