import type { SqlExecutor } from '../db/sql-executor.ts';
import { REDACTED_BODY } from '../outbox/outbox-secrets.ts';
import { asDate, asOptionalDate, PostgresOutbox } from '../outbox/postgres-outbox.ts';
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

const toMail = (row: OutboxMailRow): OutboxMail => ({
  id: Number(row.id),
  to: row.to_address,
  subject: row.subject,
  text: row.text_body,
  html: row.html_body,
  category: row.category,
  createdAt: asDate(row.created_at),
  sentAt: asOptionalDate(row.sent_at),
  attempts: row.attempts,
  lastError: row.last_error,
  containsSecret: row.contains_secret,
  redactedAt: asOptionalDate(row.redacted_at),
});

/** `platform.mail_outbox`: the shared outbox over its table, plus writing a mail and recording its delivery. */
export class PostgresMailOutbox extends PostgresOutbox<OutboxMailRow, OutboxMail> {
  constructor(sql: SqlExecutor) {
    super(sql, {
      name: 'platform.mail_outbox',
      recipient: { column: 'to_address', ignoreCase: true },
      bodyColumns: ['text_body', 'html_body'],
      toItem: toMail,
    });
  }

  async add(mail: OutgoingMail, now: Date): Promise<number> {
    const [row] = await this.sql.query<{ id: string }>(
      `insert into platform.mail_outbox (to_address, subject, text_body, html_body, category, created_at, contains_secret)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [mail.to, mail.subject, mail.text, mail.html ?? null, mail.category, now, mail.secret === true],
    );
    return Number(row!.id);
  }

  /** Records the delivery; a mail carrying a one-time secret loses its body in the same write. */
  async markSent(id: number, at: Date): Promise<void> {
    await this.sql.query(
      `update platform.mail_outbox set sent_at = $2, attempts = attempts + 1, last_error = null,
         ${this.redaction('contains_secret', '$2', '$3')}
       where id = $1`,
      [id, at, REDACTED_BODY],
    );
  }

  async markFailed(id: number, error: string): Promise<void> {
    await this.sql.query(
      'update platform.mail_outbox set attempts = attempts + 1, last_error = $2 where id = $1',
      [id, error.slice(0, 2000)],
    );
  }
}
