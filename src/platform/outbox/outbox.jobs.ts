import type { Clock } from '../clock/clock.ts';
import { defineJob } from '../jobs/jobs.ts';
import { PURGE_SECRETS_CRON, SECRET_RETENTION_MS } from './outbox-secrets.ts';
import type { PostgresOutbox } from './postgres-outbox.ts';

/** Long enough to read a message in a dev outbox or investigate a complaint; not an archive. */
export const OUTBOX_RETENTION_MS = 30 * 24 * 3_600_000;

/** An outbox's two purges: rows past OUTBOX_RETENTION_MS (daily) and unredacted secrets (every five minutes). */
export function outboxPurgeJobs(deps: {
  outbox: PostgresOutbox<unknown, unknown>;
  clock: Clock;
  queues: { purgeOutbox: string; purgeSecrets: string };
  /** The daily purge's time; each outbox takes its own minute. */
  purgeCron: string;
}) {
  const before = (ms: number) => new Date(deps.clock.now().getTime() - ms);
  return [
    defineJob({
      queue: deps.queues.purgeOutbox,
      cron: deps.purgeCron,
      handle: async () => {
        await deps.outbox.purgeCreatedBefore(before(OUTBOX_RETENTION_MS));
      },
    }),
    defineJob({
      queue: deps.queues.purgeSecrets,
      cron: PURGE_SECRETS_CRON,
      handle: async () => {
        await deps.outbox.purgeUnredactedSecrets(before(SECRET_RETENTION_MS));
      },
    }),
  ];
}
