import { EntitySchema } from '@mikro-orm/postgresql';

interface SecurityEventRow {
  id: number;
  event: string;
  occurredAt: Date;
  userId: number | null;
  email: string | null;
  accountId: number | null;
  ip: string | null;
  requestId: string | null;
  detail: Record<string, unknown>;
}

/** The security event log (declared for the migrator; written and purged with SQL). */
export const SecurityEventSchema = new EntitySchema<SecurityEventRow>({
  name: 'SecurityEvent',
  tableName: 'security_event',
  schema: 'platform',
  indexes: [
    { name: 'security_event_occurred_idx', properties: ['occurredAt'] },
    { name: 'security_event_user_idx', properties: ['userId', 'occurredAt'] },
  ],
  properties: {
    id: { type: 'bigint', primary: true, autoincrement: true },
    event: { type: 'string', length: 64 },
    occurredAt: { type: 'Date', columnType: 'timestamptz' },
    userId: { type: 'integer', nullable: true },
    email: { type: 'string', length: 254, nullable: true },
    accountId: { type: 'integer', nullable: true },
    ip: { type: 'string', length: 64, nullable: true },
    requestId: { type: 'string', length: 64, nullable: true },
    detail: { type: 'json', default: '{}' },
  },
});
