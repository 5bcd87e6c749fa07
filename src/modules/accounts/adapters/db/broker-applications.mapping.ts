import { EntitySchema } from '@mikro-orm/postgresql';
import { BrokerApplication } from '../../domain/broker-application.ts';

const timestamp = { type: 'Date', columnType: 'timestamptz' } as const;

/** Requests to sell numbers; at most one pending per account (a partial unique index in the migration). */
export const BrokerApplicationSchema = new EntitySchema<BrokerApplication>({
  class: BrokerApplication,
  tableName: 'broker_application',
  schema: 'accounts',
  indexes: [{ name: 'broker_application_status_created_idx', properties: ['status', 'createdAt'] }],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    accountId: { type: 'integer' },
    brandingId: { type: 'smallint' },
    userId: { type: 'integer' },
    email: { type: 'string', length: 254 },
    company: { type: 'string', length: 200 },
    website: { type: 'string', length: 300 },
    numberCount: { type: 'integer' },
    message: { type: 'string', length: 2000 },
    status: { type: 'string', length: 10 },
    createdAt: timestamp,
    decidedAt: { ...timestamp, nullable: true },
    decidedBy: { type: 'integer', nullable: true },
  },
});
