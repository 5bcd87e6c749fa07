import { CompiledQuery } from 'kysely';
import type { Orm } from './orm.ts';
import { currentEm } from './unit-of-work.ts';

/**
 * Runs parameterised SQL (`$1` placeholders) on the current transaction when there is one, so
 * pg-boss jobs and event rows commit or roll back together with the change that caused them.
 */
export interface SqlExecutor {
  query<Row = Record<string, unknown>>(text: string, values?: unknown[]): Promise<Row[]>;
}

export function makeSqlExecutor(orm: Orm): SqlExecutor {
  return {
    async query<Row>(text: string, values: unknown[] = []) {
      const result = await currentEm(orm).getKysely().executeQuery(CompiledQuery.raw(text, values));
      return result.rows as Row[];
    },
  };
}
