import type { JobRowOp, JobRowState } from '../../../shared/brokerage-job-rules.ts';
import type { JobRowChange } from './job-change.ts';

/** One listing a job changes (brokerage.job_row): pending until the worker applies it, then done or error. */
export interface JobRow {
  jobId: number;
  lineNo: number;
  tn: string;
  change: JobRowChange;
  state: JobRowState;
  op: JobRowOp | null;
  error: string | null;
}

/** What the worker records for a row, in the same transaction as the change it made. */
export interface JobRowResult {
  lineNo: number;
  state: 'done' | 'error';
  op: JobRowOp | null;
  error: string | null;
}
