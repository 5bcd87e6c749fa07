import { JobNotFound } from '../domain/brokerage.errors.ts';
import type { JobRepository } from '../ports/job-repository.ts';
import { toJobView } from './job-view.ts';

/** One of the broker's jobs; another broker's answers 404. */
export function makeGetJob(deps: { jobs: JobRepository }) {
  return async function getJob(input: { brokerAccountId: number; id: number }) {
    const job = await deps.jobs.ofBroker(input.brokerAccountId, input.id);
    if (!job) throw new JobNotFound();
    return toJobView(job);
  };
}
