import type { Clock } from '../../../platform/clock/clock.ts';
import { JOB_MESSAGES, type JobRowOp } from '../../../shared/brokerage-job-rules.ts';
import { isDomainError } from '../../../shared/domain-error.ts';
import { JobRowRefused } from '../domain/brokerage.errors.ts';
import type { BrokerageJob } from '../domain/brokerage-job.ts';
import { jobRowChangeOf } from '../domain/job-change.ts';
import type { JobRow, JobRowResult } from '../domain/job-row.ts';
import { jobSearchWhere } from '../domain/job-search.ts';
import { Listing } from '../domain/listing.ts';
import type { JobRepository, ListingSearch, RowIsolation } from '../ports/job-repository.ts';
import type { ListingRepository } from '../ports/listing-repository.ts';
import type { makeSaveListing } from './save-listing.ts';

/** Rows applied per transaction: each under its own savepoint, marked in the same transaction. Measured in BENCHMARKS.md. */
export const JOB_BATCH_SIZE = 250;
/** Listings read per query while a search job expands its search into rows. */
const EXPAND_PAGE = 5000;

export interface RunJobDeps {
  jobs: JobRepository & RowIsolation;
  search: ListingSearch;
  listings: ListingRepository;
  saveListing: ReturnType<typeof makeSaveListing>;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
  batchSize?: number;
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

  async function prepare(id: number): Promise<boolean> {
    const job = await deps.tx(async () => {
      const found = await deps.jobs.lock(id);
      if (!found || found.isFinished()) return null;
      if (found.status === 'ready' || found.status === 'new') {
        found.startPrepping();
        await deps.jobs.flush();
      }
      return found;
    });
    if (!job) return false;
    if (job.status !== 'prepping') return true;
    await deps.tx(async () => {
      const locked = await deps.jobs.lock(id);
      if (locked?.status !== 'prepping') return;
      const count = locked.kind === 'search' ? await expandSearch(locked) : locked.queueCount;
      locked.startProcessing(count);
      await deps.jobs.flush();
    });
    return true;
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
      await deps.listings.add(listing);
    }
    return deps.saveListing(listing, row.change, { brokerageJobId: job.id });
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

  /** One batch in one transaction; false when the job has nothing more to do. */
  async function runBatch(id: number): Promise<boolean> {
    return deps.tx(async () => {
      const job = await deps.jobs.lock(id);
      if (job?.status !== 'processing') return false;
      const rows = await deps.jobs.pendingRows(id, batchSize);
      if (rows.length === 0) {
        job.complete(deps.clock.now());
        await deps.jobs.flush();
        return false;
      }
      const results: JobRowResult[] = [];
      for (const row of rows) results.push(await applyOne(job, row));
      await deps.jobs.markRows(id, results);
      const counted = await deps.jobs.lock(id); // rows clear the identity map: the job is read again
      counted?.count(results.map((result) => (result.state === 'error' ? 'error' : (result.op ?? 'noop'))));
      await deps.jobs.flush();
      return true;
    });
  }

  return async function runJob(input: { brokerageJobId: number }): Promise<void> {
    const id = input.brokerageJobId;
    try {
      if (!(await prepare(id))) return;
      while (await runBatch(id)) {
        // the next batch, until none is pending or the job was cancelled
      }
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
