import { type ListQuery, toListResponse } from '../../../shared/list-query.ts';
import type { JobRepository } from '../ports/job-repository.ts';
import { toJobView } from './job-view.ts';

/** GET /api/brokerage/jobs: the broker's jobs in the list language (Reports). */
export function makeListJobs(deps: { jobs: JobRepository }) {
  return async function listJobs(input: { brokerAccountId: number; query: ListQuery }) {
    const { data, total } = await deps.jobs.list(input.brokerAccountId, input.query);
    return toListResponse(data.map(toJobView), total, input.query);
  };
}
