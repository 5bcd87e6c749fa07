import type { GatewayPaymentIntent, GatewaySetupIntent } from './payment-gateway.ts';

/** A card typed into the simulator's form: only Stripe's published test numbers are accepted. */
export interface SimulatedCardInput {
  /** Digits only. */
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/**
 * What Stripe.js does in the browser (turn a card into a payment method, confirm intents with it), played by
 * the simulator for its own card form when no publishable key is configured.
 */
export interface CardSimulator {
  createPaymentMethod(input: SimulatedCardInput): Promise<{ id: string }>;
  confirmSetupIntent(input: { id: string; paymentMethodId: string }): Promise<GatewaySetupIntent>;
  confirmPaymentIntent(input: {
    id: string;
    paymentMethodId: string;
    idempotencyKey: string;
  }): Promise<GatewayPaymentIntent>;
}
