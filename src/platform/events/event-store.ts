import type { SqlExecutor } from '../db/sql-executor.ts';
import { EVENTS_CHANNEL, type EventPublisher, type LiveEvent } from './live-event.ts';

interface EventRow {
  id: string;
  account_id: string;
  service: string;
  type: LiveEvent['type'];
  data: unknown;
}

const toEvent = (row: EventRow): LiveEvent => ({
  id: Number(row.id),
  accountId: Number(row.account_id),
  service: row.service,
  type: row.type,
  data: row.data,
});

/**
 * Events live in `platform.event`. The NOTIFY carries only the id (payloads are capped at 8000
 * bytes), and PostgreSQL delivers it only if the transaction that wrote the row commits.
 */
export class PostgresEventStore implements EventPublisher {
  readonly #sql: SqlExecutor;
  constructor(sql: SqlExecutor) {
    this.#sql = sql;
  }

  async publish(event: Omit<LiveEvent, 'id'>): Promise<void> {
    const [row] = await this.#sql.query<{ id: string }>(
      'insert into platform.event (account_id, service, type, data) values ($1, $2, $3, $4) returning id',
      [event.accountId, event.service, event.type, JSON.stringify(event.data ?? null)],
    );
    await this.#sql.query('select pg_notify($1, $2)', [EVENTS_CHANNEL, row!.id]);
  }

  /** The events of `ids` (those still stored), in any order: one query for a burst of notifications. */
  async byIds(ids: number[]): Promise<LiveEvent[]> {
    if (!ids.length) return [];
    const rows = await this.#sql.query<EventRow>(
      'select * from platform.event where id = any($1::bigint[])',
      [ids],
    );
    return rows.map(toEvent);
  }

  /** What an account missed after `afterId`, oldest first, for `Last-Event-ID` replays. */
  async since(accountId: number, afterId: number, limit = 500): Promise<LiveEvent[]> {
    const rows = await this.#sql.query<EventRow>(
      'select * from platform.event where account_id = $1 and id > $2 order by id limit $3',
      [accountId, afterId, limit],
    );
    return rows.map(toEvent);
  }

  async latestId(): Promise<number> {
    const [row] = await this.#sql.query<{ id: string | null }>('select max(id) as id from platform.event');
    return Number(row?.id ?? 0);
  }

  async purgeOlderThan(cutoff: Date): Promise<number> {
    const rows = await this.#sql.query('delete from platform.event where created_at < $1 returning id', [
      cutoff,
    ]);
    return rows.length;
  }
}
