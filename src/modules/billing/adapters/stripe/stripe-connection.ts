import { stripeHostOptions } from '../../../../platform/outbound/stripe-api-url.ts';
import type { StripeConnection } from './stripe-payment-gateway.ts';

/** The SDK's connection to Stripe, or to STRIPE_API_URL (a loopback fake in tests). */
export function stripeConnection(secretKey: string, apiUrl: string | null): StripeConnection {
  return { secretKey, ...stripeHostOptions(apiUrl) };
}

/** Billing's `stripe` option from the environment: null (the simulator) when STRIPE_SECRET_KEY is unset. */
export function billingStripeOptions(env: {
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_API_URL?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
}): { secretKey: string; apiUrl: string | null; webhookSecret: string } | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    apiUrl: env.STRIPE_API_URL ?? null,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
  };
}
