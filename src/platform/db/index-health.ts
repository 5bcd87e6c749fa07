import type { SqlExecutor } from './sql-executor.ts';
import { quoteIdent as ident, schemaAndTable } from './sql-names.ts';

/**
 * How full the leaf pages of a table's B-tree indexes are, and rebuilding those that have grown loose
 * (docs/adr/0094). A B-tree built in one pass fills its leaf pages to 90% (the default fillfactor); one fed
 * rows in random key order, as a live inventory is, splits pages in two and settles near 70%, and pages
 * emptied by deletes stay as loose until the index is built again. `pgstatindex` (the pgstattuple
 * extension) reads the whole index to say.
 */

/** Under this many per cent of their leaf pages used, an index is rebuilt; a fresh build is at 90. */
export const LOOSE_BELOW_LEAF_DENSITY = 80;

export interface TableIndex {
  schema: string;
  name: string;
  method: string;
  bytes: number;
  /** False for an index a failed concurrent build left behind (`_ccnew`): unused, dropped before a rebuild. */
  valid: boolean;
}

/** Whether a B-tree whose leaf pages are `leafDensity` per cent used is worth building again. */
export function isLoose(leafDensity: number | null): boolean {
  return leafDensity !== null && leafDensity < LOOSE_BELOW_LEAF_DENSITY;
}

/** The indexes of `schema.table`, by name. */
export async function tableIndexes(sql: SqlExecutor, table: string): Promise<TableIndex[]> {
  const { schema, name } = schemaAndTable(table, 'tableIndexes');
  const rows = await sql.query<{ name: string; method: string; bytes: string; valid: boolean }>(
    `select c.relname as name, am.amname as method, pg_relation_size(c.oid) as bytes, x.indisvalid as valid
     from pg_index x
     join pg_class c on c.oid = x.indexrelid
     join pg_am am on am.oid = c.relam
     join pg_class t on t.oid = x.indrelid
     join pg_namespace n on n.oid = t.relnamespace
     where n.nspname = $1 and t.relname = $2
     order by c.relname`,
    [schema, name],
  );
  return rows.map((row) => ({
    schema,
    name: row.name,
    method: row.method,
    valid: row.valid,
    bytes: Number(row.bytes),
  }));
}

/** Per cent of a B-tree's leaf pages in use (null for another kind, or an index with no leaf page yet). */
export async function leafDensity(sql: SqlExecutor, index: TableIndex): Promise<number | null> {
  if (index.method !== 'btree' || !index.valid) return null;
  const [row] = await sql.query<{ density: number | null }>(
    `select case when s.leaf_pages > 0 then s.avg_leaf_density end as density
     from pgstatindex($1::regclass) s`,
    [`${ident(index.schema)}.${ident(index.name)}`],
  );
  return row?.density ?? null;
}

/**
 * Builds the index again beside the old one and swaps them, without blocking reads or writes
 * (`REINDEX CONCURRENTLY`, which cannot run in a transaction: call it outside one). Answers its new size.
 */
export async function rebuildIndex(sql: SqlExecutor, index: TableIndex): Promise<number> {
  const qualified = `${ident(index.schema)}.${ident(index.name)}`;
  await sql.query(`reindex index concurrently ${qualified}`);
  const [row] = await sql.query<{ bytes: string }>(`select pg_relation_size($1::regclass) as bytes`, [
    qualified,
  ]);
  return Number(row?.bytes ?? 0);
}

/** Drops an invalid index a failed concurrent build left behind (it is kept up by writes, and read by nothing). */
export async function dropInvalidIndex(sql: SqlExecutor, index: TableIndex): Promise<void> {
  if (index.valid) throw new Error(`${index.name} is a valid index: not dropped`);
  await sql.query(`drop index concurrently if exists ${ident(index.schema)}.${ident(index.name)}`);
}
