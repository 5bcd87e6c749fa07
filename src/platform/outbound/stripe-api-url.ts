/**
 * The `stripe` SDK's host options for STRIPE_API_URL (a loopback fake in tests), or none for Stripe's own API.
 * Billing's payments and the basket's Stripe Tax estimates both reach Stripe through it.
 */
export function stripeHostOptions(apiUrl: string | null | undefined): {
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
} {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
}
