import { describe, expect, it } from 'vitest';
import { analyzeBulkLoad } from './analyze-bulk-load.ts';
import type { SqlExecutor } from './sql-executor.ts';

function recordingSql() {
  const statements: string[] = [];
  const sql: SqlExecutor = {
    async query<Row>(text: string) {
      statements.push(text);
      return [] as Row[];
    },
  };
  return { sql, statements };
}

describe('analyzeBulkLoad', () => {
  it('vacuums and analyzes each table it is given', async () => {
    const { sql, statements } = recordingSql();
    await analyzeBulkLoad(sql, ['catalog.number', 'catalog.search_tally']);
    expect(statements).toEqual(['vacuum (analyze) catalog.number', 'vacuum (analyze) catalog.search_tally']);
  });

  it('refuses anything but a schema-qualified table name, before running anything', async () => {
    const { sql, statements } = recordingSql();
    await expect(analyzeBulkLoad(sql, ['number; drop table x'])).rejects.toThrow('schema.table');
    expect(statements).toEqual([]);
  });
});
