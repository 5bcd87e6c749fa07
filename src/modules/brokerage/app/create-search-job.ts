import type { Clock } from '../../../platform/clock/clock.ts';
import type { Jobs } from '../../../platform/jobs/jobs.ts';
import { JOB_DATA_VERSION } from '../../../shared/brokerage-job-rules.ts';
import { BrokerageJob } from '../domain/brokerage-job.ts';
import { type ApiListingChange, jobRowChangeOf } from '../domain/job-change.ts';
import { jobSearchWhere } from '../domain/job-search.ts';
import type { JobRepository } from '../ports/job-repository.ts';
import { queueRunJob } from './run-job-queue.ts';

export interface CreateSearchJobDeps {
  jobs: JobRepository;
  queue: Jobs;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/** POST /api/brokerage/jobs: a change for every listing a search finds, queued `ready` (spec 3 section 7). */
export function makeCreateSearchJob(deps: CreateSearchJobDeps) {
  return async function createSearchJob(input: {
    brokerAccountId: number;
    data: { search?: Record<string, string | string[]> | null; listing?: ApiListingChange | null };
  }) {
    const listing = input.data.listing ?? {};
    const search = input.data.search ?? {};
    jobRowChangeOf(listing); // refuses an empty change now, with 400
    jobSearchWhere(search); // and a search the worker could not run
    return deps.tx(async () => {
      const job = new BrokerageJob({
        brokerAccountId: input.brokerAccountId,
        kind: 'search',
        data: { version: JOB_DATA_VERSION, search, listing: { ...listing } },
        now: deps.clock.now(),
      });
      job.ready();
      await deps.jobs.add(job);
      await queueRunJob(deps.queue, job.id);
      return { brokerageJobId: job.id, status: job.status };
    });
  };
}
