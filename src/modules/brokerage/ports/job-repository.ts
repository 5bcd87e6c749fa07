import type { ListQuery } from '../../../shared/list-query.ts';
import type { BrokerageJob, JobCounters } from '../domain/brokerage-job.ts';

export type JobCounterName = Exclude<keyof JobCounters, 'queueCount'>;

import type { JobRow, JobRowResult } from '../domain/job-row.ts';
import type { Listing } from '../domain/listing.ts';

/** Bulk jobs and their rows (brokerage.job, brokerage.job_row). Joins the caller's transaction. */
export interface JobRepository {
  /** Stores a new job now and sets its id. */
  add(job: BrokerageJob): Promise<void>;
  ofBroker(brokerAccountId: number, id: number): Promise<BrokerageJob | null>;
  /** The job, re-read and locked until the transaction ends (the worker and Cancel take turns). */
  lock(id: number): Promise<BrokerageJob | null>;
  list(brokerAccountId: number, query: ListQuery): Promise<{ data: BrokerageJob[]; total: number }>;
  /** Writes the changes of loaded jobs. */
  flush(): Promise<void>;
  /** Inserts rows in one statement. */
  addRows(rows: ReadonlyArray<Omit<JobRow, 'state' | 'op' | 'error'>>): Promise<void>;
  /** Drops a job's rows (a search job's expansion that is done again after a crash). */
  clearRows(jobId: number): Promise<void>;
  /** The job's status now (no lock: workers read it between batches). */
  statusOf(id: number): Promise<BrokerageJob['status'] | null>;
  /**
   * Takes the next pending rows in line order, locked until the transaction ends; rows another worker holds
   * are skipped, so concurrent batches of one job never take the same row.
   */
  claimPendingRows(jobId: number, limit: number): Promise<JobRow[]>;
  /** How many rows are pending (committed state). */
  pendingCount(jobId: number): Promise<number>;
  /** Adds a batch's outcomes to the job's counters in one atomic statement. */
  addCounts(jobId: number, counts: Partial<Record<JobCounterName, number>>): Promise<void>;
  /** Records the rows' results in one statement. */
  markRows(jobId: number, results: readonly JobRowResult[]): Promise<void>;
  /** Rows after `afterLineNo` in line order, for the reports (paged so a large job never sits in memory). */
  reportRows(
    jobId: number,
    options: { errorsOnly: boolean; afterLineNo: number; limit: number },
  ): Promise<JobRow[]>;
}

/** The broker's listings a search matches, as numbers, paged by number (a bulk job's expansion). */
export interface ListingSearch {
  tns(brokerAccountId: number, where: object, options: { afterTn: string; limit: number }): Promise<string[]>;
}

/** A new listing a job row creates, stored by the next flush (saveListing's): one insert with its final values. */
export interface NewListings {
  stage(listing: Listing): void;
  /** Writes what is staged (a row whose change turned out to be a no-op was not flushed by saveListing). */
  flush(): Promise<void>;
}

/** Runs one row's work so that its failure undoes only its own writes (a savepoint) and forgets what it loaded. */
export interface RowIsolation {
  isolated<T>(work: () => Promise<T>): Promise<T>;
}
