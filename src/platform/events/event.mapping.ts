import { EntitySchema } from '@mikro-orm/postgresql';

interface EventRow {
  id: number;
  accountId: number;
  service: string;
  type: string;
  data: unknown;
  createdAt: Date;
}

/** Declared for the migrator only; the event store reads and writes it with plain SQL. */
export const EventSchema = new EntitySchema<EventRow>({
  name: 'PlatformEvent',
  tableName: 'event',
  schema: 'platform',
  indexes: [
    { name: 'event_account_id_idx', properties: ['accountId', 'id'] },
    { name: 'event_created_at_idx', properties: ['createdAt'] },
  ],
  properties: {
    id: { type: 'bigint', primary: true, autoincrement: true },
    accountId: { type: 'integer' },
    service: { type: 'string', length: 64 },
    type: { type: 'string', length: 16 },
    data: { type: 'json', nullable: true },
    createdAt: { type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' },
  },
});
