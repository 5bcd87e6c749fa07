import { type Job, type JobResult, type JobWithMetadata, PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import type { SqlExecutor } from '../db/sql-executor.ts';
import { DEFAULT_JOB_BATCH_SIZE, type JobDefinition, type Jobs, type SendJobOptions } from './jobs.ts';

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

/**
 * Starts handlers and cron schedules. Handlers must be idempotent: pg-boss delivers at least once.
 * A worker takes up to `batchSize` jobs and fetches again at once while batches come back full, so a
 * backlog drains at the handlers' pace; each job succeeds or fails (and is retried) on its own (ADR 0089).
 */
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
    const batchSize = definition.batchSize ?? DEFAULT_JOB_BATCH_SIZE;
    await boss.work<object>(
      definition.queue,
      {
        pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
        includeMetadata: true,
        batchSize,
        burstWhenBatchFull: true,
        perJobResults: true,
      },
      async (jobs) => {
        const results: JobResult[] = [];
        for (const job of jobs) results.push(await runJob(definition, job, options));
        return results;
      },
    );
    if (definition.cron)
      await boss.schedule(definition.queue, definition.cron, definition.cronData ?? {}, { tz: 'UTC' });
  }
}

async function runJob(
  definition: JobDefinition,
  job: Job<object>,
  options: { logger: Logger; runInContext: <T>(work: () => Promise<T>) => Promise<T> },
): Promise<JobResult> {
  const log = options.logger.child({ queue: definition.queue, jobId: job.id });
  const started = performance.now();
  try {
    const attempt = {
      retryCount: job.retryCount,
      retryLimit: (job as Partial<JobWithMetadata>).retryLimit ?? definition.retryLimit ?? 3,
    };
    await options.runInContext(() => definition.handle(job.data, attempt));
    log.info({ ms: Math.round(performance.now() - started) }, 'job done');
    return { id: job.id, status: 'completed' };
  } catch (error) {
    log.error({ err: error }, 'job failed');
    const message = error instanceof Error ? error.message : String(error);
    return { id: job.id, status: 'failed', output: { message } };
  }
}
