import type { OpenAPIHono } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../../../../platform/http/env.ts';
import type { JobDefinition } from '../../../../platform/jobs/jobs.ts';
import type { BrokerageCore } from '../../index.ts';
import { mountJobRoutes } from '../http/jobs.router.ts';

const notYet = async (): Promise<never> => {
  throw new HTTPException(501, { message: 'Not implemented yet.' });
};

/** Bulk and CSV listing jobs (docs/adr/0057), for the brokerage module's parts. */
export function jobsPart(core: BrokerageCore, _options: object) {
  const jobs: JobDefinition[] = [];
  return {
    jobs,
    mount: (app: OpenAPIHono<AppEnv>) =>
      mountJobRoutes(app, {
        brokers: core.brokers,
        createSearchJob: notYet,
        createCsvJob: notYet,
        listJobs: notYet,
        getJob: notYet,
        cancelJob: notYet,
        jobReport: notYet,
      }),
  };
}
