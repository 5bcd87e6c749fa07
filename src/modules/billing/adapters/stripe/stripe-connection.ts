import { stripeHostOptions } from '../../../../platform/outbound/stripe-api-url.ts';
import type { StripeConnection } from './stripe-payment-gateway.ts';

/** The SDK's connection to Stripe, or to STRIPE_API_URL (a loopback fake in tests). */
export function stripeConnection(secretKey: string, apiUrl: string | null): StripeConnection {
  return { secretKey, ...stripeHostOptions(apiUrl) };
}
