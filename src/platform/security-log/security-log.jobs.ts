import type { Clock } from '../clock/clock.ts';
import { defineJob } from '../jobs/jobs.ts';
import type { PostgresSecurityLog } from './postgres-security-log.ts';

export const PURGE_SECURITY_EVENTS = 'platform.purge-security-events';
const DAY_MS = 24 * 60 * 60_000;

/** Security events are kept `retentionDays`, then deleted by a daily purge like the other platform tables'. */
export function securityLogJobs(deps: { log: PostgresSecurityLog; clock: Clock; retentionDays: number }) {
  return [
    defineJob({
      queue: PURGE_SECURITY_EVENTS,
      cron: '47 3 * * *',
      handle: async () => {
        await deps.log.purgeBefore(new Date(deps.clock.now().getTime() - deps.retentionDays * DAY_MS));
      },
    }),
  ];
}
