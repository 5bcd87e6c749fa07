import type { SqlExecutor } from '../db/sql-executor.ts';

/** Where an outbox keeps its rows and how they read; the mail and SMS outboxes differ only in this. */
export interface OutboxTable<Row, Item> {
  /** Schema-qualified, e.g. `platform.mail_outbox`. Every outbox table has id, created_at, last_error,
   * contains_secret and redacted_at. */
  name: string;
  /** The recipient column, and whether looking it up ignores case (email addresses) or not (E.164). */
  recipient: { column: string; ignoreCase: boolean };
  /** The columns holding the message: the first becomes REDACTED_BODY when a secret is redacted, the rest null. */
  bodyColumns: [string, ...string[]];
  toItem(row: Row): Item;
}

// MikroORM's pg driver hands timestamptz back as text ('2026-11-22 12:00:00+00').
export const asDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));
export const asOptionalDate = (value: Date | string | null): Date | null =>
  value === null ? null : asDate(value);

/**
 * An outbox table in plain SQL, on the current transaction when there is one: reading, listing,
 * purging, and the redaction of one-time secrets (docs/adr: one-time secrets in the outboxes).
 * Writing a row and recording a delivery are the mail's or SMS's own (their columns differ).
 */
export class PostgresOutbox<Row, Item> {
  protected readonly sql: SqlExecutor;
  protected readonly table: OutboxTable<Row, Item>;
  constructor(sql: SqlExecutor, table: OutboxTable<Row, Item>) {
    this.sql = sql;
    this.table = table;
  }

  async byId(id: number): Promise<Item | null> {
    const [row] = await this.sql.query<Row>(`select * from ${this.table.name} where id = $1`, [id]);
    return row ? this.table.toItem(row) : null;
  }

  /** Newest first, optionally only those to one recipient. */
  async newest(filter: { to?: string; limit: number }): Promise<Item[]> {
    const { column, ignoreCase } = this.table.recipient;
    const match = ignoreCase ? `lower(${column}) = lower($1)` : `${column} = $1`;
    const rows = await this.sql.query<Row>(
      `select * from ${this.table.name} where ($1::text is null or ${match}) order by id desc limit $2`,
      [filter.to ?? null, filter.limit],
    );
    return rows.map((row) => this.table.toItem(row));
  }

  /** Deletes rows carrying a secret that are still unredacted (never delivered) and older than `cutoff`. */
  async purgeUnredactedSecrets(cutoff: Date): Promise<number> {
    const rows = await this.sql.query(
      `delete from ${this.table.name} where contains_secret and redacted_at is null and created_at <= $1
       returning id`,
      [cutoff],
    );
    return rows.length;
  }

  async purgeCreatedBefore(cutoff: Date): Promise<number> {
    const rows = await this.sql.query(`delete from ${this.table.name} where created_at < $1 returning id`, [
      cutoff,
    ]);
    return rows.length;
  }

  /**
   * The set-clauses that redact a row carrying a secret when `condition` holds, in the same write that
   * records its delivery: `atParam` is the delivery time's placeholder, and the redacted text is
   * passed as the placeholder `redactedParam` (bind outbox-secrets' REDACTED_BODY there).
   */
  protected redaction(condition: string, atParam: string, redactedParam: string): string {
    const [body, ...rest] = this.table.bodyColumns;
    return [
      `${body} = case when ${condition} then ${redactedParam} else ${body} end`,
      ...rest.map((column) => `${column} = case when ${condition} then null else ${column} end`),
      `redacted_at = case when ${condition} then ${atParam} else redacted_at end`,
    ].join(', ');
  }
}
