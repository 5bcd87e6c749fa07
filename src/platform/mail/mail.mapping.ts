import { EntitySchema } from '@mikro-orm/postgresql';

export interface OutboxMailRow {
  id: number;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  category: string;
  createdAt: Date;
  sentAt: Date | null;
  attempts: number;
  lastError: string | null;
  containsSecret: boolean;
  redactedAt: Date | null;
}

/** Every mail is written here in the transaction that caused it; a job sends it when SMTP is set. */
export const OutboxMailSchema = new EntitySchema<OutboxMailRow>({
  name: 'OutboxMail',
  tableName: 'mail_outbox',
  schema: 'platform',
  indexes: [
    { name: 'mail_outbox_to_idx', properties: ['toAddress', 'id'] },
    { name: 'mail_outbox_created_idx', properties: ['createdAt'] },
  ],
  properties: {
    id: { type: 'bigint', primary: true, autoincrement: true },
    toAddress: { type: 'string', length: 254 },
    subject: { type: 'string', length: 200 },
    textBody: { type: 'text' },
    htmlBody: { type: 'text', nullable: true },
    category: { type: 'string', length: 32 },
    createdAt: { type: 'Date', columnType: 'timestamptz' },
    sentAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    attempts: { type: 'integer', default: 0 },
    lastError: { type: 'text', nullable: true },
    containsSecret: { type: 'boolean', default: false },
    redactedAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
  },
});
