import type { SqlExecutor } from '../db/sql-executor.ts';
import { REDACTED_BODY } from '../outbox-secrets.ts';
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

// MikroORM's pg driver hands timestamptz back as text ('2026-11-22 12:00:00+00').
const asDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

const toSms = (row: OutboxSmsRow): OutboxSms => ({
  id: Number(row.id),
  from: row.from_tn,
  to: row.to_tn,
  body: row.body,
  category: row.category,
  createdAt: asDate(row.created_at),
  sentAt: row.sent_at === null ? null : asDate(row.sent_at),
  carrierMessageId: row.carrier_message_id,
  status: row.status,
  lastError: row.last_error,
  containsSecret: row.contains_secret,
  redactedAt: row.redacted_at === null ? null : asDate(row.redacted_at),
});

/** `platform.sms_outbox` in plain SQL, on the current transaction when there is one. */
export class PostgresSmsOutbox {
  readonly #sql: SqlExecutor;
  constructor(sql: SqlExecutor) {
    this.#sql = sql;
  }

  async add(message: OutgoingSms, from: string | null, now: Date): Promise<number> {
    const [row] = await this.#sql.query<{ id: string }>(
      `insert into platform.sms_outbox (from_tn, to_tn, body, category, created_at, status, contains_secret)
       values ($1, $2, $3, $4, $5, 'queued', $6) returning id`,
      [from, message.to, message.body, message.category, now, message.secret === true],
    );
    return Number(row!.id);
  }

  async byId(id: number): Promise<OutboxSms | null> {
    const [row] = await this.#sql.query<OutboxSmsRow>('select * from platform.sms_outbox where id = $1', [
      id,
    ]);
    return row ? toSms(row) : null;
  }

  /**
   * Records the delivery. With `redactSecret` (a real carrier took it), a message carrying a one-time
   * code loses its body in the same write.
   */
  async markSent(id: number, carrierMessageId: string, at: Date, redactSecret: boolean): Promise<void> {
    await this.#sql.query(
      `update platform.sms_outbox set status = 'sent', sent_at = $3, carrier_message_id = $2, last_error = null,
         body = case when contains_secret and $4 then $5 else body end,
         redacted_at = case when contains_secret and $4 then $3 else redacted_at end
       where id = $1`,
      [id, carrierMessageId.slice(0, 64), at, redactSecret, REDACTED_BODY],
    );
  }

  /** Deletes messages carrying a secret that are still unredacted and older than `cutoff`. */
  async purgeUnredactedSecrets(cutoff: Date): Promise<number> {
    const rows = await this.#sql.query(
      `delete from platform.sms_outbox where contains_secret and redacted_at is null and created_at <= $1
       returning id`,
      [cutoff],
    );
    return rows.length;
  }

  async markFailed(id: number, error: string): Promise<void> {
    await this.#sql.query(`update platform.sms_outbox set status = 'failed', last_error = $2 where id = $1`, [
      id,
      error.slice(0, 2000),
    ]);
  }

  /** Newest first, optionally only those to one number. */
  async newest(filter: { to?: string; limit: number }): Promise<OutboxSms[]> {
    const rows = await this.#sql.query<OutboxSmsRow>(
      'select * from platform.sms_outbox where ($1::text is null or to_tn = $1) order by id desc limit $2',
      [filter.to ?? null, filter.limit],
    );
    return rows.map(toSms);
  }

  async purgeCreatedBefore(cutoff: Date): Promise<number> {
    const rows = await this.#sql.query('delete from platform.sms_outbox where created_at < $1 returning id', [
      cutoff,
    ]);
    return rows.length;
  }
}
