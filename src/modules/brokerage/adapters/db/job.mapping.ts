import { EntitySchema } from '@mikro-orm/postgresql';
import { BrokerageJob } from '../../domain/brokerage-job.ts';
import type { JobRow } from '../../domain/job-row.ts';

const timestamp = { type: 'Date', columnType: 'timestamptz' } as const;
const counter = { type: 'integer', default: 0 } as const;

/** Spec 3 Job; `data` is the request as given (version 1.1). */
export const BrokerageJobSchema = new EntitySchema<BrokerageJob>({
  class: BrokerageJob,
  tableName: 'job',
  schema: 'brokerage',
  indexes: [{ name: 'job_broker_create_idx', properties: ['brokerAccountId', 'createDate'] }],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    brokerAccountId: { type: 'integer' },
    kind: { type: 'string', length: 8 },
    status: { type: 'string', length: 12 },
    createDate: timestamp,
    completeDate: { ...timestamp, nullable: true },
    queueCount: counter,
    listCount: counter,
    delistCount: counter,
    modifyCount: counter,
    deleteCount: counter,
    errorCount: counter,
    noopCount: counter,
    data: { type: 'json' },
  },
});

/** A job's rows; (jobId, lineNo) is the row's identity, so a resumed job picks up the pending ones. */
export const JobRowSchema = new EntitySchema<JobRow>({
  name: 'BrokerageJobRow',
  tableName: 'job_row',
  schema: 'brokerage',
  properties: {
    jobId: { type: 'integer', primary: true },
    lineNo: { type: 'integer', primary: true },
    tn: { type: 'string', length: 16 },
    change: { type: 'json' },
    state: { type: 'string', length: 8 },
    op: { type: 'string', length: 8, nullable: true },
    error: { type: 'text', nullable: true },
  },
});

export const brokerageJobEntities = [BrokerageJobSchema, JobRowSchema];
