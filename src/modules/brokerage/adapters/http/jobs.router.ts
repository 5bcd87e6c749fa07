import type { Readable } from 'node:stream';
import type { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../../../../platform/http/env.ts';
import type { ListQuery, ListResponse } from '../../../../shared/list-query.ts';
import type { BrokerAccounts } from '../../ports/broker-accounts.ts';
import { brokerScope } from './broker-scope.ts';
import { readCsvUpload } from './csv-upload.ts';
import {
  type BrokerageJob,
  type CreatedJob,
  type CreateJobRequest,
  cancelJob,
  createCsvJob,
  createJob,
  getJob,
  jobList,
  jobReport,
  jobView,
  listJobs,
} from './jobs.contract.ts';

export interface JobRouteDeps {
  brokers: BrokerAccounts;
  createSearchJob(input: {
    brokerAccountId: number;
    data: z.output<typeof CreateJobRequest>['data'];
  }): Promise<Created>;
  createCsvJob(input: { brokerAccountId: number; fileName: string; csv: Readable }): Promise<Created>;
  listJobs(input: { brokerAccountId: number; query: ListQuery }): Promise<ListResponse<Job>>;
  getJob(input: { brokerAccountId: number; id: number }): Promise<Job>;
  cancelJob(input: { brokerAccountId: number; id: number }): Promise<Job>;
  jobReport(input: { brokerAccountId: number; id: number; errorsOnly: boolean }): Promise<string>;
}

type Created = z.infer<typeof CreatedJob>;
type Job = z.infer<typeof BrokerageJob>;

/** Bulk and CSV listing jobs and their reports (spec 3 section 7 Jobs, docs/adr/0057). */
export function mountJobRoutes(app: OpenAPIHono<AppEnv>, deps: JobRouteDeps) {
  app.openapi(createJob, async (c) => {
    const scope = await brokerScope(c, deps.brokers);
    return c.json(
      await deps.createSearchJob({ brokerAccountId: scope.accountId, data: c.req.valid('json').data }),
      201,
    );
  });

  // Documented, but not validated by zod-openapi: its form validator would read the whole file into memory.
  app.openAPIRegistry.registerPath(createCsvJob);
  app.post(createCsvJob.path, async (c) => {
    const scope = await brokerScope(c, deps.brokers);
    const created = await readCsvUpload(c, (file) =>
      deps.createCsvJob({ brokerAccountId: scope.accountId, fileName: file.fileName, csv: file.stream }),
    );
    return c.json(created, 201);
  });

  app.openapi(listJobs, async (c) => {
    const scope = await brokerScope(c, deps.brokers);
    const query = jobList.parse(c.req.queries());
    return c.json(await deps.listJobs({ brokerAccountId: scope.accountId, query }), 200);
  });

  app.openapi(getJob, async (c) => {
    const scope = await brokerScope(c, deps.brokers);
    return c.json(await deps.getJob({ brokerAccountId: scope.accountId, id: c.req.valid('param').id }), 200);
  });

  app.openapi(jobView, async (c) => {
    const scope = await brokerScope(c, deps.brokers);
    return c.json(await deps.getJob({ brokerAccountId: scope.accountId, id: c.req.valid('param').id }), 200);
  });

  app.openapi(cancelJob, async (c) => {
    const scope = await brokerScope(c, deps.brokers);
    return c.json(
      await deps.cancelJob({ brokerAccountId: scope.accountId, id: c.req.valid('param').id }),
      200,
    );
  });

  app.openapi(jobReport, async (c) => {
    const scope = await brokerScope(c, deps.brokers);
    const id = c.req.valid('param').id;
    const errorsOnly = c.req.valid('query').errorReport === 'true';
    const csv = await deps.jobReport({ brokerAccountId: scope.accountId, id, errorsOnly });
    c.header(
      'Content-Disposition',
      `attachment; filename="job-${id}-${errorsOnly ? 'errors' : 'report'}.csv"`,
    );
    return c.body(csv, 200, { 'Content-Type': 'text/csv; charset=utf-8' });
  });
}
