import type { SqlExecutor } from '../db/sql-executor.ts';
import { REDACTED_BODY } from '../outbox/outbox-secrets.ts';
import { asDate, asOptionalDate, PostgresOutbox } from '../outbox/postgres-outbox.ts';
import type { OutgoingSms } from './sms-sender.ts';

export interface OutboxSms {
  id: number;
  from: string | null;
  to: string;
  body: string;
  category: string;
  createdAt: Date;
  sentAt: Date | null;
  carrierMessageId: string | null;
  status: 'queued' | 'sent' | 'failed';
  lastError: string | null;
  containsSecret: boolean;
  redactedAt: Date | null;
}

interface OutboxSmsRow {
  id: string;
  from_tn: string | null;
  to_tn: string;
  body: string;
  category: string;
  created_at: Date | string;
  sent_at: Date | string | null;
  carrier_message_id: string | null;
  status: OutboxSms['status'];
  last_error: string | null;
  contains_secret: boolean;
  redacted_at: Date | string | null;
}

const toSms = (row: OutboxSmsRow): OutboxSms => ({
  id: Number(row.id),
  from: row.from_tn,
  to: row.to_tn,
  body: row.body,
  category: row.category,
  createdAt: asDate(row.created_at),
  sentAt: asOptionalDate(row.sent_at),
  carrierMessageId: row.carrier_message_id,
  status: row.status,
  lastError: row.last_error,
  containsSecret: row.contains_secret,
  redactedAt: asOptionalDate(row.redacted_at),
});

/** `platform.sms_outbox`: the shared outbox over its table, plus writing a message and recording its delivery. */
export class PostgresSmsOutbox extends PostgresOutbox<OutboxSmsRow, OutboxSms> {
  constructor(sql: SqlExecutor) {
    super(sql, {
      name: 'platform.sms_outbox',
      recipient: { column: 'to_tn', ignoreCase: false },
      bodyColumns: ['body'],
      toItem: toSms,
    });
  }

  async add(message: OutgoingSms, from: string | null, now: Date): Promise<number> {
    const [row] = await this.sql.query<{ id: string }>(
      `insert into platform.sms_outbox (from_tn, to_tn, body, category, created_at, status, contains_secret)
       values ($1, $2, $3, $4, $5, 'queued', $6) returning id`,
      [from, message.to, message.body, message.category, now, message.secret === true],
    );
    return Number(row!.id);
  }

  /**
   * Records the delivery. With `redactSecret` (a real carrier took it), a message carrying a one-time
   * code loses its body in the same write.
   */
  async markSent(id: number, carrierMessageId: string, at: Date, redactSecret: boolean): Promise<void> {
    await this.sql.query(
      `update platform.sms_outbox set status = 'sent', sent_at = $3, carrier_message_id = $2, last_error = null,
         ${this.redaction('contains_secret and $4', '$3', '$5')}
       where id = $1`,
      [id, carrierMessageId.slice(0, 64), at, redactSecret, REDACTED_BODY],
    );
  }

  async markFailed(id: number, error: string): Promise<void> {
    await this.sql.query(`update platform.sms_outbox set status = 'failed', last_error = $2 where id = $1`, [
      id,
      error.slice(0, 2000),
    ]);
  }
}
