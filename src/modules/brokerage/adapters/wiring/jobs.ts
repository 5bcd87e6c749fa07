import type { OpenAPIHono } from '@hono/zod-openapi';
import { currentEm } from '../../../../platform/db/unit-of-work.ts';
import type { AppEnv } from '../../../../platform/http/env.ts';
import type { Jobs } from '../../../../platform/jobs/jobs.ts';
import { makeCancelJob } from '../../app/cancel-job.ts';
import { makeCreateCsvJob } from '../../app/create-csv-job.ts';
import { makeCreateSearchJob } from '../../app/create-search-job.ts';
import { makeGetJob } from '../../app/get-job.ts';
import { makeJobReport } from '../../app/job-report.ts';
import { makeListJobs } from '../../app/list-jobs.ts';
import { makeRunJob } from '../../app/run-job.ts';
import type { BrokerageCore } from '../../index.ts';
import { MikroOrmJobs } from '../db/mikro-orm-jobs.ts';
import { mountJobRoutes } from '../http/jobs.router.ts';
import { runJobJobs } from '../jobs/run-job.jobs.ts';

/** Bulk and CSV listing jobs and their reports (docs/adr/0057), for the brokerage module's parts. */
export function jobsPart(core: BrokerageCore, options: { jobs: Jobs }) {
  const jobs = new MikroOrmJobs(() => currentEm(core.orm));
  const deps = { jobs, queue: options.jobs, clock: core.clock, tx: core.tx };
  const runJob = makeRunJob({
    ...deps,
    search: jobs,
    listings: core.listings,
    saveListing: core.saveListing,
  });
  return {
    runJob,
    jobs: runJobJobs({ runJob }),
    mount: (app: OpenAPIHono<AppEnv>) =>
      mountJobRoutes(app, {
        brokers: core.brokers,
        createSearchJob: makeCreateSearchJob(deps),
        createCsvJob: makeCreateCsvJob(deps),
        listJobs: makeListJobs(deps),
        getJob: makeGetJob(deps),
        cancelJob: makeCancelJob(deps),
        jobReport: makeJobReport(deps),
      }),
  };
}
