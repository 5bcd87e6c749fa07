import { EntitySchema } from '@mikro-orm/postgresql';
import { SpellingRequest } from '../../domain/spelling-request.ts';

const timestamp = { type: 'Date', columnType: 'timestamptz' } as const;

/** Brokers' vanity-spelling requests and staff's decisions (docs/adr/0056). */
export const SpellingRequestSchema = new EntitySchema<SpellingRequest>({
  class: SpellingRequest,
  tableName: 'spelling_request',
  schema: 'brokerage',
  indexes: [
    { name: 'spelling_request_broker_tn_idx', properties: ['brokerAccountId', 'tn'] },
    { name: 'spelling_request_status_idx', properties: ['status', 'createDate'] },
  ],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    tn: { type: 'string', length: 16 },
    brokerAccountId: { type: 'integer' },
    spelling: { type: 'string', length: 24 },
    status: { type: 'string', length: 8 },
    requestedByUserId: { type: 'integer', nullable: true },
    createDate: timestamp,
    decidedDate: { ...timestamp, nullable: true },
    decidedByUserId: { type: 'integer', nullable: true },
    reason: { type: 'string', length: 500, nullable: true },
  },
});
