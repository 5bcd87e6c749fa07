import type { PaymentStatus } from '../domain/payment.ts';

/**
 * The card provider as billing needs it: Stripe's objects in our words (cents, camelCase). Every call that
 * creates or moves money takes an idempotency key, so a retried request never charges twice.
 * Failures: a refused card throws PaymentDeclined (with the card's message); an unknown id answers null
 * from the retrieve calls and throws PaymentNotFound elsewhere.
 */
export interface PaymentGateway {
  /** 'stripe' or 'simulator': the web uses Stripe.js or the simulator's card form accordingly. */
  readonly kind: 'stripe' | 'simulator';
  createCustomer(input: NewCustomer): Promise<{ id: string }>;
  createSetupIntent(input: NewSetupIntent): Promise<GatewaySetupIntent>;
  retrieveSetupIntent(id: string): Promise<GatewaySetupIntent | null>;
  createPaymentIntent(input: NewPaymentIntent): Promise<GatewayPaymentIntent>;
  retrievePaymentIntent(id: string): Promise<GatewayPaymentIntent | null>;
  updatePaymentIntentAmount(input: { id: string; amountCents: number }): Promise<GatewayPaymentIntent>;
  confirmPaymentIntent(input: {
    id: string;
    paymentMethodId: string;
    idempotencyKey: string;
  }): Promise<GatewayPaymentIntent>;
  capturePaymentIntent(input: { id: string; idempotencyKey: string }): Promise<GatewayPaymentIntent>;
  cancelPaymentIntent(input: { id: string; idempotencyKey: string }): Promise<GatewayPaymentIntent>;
  createRefund(input: {
    paymentIntentId: string;
    amountCents?: number;
    idempotencyKey: string;
  }): Promise<{ id: string; amountCents: number }>;
  /** The payment method's card as the provider reports it (raw: brand may be any string), or null. */
  retrievePaymentMethodCard(id: string): Promise<GatewayCard | 'not_a_card' | null>;
}

export interface NewCustomer {
  email?: string;
  name?: string;
  metadata?: Record<string, string>;
  idempotencyKey: string;
}

export interface NewSetupIntent {
  customerId: string | null;
  /** 'off_session' saves the card for later charges; 'on_session' is a one-time setup. */
  usage: 'on_session' | 'off_session';
  requestThreeDSecure: boolean;
  metadata: Record<string, string>;
  idempotencyKey: string;
}

export interface NewPaymentIntent {
  amountCents: number;
  customerId: string | null;
  /** With a payment method, the intent is confirmed at once (an authorization hold: manual capture). */
  paymentMethodId: string | null;
  /** Charging a saved card with nobody at the browser (Stripe's off_session; needs the card's customer). */
  offSession?: boolean;
  description: string;
  metadata: Record<string, string> & { reference: string };
  idempotencyKey: string;
}

/** A card as the provider describes it; the brand rule (src/shared/card-brands.ts) is applied by billing. */
export interface GatewayCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface GatewayPaymentIntent {
  id: string;
  amountCents: number;
  amountReceivedCents: number;
  status: PaymentStatus;
  clientSecret: string;
  paymentMethodId: string | null;
  /** The card of the payment method, when the provider expanded it (null: ask retrievePaymentMethodCard). */
  card: GatewayCard | null;
  reference: string | null;
  customerId: string | null;
  /** The last attempt's decline message, if it failed. */
  lastPaymentError: string | null;
}

export interface GatewaySetupIntent {
  id: string;
  clientSecret: string;
  status:
    | 'requires_payment_method'
    | 'requires_confirmation'
    | 'requires_action'
    | 'processing'
    | 'succeeded'
    | 'canceled';
  paymentMethodId: string | null;
  customerId: string | null;
  usage: 'on_session' | 'off_session';
  metadata: Record<string, string>;
}
