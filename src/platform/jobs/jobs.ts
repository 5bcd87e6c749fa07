/** What a use case may ask of the job queue, without knowing it is pg-boss. */
export interface Jobs {
  /** Enqueue now (or at `startAfter`) inside the current transaction: rolled back with it. */
  send(queue: string, data: object, options?: SendJobOptions): Promise<void>;
}

export interface SendJobOptions {
  startAfter?: Date;
  /** At most one queued job per key: makes "send once" requests idempotent. */
  singletonKey?: string;
  retryLimit?: number;
}

/** A queue, its handler and optional cron schedule, registered by hand in the composition root. */
export interface JobDefinition<Data extends object = object> {
  queue: string;
  /** `attempt` tells a handler whose work fails for good after the last retry which try this is. */
  handle(data: Data, attempt?: JobAttempt): Promise<void>;
  /** Cron expression (pg-boss syntax, UTC) to enqueue `cronData` on a schedule. */
  cron?: string;
  cronData?: Data;
  retryLimit?: number;
  /**
   * How many queued jobs a worker takes at a time and runs one after another (default
   * DEFAULT_JOB_BATCH_SIZE). A job that takes minutes keeps 1, so none waits behind another.
   */
  batchSize?: number;
}

/** Ten at a time: a backlog drains without waiting out a polling interval per job (ADR 0089). */
export const DEFAULT_JOB_BATCH_SIZE = 10;

export function defineJob<Data extends object>(definition: JobDefinition<Data>): JobDefinition {
  return definition as unknown as JobDefinition;
}

/** Which try of a job this is: retryCount 0 is the first, retryCount = retryLimit the last. */
export interface JobAttempt {
  retryCount: number;
  retryLimit: number;
}
