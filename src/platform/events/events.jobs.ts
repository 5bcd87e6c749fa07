import type { Clock } from '../clock/clock.ts';
import { defineJob } from '../jobs/jobs.ts';
import type { PostgresEventStore } from './event-store.ts';

/** Live events are a short replay buffer, not history: a week is enough for any reconnect. */
export const EVENT_RETENTION_MS = 7 * 24 * 3_600_000;

export function platformJobs(deps: { store: PostgresEventStore; clock: Clock }) {
  return [
    defineJob({
      queue: 'platform.purge-old-events',
      cron: '17 3 * * *',
      handle: async () => {
        await deps.store.purgeOlderThan(new Date(deps.clock.now().getTime() - EVENT_RETENTION_MS));
      },
    }),
  ];
}
