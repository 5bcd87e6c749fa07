import type { Clock } from '../clock/clock.ts';
import { defineJob } from '../jobs/jobs.ts';
import type { PostgresRateLimiter } from './postgres-rate-limiter.ts';
import { MAX_RATE_LIMIT_WINDOW_MS } from './rate-limiter.ts';

export const PURGE_RATE_LIMITS = 'platform.purge-rate-limits';

export function rateLimitJobs(deps: { limiter: PostgresRateLimiter; clock: Clock }) {
  return [
    defineJob({
      queue: PURGE_RATE_LIMITS,
      cron: '27 3 * * *',
      handle: async () => {
        await deps.limiter.purgeStartedBefore(
          new Date(deps.clock.now().getTime() - MAX_RATE_LIMIT_WINDOW_MS),
        );
      },
    }),
  ];
}
