import type { SqlExecutor } from '../../../../platform/db/sql-executor.ts';

/**
 * For every number on offer, the run of consecutive numbers it belongs to within its exchange (the
 * number without its last four digits; a run never crosses one). Find-a-block reads `run_length`
 * through an index and re-checks what is still shown at query time, so a run that went stale
 * between refreshes never shows a broken block. Only rows whose run changed are written; a number
 * never refreshed (run_start null, run_length 1) counts as a run of one (docs/adr/0078).
 *
 * The inventory's triggers log the exchanges whose numbers changed (catalog.number_dirty_exchange);
 * the job recomputes those alone, in batches, each in its own transaction.
 */
export const EXCHANGE_SIZE = 10_000;

/**
 * The SQL key of a number's block of consecutive numbers among the rows at hand: equal for consecutive
 * numbers of one exchange, never equal across exchanges (a key is at least its exchange's first number less
 * one and below its next exchange's). Runs, block pages, the sidebar's block sizes and the tallies' blocks
 * all group by it.
 */
export const blockKey = (num: string) =>
  `${num} - row_number() over (partition by ${num} / ${EXCHANGE_SIZE} order by ${num})`;

const runsOf = (numbers: string) => `ordered as (
       select n.id, n.num, n.run_start as was_start, n.run_length as was_length, n.num / ${EXCHANGE_SIZE} as exchange,
         ${blockKey('n.num')} as grp
       from ${numbers} and n.status = 'available' and n.num is not null
     ), runs as (
       select *, min(num) over (partition by exchange, grp) as run_start,
         count(*) over (partition by exchange, grp)::int as run_length
       from ordered
     )`;
const CHANGED = 'coalesce(n.run_start, n.num) <> r.run_start or n.run_length <> r.run_length';
const EVERY_NUMBER = 'catalog.number n where true';
/**
 * The numbers of the exchanges in $1, each an index range on the number index. The planner cannot know an
 * exchange's range holds a handful of numbers (it guesses a tenth of the table), so a plain join flipped, at
 * about 3.5M numbers, to sorting the whole inventory and testing every number against every exchange: a
 * batch that took a second ran for minutes. `offset 0` keeps the lateral subquery from being flattened
 * into that join, so each exchange stays its own range scan.
 */
const OF_EXCHANGES = `unnest($1::bigint[]) e(x) cross join lateral (
    select n.id, n.num, n.run_start, n.run_length, n.status from catalog.number n
    where n.num >= e.x * ${EXCHANGE_SIZE} and n.num < (e.x + 1) * ${EXCHANGE_SIZE} and n.status = 'available'
    offset 0) n where true`;

/** How many numbers' runs a full refresh would rewrite (the admin CLI's dry run); changes nothing. */
export async function staleNumberRuns(sql: SqlExecutor): Promise<number> {
  const [row] = await sql.query<{ n: number }>(
    `with ${runsOf(EVERY_NUMBER)}
     select count(*)::int as n from catalog.number n join runs r on r.id = n.id where ${CHANGED}`,
  );
  return row?.n ?? 0;
}

async function writeRuns(sql: SqlExecutor, numbers: string, params: unknown[] = []): Promise<number> {
  const rows = await sql.query(
    `with ${runsOf(numbers)}
     update catalog.number n set run_start = r.run_start, run_length = r.run_length
     from runs r where n.id = r.id and (${CHANGED})
     returning n.id`,
    params,
  );
  return rows.length;
}

/**
 * The runs of a few exchanges, found first and written by id: in one statement the planner, which
 * cannot tell how many numbers the exchanges hold, joined the whole inventory to them (2.6 s a batch).
 */
async function writeRunsOfExchanges(sql: SqlExecutor, exchanges: string[]): Promise<number> {
  const changed = await sql.query<{ id: string; run_start: string; run_length: number }>(
    `with ${runsOf(OF_EXCHANGES)}
     select r.id, r.run_start, r.run_length from runs r
     where coalesce(r.was_start, r.num) <> r.run_start or r.was_length <> r.run_length`,
    [exchanges],
  );
  if (!changed.length) return 0;
  await sql.query(
    `update catalog.number n set run_start = c.run_start, run_length = c.run_length
     from unnest($1::bigint[], $2::bigint[], $3::int[]) c(id, run_start, run_length) where n.id = c.id`,
    [changed.map((row) => row.id), changed.map((row) => row.run_start), changed.map((row) => row.run_length)],
  );
  return changed.length;
}

const LOCK = `select pg_advisory_xact_lock(hashtext('catalog.number_runs'))`;

/** Every number's run, in one pass over the inventory (the admin CLI); the log is emptied. In a transaction. */
export async function refreshNumberRuns(sql: SqlExecutor): Promise<number> {
  await sql.query(LOCK);
  await sql.query('delete from catalog.number_dirty_exchange');
  return writeRuns(sql, EVERY_NUMBER);
}

/** The runs of the given exchanges (`num / EXCHANGE_SIZE`); the numbers rewritten. */
export function refreshRunsOfExchanges(sql: SqlExecutor, exchanges: Array<string | number>): Promise<number> {
  return exchanges.length ? writeRunsOfExchanges(sql, exchanges.map(String)) : Promise.resolve(0);
}

/**
 * Takes up to $1 logged exchanges off the log. The picks are one array, computed once: the log is drained
 * to empty by every run, so its statistics often say it is empty, and a join with the picks was planned as
 * a nested loop that re-read them for every mark (4,757 marks: seconds a batch; a 10M load fell from
 * 190,000 to 30,000 numbers a minute). `= any(array(...))` is one probe per pick whatever the statistics say.
 */
export const TAKE_LOGGED_EXCHANGES = `with taken as (delete from catalog.number_dirty_exchange d
    where d.exchange = any(array(select distinct exchange from catalog.number_dirty_exchange order by exchange limit $1))
    returning d.exchange)
  select distinct exchange from taken`;

/** Exchanges recomputed per transaction by the job and bulk loads. */
export const RUNS_BATCH = 2_000;

/**
 * Recomputes the runs of every logged exchange, `batch` exchanges per transaction (`tx`), until the
 * log is empty; idempotent. A mark logged meanwhile is either taken by a later batch or left for
 * the next run: the delete only sees committed marks, and it runs before the batch reads numbers.
 */
export async function refreshLoggedNumberRuns(
  sql: SqlExecutor,
  tx: <T>(work: () => Promise<T>) => Promise<T>,
  batch = RUNS_BATCH,
): Promise<{ exchanges: number; numbers: number }> {
  const done = { exchanges: 0, numbers: 0 };
  for (;;) {
    const taken = await tx(async () => {
      await sql.query(LOCK);
      const rows = await sql.query<{ exchange: string }>(TAKE_LOGGED_EXCHANGES, [batch]);
      const exchanges = rows.map((row) => row.exchange);
      done.numbers += await refreshRunsOfExchanges(sql, exchanges);
      return exchanges.length;
    });
    done.exchanges += taken;
    if (taken < batch) return done;
  }
}
