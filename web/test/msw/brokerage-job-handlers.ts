import type { components } from '../../src/api/schema.d.ts';
import { backend, http } from './backend.ts';

export type BrokerageJob = components['schemas']['BrokerageJob'];

const notFound = { name: 'NotFound', code: 'brokerage.job_not_found', message: 'Job not found.' };

/** A job as the server answers it; counters zero unless given. */
export function brokerageJob(id: number, overrides: Partial<BrokerageJob> = {}): BrokerageJob {
  return {
    brokerageJobId: id,
    kind: 'csv',
    status: 'processing',
    createDate: '2026-11-28T12:00:00.000Z',
    completeDate: null,
    queueCount: 10,
    listCount: 0,
    delistCount: 0,
    modifyCount: 0,
    deleteCount: 0,
    errorCount: 0,
    noopCount: 0,
    data: { version: '1.1', search: null, listing: null, fileName: 'listings.csv' },
    ...overrides,
  };
}

/** The fake jobs of the Reports screens: a list in `jobs`; the rules (cancel only unfinished) are the server's. */
export function brokerageJobHandlers(jobs: BrokerageJob[]) {
  return [
    http.get('/api/brokerage/jobs', ({ query, response }) => {
      backend.calls.push({ operation: 'listBrokerageJobs', body: query.get('jobId') });
      const jobId = query.get('jobId');
      const data = jobs.filter((job) => !jobId || job.brokerageJobId === Number(jobId));
      return response(200).json({ data, total: data.length, limit: 10, skip: 0 });
    }),
    http.get('/api/brokerage/jobs/{id}', ({ params, response }) => {
      backend.calls.push({ operation: 'getBrokerageJob', body: params.id });
      const job = jobs.find((candidate) => candidate.brokerageJobId === Number(params.id));
      return job ? response(200).json(job) : response(404).json(notFound);
    }),
    http.get('/api/accounts/brokerage/jobs/{id}', ({ params, response }) => {
      backend.calls.push({ operation: 'viewBrokerageJob', body: params.id });
      const job = jobs.find((candidate) => candidate.brokerageJobId === Number(params.id));
      return job ? response(200).json(job) : response(404).json(notFound);
    }),
    http.patch('/api/brokerage/jobs/{id}', async ({ params, request, response }) => {
      backend.calls.push({
        operation: 'cancelBrokerageJob',
        body: { id: params.id, ...(await request.json()) },
      });
      const job = jobs.find((candidate) => candidate.brokerageJobId === Number(params.id));
      if (!job) return response(404).json(notFound);
      job.status = 'cancelled';
      return response(200).json(job);
    }),
  ];
}
