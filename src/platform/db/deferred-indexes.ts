import type { SqlExecutor } from './sql-executor.ts';
import type { Transactional } from './unit-of-work.ts';

const TABLE_NAME = /^([a-z_][a-z0-9_]*)\.([a-z_][a-z0-9_]*)$/;

/** Memory for one index build: GIN builds sort their entries, and a build that spills to disk takes several times longer. */
const BUILD_MEMORY = '1GB';

/**
 * Drops the GIN indexes of `schema.table` for a bulk load into it, after recording their definitions
 * in `platform.deferred_index` in the same transaction (docs/adr/0083). A GIN index takes each row's trigrams or
 * array elements one by one; over a large table that grows slower with every batch (a 10M load fell from
 * 433,000 numbers a minute to 120,000), while one build at the end sorts them all at once. Returns the
 * names dropped. Call `restoreDeferredIndexes` when the load is done; the server's start calls it too.
 */
export async function deferGinIndexes(sql: SqlExecutor, tx: Transactional, table: string): Promise<string[]> {
  const [, schema, name] = TABLE_NAME.exec(table) ?? [];
  if (!schema || !name) throw new Error(`deferGinIndexes takes a schema.table name, not ${table}`);
  return tx(async () => {
    const indexes = await sql.query<{ index_name: string; definition: string }>(
      `select i.indexname as index_name, i.indexdef as definition from pg_indexes i
       join pg_class c on c.relname = i.indexname join pg_namespace n on n.oid = c.relnamespace and n.nspname = i.schemaname
       join pg_am am on am.oid = c.relam
       where i.schemaname = $1 and i.tablename = $2 and am.amname = 'gin' order by i.indexname`,
      [schema, name],
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

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
