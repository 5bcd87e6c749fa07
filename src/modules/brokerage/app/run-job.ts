import type { Clock } from '../../../platform/clock/clock.ts';
import { JOB_MESSAGES, type JobRowOp } from '../../../shared/brokerage-job-rules.ts';
import { isDomainError } from '../../../shared/domain-error.ts';
import { JobRowRefused } from '../domain/brokerage.errors.ts';
import { type BrokerageJob, countsOf } from '../domain/brokerage-job.ts';
import { jobRowChangeOf } from '../domain/job-change.ts';
import type { JobRow, JobRowResult } from '../domain/job-row.ts';
import { jobSearchWhere } from '../domain/job-search.ts';
import { Listing } from '../domain/listing.ts';
import type { JobRepository, ListingSearch, NewListings, RowIsolation } from '../ports/job-repository.ts';
import type { ListingRepository } from '../ports/listing-repository.ts';
import type { makeSaveListing } from './save-listing.ts';

/** Rows applied per transaction: each under its own savepoint, marked in the same transaction. Measured in BENCHMARKS.md. */
export const JOB_BATCH_SIZE = 250;
/**
 * Batch loops per job. A row costs several round trips to PostgreSQL and the worker mostly waits on them,
 * so a few batches in flight (on their own connections) multiply the throughput. Measured in BENCHMARKS.md.
 */
export const JOB_CONCURRENCY = 4;
/** Listings read per query while a search job expands its search into rows. */
const EXPAND_PAGE = 5000;

export interface RunJobDeps {
  jobs: JobRepository & RowIsolation & NewListings;
  search: ListingSearch;
  listings: ListingRepository;
  saveListing: ReturnType<typeof makeSaveListing>;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
  batchSize?: number;
  /** Batches of one job run side by side (each takes its own rows); 1 runs them one after another. */
  concurrency?: number;
}

/**
 * The worker of queue brokerage.run-job (spec 3 Job states, docs/adr/0057): ready → prepping (a search job's
 * rows) → processing → completed. Each batch is one transaction that applies its pending rows with
 * saveListing and marks them done or error, so a worker killed mid-job resumes at the first pending row and
 * never applies a row twice; a re-delivered message simply continues. Cancel is seen between batches. An
 * unexpected error rolls its batch back and fails the job.
 */
export function makeRunJob(deps: RunJobDeps) {
  const batchSize = deps.batchSize ?? JOB_BATCH_SIZE;
  const concurrency = deps.concurrency ?? JOB_CONCURRENCY;

  /** Gets the job to processing (a search job's rows first); null when there is nothing to run. */
  async function prepare(id: number): Promise<BrokerageJob | null> {
    const job = await deps.tx(async () => {
      const found = await deps.jobs.lock(id);
      if (!found || found.isFinished()) return null;
      if (found.status === 'ready' || found.status === 'new') {
        found.startPrepping();
        await deps.jobs.flush();
      }
      return found;
    });
    if (job?.status !== 'prepping') return job;
    return deps.tx(async () => {
      const locked = await deps.jobs.lock(id);
      if (locked?.status !== 'prepping') return locked;
      const count = locked.kind === 'search' ? await expandSearch(locked) : locked.queueCount;
      locked.startProcessing(count);
      await deps.jobs.flush();
      return locked;
    });
  }

  async function expandSearch(job: BrokerageJob): Promise<number> {
    await deps.jobs.clearRows(job.id);
    const where = jobSearchWhere(job.data.search ?? {});
    const change = jobRowChangeOf(job.data.listing ?? {});
    let afterTn = '';
    let lineNo = 0;
    for (;;) {
      const tns = await deps.search.tns(job.brokerAccountId, where, { afterTn, limit: EXPAND_PAGE });
      if (tns.length === 0) return lineNo;
      await deps.jobs.addRows(tns.map((tn) => ({ jobId: job.id, lineNo: ++lineNo, tn, change })));
      afterTn = tns.at(-1) ?? afterTn;
    }
  }

  async function applyRow(job: BrokerageJob, row: JobRow): Promise<JobRowOp> {
    // Whoever lists the number, in one read; the broker's own listing is then locked for the change.
    const holder = await deps.listings.byTn(row.tn);
    if (holder && holder.brokerAccountId !== job.brokerAccountId)
      throw new JobRowRefused(job.kind === 'csv' ? JOB_MESSAGES.anotherBroker : JOB_MESSAGES.notListedByYou);
    let listing = holder && (await deps.listings.ofBroker(job.brokerAccountId, row.tn, { lock: true }));
    if (row.change.delete) {
      if (!listing) throw new JobRowRefused(JOB_MESSAGES.notListedByYou);
      await deps.saveListing(listing, { isListed: false }, { brokerageJobId: job.id });
      await deps.listings.remove(listing);
      return 'delete';
    }
    if (!listing) {
      // A search job's listing deleted since; a CSV row for a number nobody lists yet: off-network.
      if (job.kind === 'search') throw new JobRowRefused(JOB_MESSAGES.notListedByYou);
      listing = new Listing({
        tn: row.tn,
        brokerAccountId: job.brokerAccountId,
        type: 'offnet',
        now: deps.clock.now(),
      });
      deps.jobs.stage(listing);
    }
    const op = await deps.saveListing(listing, row.change, { brokerageJobId: job.id });
    await deps.jobs.flush();
    return op;
  }

  async function applyOne(job: BrokerageJob, row: JobRow): Promise<JobRowResult> {
    try {
      const op = await deps.jobs.isolated(() => applyRow(job, row));
      return { lineNo: row.lineNo, state: 'done', op, error: null };
    } catch (error) {
      if (!isDomainError(error)) throw error;
      return { lineNo: row.lineNo, state: 'error', op: null, error: error.message };
    }
  }

  /** One batch in one transaction; false when this loop has nothing more to take. */
  async function runBatch(job: BrokerageJob): Promise<boolean> {
    const id = job.id;
    return deps.tx(async () => {
      if ((await deps.jobs.statusOf(id)) !== 'processing') return false;
      const rows = await deps.jobs.claimPendingRows(id, batchSize);
      if (rows.length === 0) return false;
      const results: JobRowResult[] = [];
      for (const row of rows) results.push(await applyOne(job, row));
      await deps.jobs.markRows(id, results);
      await deps.jobs.addCounts(
        id,
        countsOf(results.map((result) => (result.state === 'error' ? 'error' : (result.op ?? 'noop')))),
      );
      return true;
    });
  }

  async function runLoop(job: BrokerageJob): Promise<void> {
    while (await runBatch(job)) {
      // the next batch, until none is left to take or the job was cancelled
    }
  }

  /** Completed once no row is pending; run after this worker's loops, so it sees their commits. */
  async function finish(id: number): Promise<void> {
    await deps.tx(async () => {
      const job = await deps.jobs.lock(id);
      if (job?.status !== 'processing' || (await deps.jobs.pendingCount(id)) > 0) return;
      job.complete(deps.clock.now());
      await deps.jobs.flush();
    });
  }

  return async function runJob(input: { brokerageJobId: number }): Promise<void> {
    const id = input.brokerageJobId;
    try {
      const job = await prepare(id);
      if (job?.status !== 'processing') return;
      await Promise.all(Array.from({ length: concurrency }, () => runLoop(job)));
      await finish(id);
    } catch (error) {
      await deps.tx(async () => {
        const job = await deps.jobs.lock(id);
        job?.fail(deps.clock.now());
        await deps.jobs.flush();
      });
      throw error;
    }
  };
}
