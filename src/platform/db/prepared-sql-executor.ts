import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import type { Orm } from './orm.ts';
import { makeSqlExecutor, type SqlExecutor } from './sql-executor.ts';
import { currentEm } from './unit-of-work.ts';

/** Distinct statement texts a process names; past it a text runs unnamed (a connection never forgets a name). */
export const MAX_NAMED_STATEMENTS = 400;

/**
 * The driver's name for each statement text: the same text always gets the same name, and the first
 * `max` distinct texts only, so the statements each connection keeps stay bounded. Undefined: run unnamed.
 */
export function statementNames(max = MAX_NAMED_STATEMENTS): (text: string) => string | undefined {
  const names = new Map<string, string>();
  return (text) => {
    const known = names.get(text);
    if (known !== undefined || names.size >= max) return known;
    const name = `s${createHash('sha1').update(text).digest('base64url')}`;
    names.set(text, name);
    return name;
  };
}

/**
 * Like makeSqlExecutor, but each distinct text is a named (prepared) statement of the driver: PostgreSQL
 * parses and analyses it once a connection, and the text is not sent again (docs/adr/0085). Its plan is
 * still made for each execution's values (`plan_cache_mode` of createOrm). For read paths outside
 * transactions, such as search; inside a transaction it is the plain executor, on the transaction.
 */
export function makePreparedSqlExecutor(orm: Orm, max = MAX_NAMED_STATEMENTS): SqlExecutor {
  const plain = makeSqlExecutor(orm);
  const nameOf = statementNames(max);
  let pool: Pool | undefined;
  return {
    async query<Row>(text: string, values: unknown[] = []) {
      const name = nameOf(text);
      if (name === undefined || currentEm(orm).isInTransaction()) return plain.query<Row>(text, values);
      pool ??= await orm.em.getConnection().getNativeClient();
      const result = await pool.query({ name, text, values });
      return result.rows as Row[];
    },
  };
}
