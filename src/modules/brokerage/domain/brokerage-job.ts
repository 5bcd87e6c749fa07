import {
  isJobFinished,
  type JOB_DATA_VERSION,
  type JobKind,
  type JobRowOp,
  type JobStatus,
} from '../../../shared/brokerage-job-rules.ts';
import { JobAlreadyFinished } from './brokerage.errors.ts';

/** Spec 3 Job's `data`: what the job was asked to do (version 1.1). The change is as the API took it (cents). */
export interface BrokerageJobData {
  version: typeof JOB_DATA_VERSION;
  search?: Record<string, string | string[]> | null;
  listing?: Record<string, unknown> | null;
  fileName?: string;
}

/** What one row ended as: its listing op, or an error. */
export type JobRowOutcome = JobRowOp | 'error';

const COUNTER_OF: Record<JobRowOutcome, keyof JobCounters> = {
  list: 'listCount',
  delist: 'delistCount',
  modify: 'modifyCount',
  noop: 'noopCount',
  delete: 'deleteCount',
  error: 'errorCount',
};

/** A batch's outcomes as counter increments (what the worker adds to the job in one statement). */
export function countsOf(outcomes: readonly JobRowOutcome[]): Partial<Record<keyof JobCounters, number>> {
  const counts: Partial<Record<keyof JobCounters, number>> = {};
  for (const outcome of outcomes) counts[COUNTER_OF[outcome]] = (counts[COUNTER_OF[outcome]] ?? 0) + 1;
  return counts;
}

export interface JobCounters {
  queueCount: number;
  listCount: number;
  delistCount: number;
  modifyCount: number;
  deleteCount: number;
  errorCount: number;
  noopCount: number;
}

/**
 * A bulk or CSV job over a broker's listings (spec 3 Job and its states): ready → prepping (a search job
 * expands its search into rows) → processing (rows in batches) → completed, or cancelled / failed. The
 * counters move with the rows (docs/adr/0057).
 */
export class BrokerageJob implements JobCounters {
  id!: number;
  brokerAccountId: number;
  kind: JobKind;
  status: JobStatus;
  createDate: Date;
  completeDate: Date | null;
  queueCount = 0;
  listCount = 0;
  delistCount = 0;
  modifyCount = 0;
  deleteCount = 0;
  errorCount = 0;
  noopCount = 0;
  data: BrokerageJobData;

  constructor(input: { brokerAccountId: number; kind: JobKind; data: BrokerageJobData; now: Date }) {
    this.brokerAccountId = input.brokerAccountId;
    this.kind = input.kind;
    this.data = input.data;
    this.status = 'new';
    this.createDate = input.now;
    this.completeDate = null;
  }

  isFinished(): boolean {
    return isJobFinished(this.status);
  }

  /** Queued for the worker; a CSV job's rows are already in (`queueCount`). */
  ready(queueCount = 0): void {
    this.queueCount = queueCount;
    this.status = 'ready';
  }

  startPrepping(): void {
    this.status = 'prepping';
  }

  startProcessing(queueCount: number): void {
    this.queueCount = queueCount;
    this.status = 'processing';
  }

  /** Adds a batch's outcomes to the counters. */
  count(outcomes: readonly JobRowOutcome[]): void {
    for (const [counter, added] of Object.entries(countsOf(outcomes)))
      this[counter as keyof JobCounters] += added;
  }

  complete(now: Date): void {
    this.status = 'completed';
    this.completeDate = now;
  }

  fail(now: Date): void {
    if (this.isFinished()) return;
    this.status = 'failed';
    this.completeDate = now;
  }

  /** Spec 3: Cancel sets cancelled; only a job that has not finished (else 409). Applied rows stay applied. */
  cancel(now: Date): void {
    if (this.isFinished()) throw new JobAlreadyFinished();
    this.status = 'cancelled';
    this.completeDate = now;
  }
}
