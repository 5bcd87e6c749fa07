import { defineJob } from '../../../../platform/jobs/jobs.ts';
import type { makeRunJob } from '../../app/run-job.ts';
import { RUN_JOB_QUEUE, type RunJobMessage } from '../../app/run-job-queue.ts';

/** Runs a bulk or CSV job; a re-delivered message continues from the pending rows. */
export function runJobJobs(deps: { runJob: ReturnType<typeof makeRunJob> }) {
  return [
    defineJob<RunJobMessage>({
      queue: RUN_JOB_QUEUE,
      retryLimit: 3,
      handle: (data) => deps.runJob({ brokerageJobId: data.brokerageJobId }),
    }),
  ];
}
