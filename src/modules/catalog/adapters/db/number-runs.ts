import type { SqlExecutor } from '../../../../platform/db/sql-executor.ts';

/**
 * Recomputes, for every number on offer, the run of consecutive numbers it belongs to (gaps and
 * islands over `num`). Find-a-block reads `run_length` through an index and re-checks what is
 * still shown at query time, so a run that went stale between refreshes never shows a broken
 * block. Only rows whose run changed are written.
 */
const RUNS = `with ordered as (
       select id, num, num - row_number() over (order by num) as grp from catalog.number where status = 'available'
     ), runs as (
       select id, min(num) over (partition by grp) as run_start, count(*) over (partition by grp)::int as run_length from ordered
     )`;

/** How many numbers' runs a refresh would rewrite (the admin CLI's dry run); changes nothing. */
export async function staleNumberRuns(sql: SqlExecutor): Promise<number> {
  const [row] = await sql.query<{ n: number }>(
    `${RUNS}
     select count(*)::int as n from catalog.number n join runs r on r.id = n.id
     where n.run_start is distinct from r.run_start or n.run_length is distinct from r.run_length`,
  );
  return row?.n ?? 0;
}

export async function refreshNumberRuns(sql: SqlExecutor): Promise<number> {
  const rows = await sql.query(
    `with ordered as (
       select id, num, num - row_number() over (order by num) as grp from catalog.number where status = 'available'
     ), runs as (
       select id, min(num) over (partition by grp) as run_start, count(*) over (partition by grp)::int as run_length from ordered
     )
     update catalog.number n set run_start = r.run_start, run_length = r.run_length
     from runs r
     where n.id = r.id and (n.run_start is distinct from r.run_start or n.run_length <> r.run_length)
     returning n.id`,
  );
  return rows.length;
}
