import type { SqlExecutor } from '../db/sql-executor.ts';
import { REDACTED_BODY } from '../outbox-secrets.ts';
import type { OutgoingMail } from './mailer.ts';

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  category: string;
  createdAt: Date;
  sentAt: Date | null;
  attempts: number;
  lastError: string | null;
  containsSecret: boolean;
  redactedAt: Date | null;
}

interface OutboxMailRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  category: string;
  created_at: Date | string;
  sent_at: Date | string | null;
  attempts: number;
  last_error: string | null;
  contains_secret: boolean;
  redacted_at: Date | string | null;
}

// MikroORM's pg driver hands timestamptz back as text ('2026-11-22 12:00:00+00').
const asDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

const toMail = (row: OutboxMailRow): OutboxMail => ({
  id: Number(row.id),
  to: row.to_address,
  subject: row.subject,
  text: row.text_body,
  html: row.html_body,
  category: row.category,
  createdAt: asDate(row.created_at),
  sentAt: row.sent_at === null ? null : asDate(row.sent_at),
  attempts: row.attempts,
  lastError: row.last_error,
  containsSecret: row.contains_secret,
  redactedAt: row.redacted_at === null ? null : asDate(row.redacted_at),
});

/** `platform.mail_outbox` in plain SQL, on the current transaction when there is one. */
export class PostgresMailOutbox {
  readonly #sql: SqlExecutor;
  constructor(sql: SqlExecutor) {
    this.#sql = sql;
  }

  async add(mail: OutgoingMail, now: Date): Promise<number> {
    const [row] = await this.#sql.query<{ id: string }>(
      `insert into platform.mail_outbox (to_address, subject, text_body, html_body, category, created_at, contains_secret)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [mail.to, mail.subject, mail.text, mail.html ?? null, mail.category, now, mail.secret === true],
    );
    return Number(row!.id);
  }

  async byId(id: number): Promise<OutboxMail | null> {
    const [row] = await this.#sql.query<OutboxMailRow>('select * from platform.mail_outbox where id = $1', [
      id,
    ]);
    return row ? toMail(row) : null;
  }

  /** Records the delivery; a mail carrying a one-time secret loses its body in the same write. */
  async markSent(id: number, at: Date): Promise<void> {
    await this.#sql.query(
      `update platform.mail_outbox set sent_at = $2, attempts = attempts + 1, last_error = null,
         text_body = case when contains_secret then $3 else text_body end,
         html_body = case when contains_secret then null else html_body end,
         redacted_at = case when contains_secret then $2 else redacted_at end
       where id = $1`,
      [id, at, REDACTED_BODY],
    );
  }

  /** Deletes mails carrying a secret that were never sent (so never redacted) and are older than `cutoff`. */
  async purgeUnredactedSecrets(cutoff: Date): Promise<number> {
    const rows = await this.#sql.query(
      `delete from platform.mail_outbox where contains_secret and redacted_at is null and created_at <= $1
       returning id`,
      [cutoff],
    );
    return rows.length;
  }

  async markFailed(id: number, error: string): Promise<void> {
    await this.#sql.query(
      'update platform.mail_outbox set attempts = attempts + 1, last_error = $2 where id = $1',
      [id, error.slice(0, 2000)],
    );
  }

  /** Newest first, optionally only those to one address (case-insensitive). */
  async newest(filter: { to?: string; limit: number }): Promise<OutboxMail[]> {
    const rows = await this.#sql.query<OutboxMailRow>(
      `select * from platform.mail_outbox where ($1::text is null or lower(to_address) = lower($1))
       order by id desc limit $2`,
      [filter.to ?? null, filter.limit],
    );
    return rows.map(toMail);
  }

  async purgeCreatedBefore(cutoff: Date): Promise<number> {
    const rows = await this.#sql.query(
      'delete from platform.mail_outbox where created_at < $1 returning id',
      [cutoff],
    );
    return rows.length;
  }
}
