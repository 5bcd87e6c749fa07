import { EntitySchema } from '@mikro-orm/postgresql';

export interface OutboxSmsRow {
  id: number;
  fromTn: string | null;
  toTn: string;
  body: string;
  category: string;
  createdAt: Date;
  sentAt: Date | null;
  carrierMessageId: string | null;
  status: string;
  lastError: string | null;
  containsSecret: boolean;
  redactedAt: Date | null;
}

/** Text messages the product sends on its own behalf (MFA codes), sent by a job through the carrier port. */
export const OutboxSmsSchema = new EntitySchema<OutboxSmsRow>({
  name: 'OutboxSms',
  tableName: 'sms_outbox',
  schema: 'platform',
  indexes: [
    { name: 'sms_outbox_to_idx', properties: ['toTn', 'id'] },
    { name: 'sms_outbox_created_idx', properties: ['createdAt'] },
  ],
  properties: {
    id: { type: 'bigint', primary: true, autoincrement: true },
    fromTn: { type: 'string', length: 16, nullable: true },
    toTn: { type: 'string', length: 16 },
    body: { type: 'text' },
    category: { type: 'string', length: 32 },
    createdAt: { type: 'Date', columnType: 'timestamptz' },
    sentAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    carrierMessageId: { type: 'string', length: 64, nullable: true },
    status: { type: 'string', length: 16, default: 'queued' },
    lastError: { type: 'text', nullable: true },
    containsSecret: { type: 'boolean', default: false },
    redactedAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
  },
});
