import type { Clock } from '../../../platform/clock/clock.ts';
import { JobNotFound } from '../domain/brokerage.errors.ts';
import type { JobRepository } from '../ports/job-repository.ts';
import { toJobView } from './job-view.ts';

/** PATCH /api/brokerage/jobs/{id} {status: 'cancelled'}: waits for the running batch (row lock), then stops it. */
export function makeCancelJob(deps: {
  jobs: JobRepository;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}) {
  return async function cancelJob(input: { brokerAccountId: number; id: number }) {
    return deps.tx(async () => {
      const job = await deps.jobs.lock(input.id);
      if (!job || job.brokerAccountId !== input.brokerAccountId) throw new JobNotFound();
      job.cancel(deps.clock.now());
      await deps.jobs.flush();
      return toJobView(job);
    });
  };
}
