import type { StripeConnection } from './stripe-payment-gateway.ts';

/** The SDK's connection to Stripe, or to STRIPE_API_URL (a loopback fake in tests). */
export function stripeConnection(secretKey: string, apiUrl: string | null): StripeConnection {
  if (!apiUrl) return { secretKey };
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return {
    secretKey,
    host: url.hostname,
    port: Number(url.port || (protocol === 'http' ? 80 : 443)),
    protocol,
  };
}
