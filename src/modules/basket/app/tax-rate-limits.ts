import type { RateLimitRule } from '../../../platform/rate-limit/rate-limiter.ts';

/**
 * Tax estimates per network address an hour. The page asks once per changed payload (each plan, period or
 * address change): a busy checkout asks a few dozen times; a script probing the rate table, far more.
 */
export const TAX_ESTIMATES_PER_IP_PER_HOUR = 300;

export function taxEstimateRules(ip: string): RateLimitRule[] {
  return [
    {
      key: `tax-estimate:ip:${ip}`,
      limit: TAX_ESTIMATES_PER_IP_PER_HOUR,
      windowMs: 3_600_000,
      message: 'Too many tax estimates. Please wait a while and try again.',
    },
  ];
}
