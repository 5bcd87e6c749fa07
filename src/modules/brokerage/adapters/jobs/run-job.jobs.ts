import { defineJob } from '../../../../platform/jobs/jobs.ts';
import type { makeRunJob } from '../../app/run-job.ts';
import { RUN_JOB_QUEUE, type RunJobMessage } from '../../app/run-job-queue.ts';

/** Runs a bulk or CSV job; a re-delivered message continues from the pending rows. */
export function runJobJobs(deps: { runJob: ReturnType<typeof makeRunJob> }) {
  return [
    defineJob<RunJobMessage>({
      queue: RUN_JOB_QUEUE,
      retryLimit: 3,
      // A CSV of thousands of rows takes minutes: one at a time, so none waits out its expiry behind another.
      batchSize: 1,
      handle: (data) => deps.runJob({ brokerageJobId: data.brokerageJobId }),
    }),
  ];
}
