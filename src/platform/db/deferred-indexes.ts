import type { SqlExecutor } from './sql-executor.ts';
import { quoteIdent, schemaAndTable } from './sql-names.ts';
import type { Transactional } from './unit-of-work.ts';

/** Memory for one index build: builds sort their entries, and a build that spills to disk takes several times longer. */
const BUILD_MEMORY = '1GB';

/**
 * Drops the indexes of `schema.table` that a bulk load into it does not need, after recording their
 * definitions in `platform.deferred_index` in the same transaction (docs/adr/0083, 0092). Kept: unique
 * indexes and those behind a constraint (the load's own checks and `on conflict`), and the indexes named in
 * `keep` (those the load reads). Every other index is kept up row by row during a load, and slower with every
 * batch: a GIN index merges each batch into a tree that grows with the table (a 10M load fell from 433,000
 * numbers a minute to 120,000), and a B-tree fed in random key order ends with its pages two thirds full (the
 * inventory's were 40% smaller built again at 10M). One build at the end sorts every entry once, in parallel,
 * into full pages. Returns the names dropped. Call `restoreDeferredIndexes` when the load is done; the server's
 * start calls it too.
 */
export async function deferIndexes(
  sql: SqlExecutor,
  tx: Transactional,
  table: string,
  options: { keep?: string[] } = {},
): Promise<string[]> {
  const { schema, name } = schemaAndTable(table, 'deferIndexes');
  return tx(async () => {
    const indexes = await sql.query<{ index_name: string; definition: string }>(
      `select i.indexname as index_name, i.indexdef as definition from pg_indexes i
       join pg_namespace n on n.nspname = i.schemaname
       join pg_class c on c.relname = i.indexname and c.relnamespace = n.oid
       join pg_index x on x.indexrelid = c.oid
       where i.schemaname = $1 and i.tablename = $2 and not x.indisunique
         and not exists (select 1 from pg_constraint k where k.conindid = c.oid)
         and i.indexname <> all($3::text[])
       order by i.indexname`,
      [schema, name, options.keep ?? []],
    );
    for (const index of indexes) {
      await sql.query(
        `insert into platform.deferred_index (schema_name, index_name, definition) values ($1, $2, $3)
         on conflict do nothing`,
        [schema, index.index_name, index.definition],
      );
      await sql.query(`drop index ${schema}.${quoteIdent(index.index_name)}`);
    }
    return indexes.map((index) => index.index_name);
  });
}

/**
 * Builds every index a bulk load deferred, one at a time, each with its row of `platform.deferred_index` removed
 * in the same transaction: a build that fails leaves its row for the next try. Returns the names built.
 */
export async function restoreDeferredIndexes(sql: SqlExecutor, tx: Transactional): Promise<string[]> {
  const deferred = await sql.query<{ schema_name: string; index_name: string; definition: string }>(
    'select schema_name, index_name, definition from platform.deferred_index order by deferred_at, index_name',
  );
  for (const index of deferred) {
    await tx(async () => {
      await sql.query(`set local maintenance_work_mem = '${BUILD_MEMORY}'`);
      // Another process may have built it first (two servers starting together after an interrupted load).
      const [exists] = await sql.query('select 1 from pg_indexes where schemaname = $1 and indexname = $2', [
        index.schema_name,
        index.index_name,
      ]);
      if (!exists) await sql.query(index.definition);
      await sql.query('delete from platform.deferred_index where schema_name = $1 and index_name = $2', [
        index.schema_name,
        index.index_name,
      ]);
    });
  }
  return deferred.map((index) => index.index_name);
}
