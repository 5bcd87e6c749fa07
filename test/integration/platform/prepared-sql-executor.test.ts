import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePreparedSqlExecutor } from '../../../src/platform/db/prepared-sql-executor.ts';
import { makeSqlExecutor } from '../../../src/platform/db/sql-executor.ts';
import { makeTransactional, withContext } from '../../../src/platform/db/unit-of-work.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const inContext = <T>(work: () => Promise<T>) => withContext(t.orm, work);
const PREPARED_HERE = `select count(*)::int as count from pg_prepared_statements where statement = $1`;
const PAST_THE_CAP = `${PREPARED_HERE} -- past the cap`;

describe('the prepared executor (ADR 0085)', () => {
  it('answers as the plain executor does, parsing the text once per connection', async () => {
    const prepared = makePreparedSqlExecutor(t.orm);
    const text = `select g as n, g * 2 as twice from generate_series(1, $1::int) g where g > $2`;
    const rows = await inContext(() => prepared.query(text, [5, 2]));
    expect(rows).toEqual(await inContext(() => makeSqlExecutor(t.orm).query(text, [5, 2])));
    // A statement that asks its own connection which statements it keeps names itself among them.
    const [own] = await inContext(() => prepared.query<{ count: number }>(PREPARED_HERE, [PREPARED_HERE]));
    expect(own!.count).toBe(1);
  });

  it('plans named statements for the values of each execution, never a generic plan', async () => {
    const prepared = makePreparedSqlExecutor(t.orm);
    const [row] = await inContext(() =>
      prepared.query<{ mode: string }>(`select current_setting('plan_cache_mode') as mode`),
    );
    expect(row!.mode).toBe('force_custom_plan');
  });

  it('runs on the transaction inside one, so it sees the writes of that transaction', async () => {
    const prepared = makePreparedSqlExecutor(t.orm);
    const plain = makeSqlExecutor(t.orm);
    const seen = await inContext(() =>
      makeTransactional(t.orm)(async () => {
        await plain.query(`create temporary table prepared_probe (v int) on commit drop`);
        await plain.query(`insert into prepared_probe values (7)`);
        return prepared.query<{ v: number }>(`select v from prepared_probe`);
      }),
    );
    expect(seen).toEqual([{ v: 7 }]);
  });

  it('runs texts past the cap unnamed, with the same answers', async () => {
    const prepared = makePreparedSqlExecutor(t.orm, 0);
    const [own] = await inContext(() => prepared.query<{ count: number }>(PAST_THE_CAP, [PAST_THE_CAP]));
    expect(own!.count).toBe(0);
  });
});
