import { type JobWithMetadata, PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import type { SqlExecutor } from '../db/sql-executor.ts';
import type { JobDefinition, Jobs, SendJobOptions } from './jobs.ts';

export const PGBOSS_SCHEMA = 'pgboss';

export function createBoss(
  connectionString: string,
  options: { supervise: boolean; schedule: boolean },
): PgBoss {
  return new PgBoss({
    connectionString,
    schema: PGBOSS_SCHEMA,
    max: 4,
    supervise: options.supervise,
    schedule: options.schedule,
    application_name: 'numberyard-jobs',
  });
}

/** Sends through the caller's transaction (via `sql`), so a job exists only if the change commits. */
export class PgBossJobs implements Jobs {
  readonly #boss: PgBoss;
  readonly #sql: SqlExecutor;
  constructor(boss: PgBoss, sql: SqlExecutor) {
    this.#boss = boss;
    this.#sql = sql;
  }

  /** A job by queue and id with its state, or null (also for a queue that does not exist): the admin CLI. */
  async job(
    queue: string,
    id: string,
  ): Promise<{ id: string; queue: string; state: string; retryCount: number } | null> {
    try {
      const job = await this.#boss.getJobById(queue, id);
      return job ? { id: job.id, queue: job.name, state: job.state, retryCount: job.retryCount } : null;
    } catch {
      return null;
    }
  }

  /** Puts a failed job back in its queue (pg-boss's retry); the worker runs it again. */
  async retry(queue: string, id: string): Promise<void> {
    await this.#boss.retry(queue, id);
  }

  async send(queue: string, data: object, options: SendJobOptions = {}): Promise<void> {
    const db = {
      executeSql: async (text: string, values?: unknown[]) => ({ rows: await this.#sql.query(text, values) }),
    };
    await this.#boss.send(queue, data, {
      db,
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(options.retryLimit !== undefined ? { retryLimit: options.retryLimit } : {}),
    });
  }
}

/** Creates every queue; run by API and worker processes alike, since `send` needs the queue to exist. */
export async function createQueues(boss: PgBoss, definitions: JobDefinition[]): Promise<void> {
  for (const definition of definitions) {
    if (!(await boss.getQueue(definition.queue))) {
      await boss.createQueue(definition.queue, {
        retryLimit: definition.retryLimit ?? 3,
        retryBackoff: true,
      });
    }
  }
}

/** Starts handlers and cron schedules. Handlers must be idempotent: pg-boss delivers at least once. */
export async function startWorkers(
  boss: PgBoss,
  definitions: JobDefinition[],
  options: {
    logger: Logger;
    runInContext: <T>(work: () => Promise<T>) => Promise<T>;
    pollingIntervalSeconds?: number;
  },
): Promise<void> {
  for (const definition of definitions) {
    await boss.work<object>(
      definition.queue,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, includeMetadata: true },
      async (jobs) => {
        for (const job of jobs) {
          const log = options.logger.child({ queue: definition.queue, jobId: job.id });
          const started = performance.now();
          try {
            const retryLimit = (job as Partial<JobWithMetadata>).retryLimit ?? definition.retryLimit ?? 3;
            const attempt = { retryCount: job.retryCount, retryLimit };
            await options.runInContext(() => definition.handle(job.data, attempt));
            log.info({ ms: Math.round(performance.now() - started) }, 'job done');
          } catch (error) {
            log.error({ err: error }, 'job failed');
            throw error;
          }
        }
      },
    );
    if (definition.cron)
      await boss.schedule(definition.queue, definition.cron, definition.cronData ?? {}, { tz: 'UTC' });
  }
}
