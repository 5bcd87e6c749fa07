import type { BrokerageJob } from '../domain/brokerage-job.ts';

/** Spec 3 Job as the API answers it. */
export function toJobView(job: BrokerageJob) {
  return {
    brokerageJobId: job.id,
    kind: job.kind,
    status: job.status,
    createDate: job.createDate.toISOString(),
    completeDate: job.completeDate?.toISOString() ?? null,
    queueCount: job.queueCount,
    listCount: job.listCount,
    delistCount: job.delistCount,
    modifyCount: job.modifyCount,
    deleteCount: job.deleteCount,
    errorCount: job.errorCount,
    noopCount: job.noopCount,
    data: job.data,
  };
}

export type JobView = ReturnType<typeof toJobView>;
