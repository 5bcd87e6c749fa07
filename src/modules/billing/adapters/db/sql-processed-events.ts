import type { SqlExecutor } from '../../../../platform/db/sql-executor.ts';
import type { ProcessedEvents } from '../../ports/processed-events.ts';

/** billing.processed_webhook_event: the event id's primary key makes a redelivery a no-op, even when concurrent. */
export class SqlProcessedEvents implements ProcessedEvents {
  readonly #sql: SqlExecutor;

  constructor(sql: SqlExecutor) {
    this.#sql = sql;
  }

  async markProcessed(eventId: string, type: string, now: Date): Promise<boolean> {
    const rows = await this.#sql.query(
      `insert into billing.processed_webhook_event (event_id, type, processed_at) values ($1, $2, $3)
       on conflict (event_id) do nothing returning event_id`,
      [eventId, type.slice(0, 100), now],
    );
    return rows.length === 1;
  }
}
