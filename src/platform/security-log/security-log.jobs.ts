import type { Clock } from '../clock/clock.ts';
import { defineJob } from '../jobs/jobs.ts';
import type { PostgresSecurityLog } from './postgres-security-log.ts';

export const PURGE_SECURITY_EVENTS = 'platform.purge-security-events';
const DAY_MS = 24 * 60 * 60_000;

/** Security events are kept `retentionDays`, then deleted on the credential purge's schedule. */
export function securityLogJobs(deps: {
  log: PostgresSecurityLog;
  clock: Clock;
  retentionDays: number;
  cron: string;
}) {
  return [
    defineJob({
      queue: PURGE_SECURITY_EVENTS,
      cron: deps.cron,
      handle: async () => {
        await deps.log.purgeBefore(new Date(deps.clock.now().getTime() - deps.retentionDays * DAY_MS));
      },
    }),
  ];
}
