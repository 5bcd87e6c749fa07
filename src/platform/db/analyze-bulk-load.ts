import type { SqlExecutor } from './sql-executor.ts';
import { schemaAndTable } from './sql-names.ts';

/**
 * Ends every bulk load (demo seed, `npm run seed`, benchmark, CSV and job imports) with
 * `VACUUM (ANALYZE)` of the tables it filled, so the next query is planned and served as it will
 * be for good (ADR 0022). Autovacuum gets there only a minute or more later; until then the planner
 * guesses row counts and GIN sizes (a word in an area code went to the nationwide trigram index),
 * index-only scans visit the table for every row, and GIN searches read unsorted pending entries.
 * VACUUM cannot run in a transaction: call it after the load has committed. Takes `schema.table`.
 */
export async function analyzeBulkLoad(sql: SqlExecutor, tables: string[]): Promise<void> {
  for (const table of tables) {
    schemaAndTable(table, 'analyzeBulkLoad');
    await sql.query(`vacuum (analyze) ${table}`);
  }
}
