import type { Jobs } from '../../../platform/jobs/jobs.ts';

/** The pg-boss queue that runs a bulk job (docs/adr/0057). */
export const RUN_JOB_QUEUE = 'brokerage.run-job';

export interface RunJobMessage {
  brokerageJobId: number;
}

/** Queues the run in the caller's transaction; one queued message per job. */
export function queueRunJob(queue: Jobs, brokerageJobId: number): Promise<void> {
  return queue.send(RUN_JOB_QUEUE, { brokerageJobId } satisfies RunJobMessage, {
    singletonKey: `brokerage-job-${brokerageJobId}`,
  });
}
