import type { Clock } from '../../../platform/clock/clock.ts';
import type { RateLimiter } from '../../../platform/rate-limit/rate-limiter.ts';

const MINUTE = 60_000;

/**
 * Per address, a minute: generous for people (a search page asks once per change of the filters, and a
 * busy office shares one address), too few to copy the inventory page by page or watch holds by script.
 */
export const TN_SEARCHES_PER_IP_PER_MINUTE = 120;

/**
 * GET /api/tnSearch: counts one search of the caller's address; 429 past the limit. In the app the limiter
 * is the batched one (docs/adr/0077): counted in process, shared every second, no statement per search.
 */
export function makeSearchRateLimit({ rateLimiter, clock }: { rateLimiter: RateLimiter; clock: Clock }) {
  return async function countSearch(ip: string): Promise<void> {
    await rateLimiter.hit(
      [
        {
          key: `tn-search:ip:${ip}`,
          limit: TN_SEARCHES_PER_IP_PER_MINUTE,
          windowMs: MINUTE,
          message: 'Too many searches from your network. Please wait a minute and try again.',
        },
      ],
      clock.now(),
    );
  };
}
