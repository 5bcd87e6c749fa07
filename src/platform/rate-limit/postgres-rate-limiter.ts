import { CompiledQuery } from 'kysely';
import type { Orm } from '../db/orm.ts';
import type { SqlExecutor } from '../db/sql-executor.ts';
import type { PendingHits, SharedRateCounters } from './batched-rate-limiter.ts';
import { checkRules, type RateLimiter, type RateLimitRule, rateLimited, storedKey } from './rate-limiter.ts';

// Both CASEs read the row as it was before the update, so a stale window restarts at 1 atomically.
const HIT = `
  insert into platform.rate_limit as r (key, window_start, count) values ($1, $2, 1)
  on conflict (key) do update set
    window_start = case when r.window_start <= $2::timestamptz - $3::float8 * interval '1 millisecond'
      then excluded.window_start else r.window_start end,
    count = case when r.window_start <= $2::timestamptz - $3::float8 * interval '1 millisecond'
      then 1 else r.count + 1 end
  returning count, window_start`;

// HIT for a batch of keys, each with its own window and count, in key order (no deadlock between processes).
const ADD_HITS = `
  with h as (select * from unnest($1::text[], $2::float8[], $3::int[]) as h(key, window_ms, count))
  insert into platform.rate_limit as r (key, window_start, count)
  select key, $4, count from h order by key
  on conflict (key) do update set
    window_start = case when r.window_start <= $4::timestamptz - (select window_ms from h where h.key = r.key) * interval '1 millisecond'
      then excluded.window_start else r.window_start end,
    count = case when r.window_start <= $4::timestamptz - (select window_ms from h where h.key = r.key) * interval '1 millisecond'
      then excluded.count else r.count + excluded.count end
  returning key, count, window_start`;

/**
 * Fixed-window counters in `platform.rate_limit`, shared by every process. Each statement runs on a
 * pooled connection of its own, never on the caller's transaction: a failed sign-in throws and rolls
 * its use case back, and its attempt must still count.
 */
export class PostgresRateLimiter implements RateLimiter, SharedRateCounters {
  readonly #sql: SqlExecutor;

  constructor(orm: Orm) {
    this.#sql = outsideTransaction(orm);
  }

  async hit(rules: RateLimitRule[], now: Date): Promise<void> {
    checkRules(rules);
    const windows = new Map<RateLimitRule, { count: number; window_start: Date }>();
    // One autocommitted single-row statement per key: no lock is held across keys, so no deadlocks.
    for (const rule of rules) {
      const [row] = await this.#sql.query<{ count: number; window_start: Date }>(HIT, [
        storedKey(rule.key),
        now,
        rule.windowMs,
      ]);
      windows.set(rule, row!);
    }
    const tripped = rules.find((rule) => windows.get(rule)!.count > rule.limit);
    if (tripped) throw rateLimited(tripped, new Date(windows.get(tripped)!.window_start), now);
  }

  /** A BatchedRateLimiter's flush: every key's hits added in one statement (keys as storedKey() made them). */
  async addHits(hits: PendingHits[], now: Date): Promise<Map<string, { count: number; windowStart: Date }>> {
    if (!hits.length) return new Map();
    const rows = await this.#sql.query<{ key: string; count: number; window_start: Date }>(ADD_HITS, [
      hits.map((hit) => hit.key),
      hits.map((hit) => hit.windowMs),
      hits.map((hit) => hit.count),
      now,
    ]);
    return new Map(
      rows.map((row) => [row.key, { count: row.count, windowStart: new Date(row.window_start) }]),
    );
  }

  async reset(keys: string[]): Promise<void> {
    if (keys.length)
      await this.#sql.query('delete from platform.rate_limit where key = any($1)', [keys.map(storedKey)]);
  }

  async purgeStartedBefore(cutoff: Date): Promise<number> {
    const rows = await this.#sql.query(
      'delete from platform.rate_limit where window_start < $1 returning key',
      [cutoff],
    );
    return rows.length;
  }
}

/** Like makeSqlExecutor, but always on the pool: autocommits even inside a transaction. */
function outsideTransaction(orm: Orm): SqlExecutor {
  return {
    async query<Row>(text: string, values: unknown[] = []) {
      const result = await orm.em
        .getConnection('write')
        .getClient()
        .executeQuery(CompiledQuery.raw(text, values));
      return result.rows as Row[];
    },
  };
}
