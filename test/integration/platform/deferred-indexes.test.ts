import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staleNumberRuns } from '../../../src/modules/catalog/adapters/db/number-runs.ts';
import { createCatalogDemoSeed } from '../../../src/modules/catalog/index.ts';
import { deferIndexes, restoreDeferredIndexes } from '../../../src/platform/db/deferred-indexes.ts';
import { makeSqlExecutor } from '../../../src/platform/db/sql-executor.ts';
import { makeTransactional, withContext } from '../../../src/platform/db/unit-of-work.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sql = () => makeSqlExecutor(t.orm);
const inContext = <T>(work: () => Promise<T>) => withContext(t.orm, work);
const numberIndexes = () =>
  inContext(() =>
    sql().query<{ indexname: string; indexdef: string }>(
      `select indexname, indexdef from pg_indexes where schemaname = 'catalog' and tablename = 'number' order by indexname`,
    ),
  );

describe('indexes deferred by a bulk load (ADR 0083, 0092)', () => {
  it('drops every index but the keys and those kept for the load, remembers them, and builds the same definitions again', async () => {
    const before = await numberIndexes();
    const tx = makeTransactional(t.orm);
    const dropped = await inContext(() =>
      deferIndexes(sql(), tx, 'catalog.number', { keep: ['number_num_idx'] }),
    );
    expect(dropped).toContain('number_digits_trgm_idx');
    expect(dropped).toContain('number_state_categories_idx');
    expect(dropped).toContain('number_type_state_price_idx');
    const during = await numberIndexes();
    expect(during.map((index) => index.indexname).sort()).toEqual([
      'number_num_idx',
      'number_pkey',
      'number_tn_unique',
    ]);
    expect(during.map((index) => index.indexname).sort()).toEqual(
      before
        .map((index) => index.indexname)
        .filter((name) => !dropped.includes(name))
        .sort(),
    );

    expect((await inContext(() => restoreDeferredIndexes(sql(), tx))).sort()).toEqual([...dropped].sort());
    expect(await numberIndexes()).toEqual(before);
    const [left] = await inContext(() =>
      sql().query<{ count: number }>('select count(*)::int as count from platform.deferred_index'),
    );
    expect(left?.count).toBe(0);
  });

  it('lets a later start build what an interrupted load left dropped, and builds nothing when none was', async () => {
    const before = await numberIndexes();
    const tx = makeTransactional(t.orm);
    await inContext(() => deferIndexes(sql(), tx, 'catalog.number'));
    // The load's process died here: only the recorded definitions are left.
    expect((await inContext(() => restoreDeferredIndexes(sql(), tx))).length).toBeGreaterThan(0);
    expect(await numberIndexes()).toEqual(before);
    expect(await inContext(() => restoreDeferredIndexes(sql(), tx))).toEqual([]);
  });

  it('lets a seed load without its search indexes and end with every index in place, searchable', async () => {
    const before = await numberIndexes();
    const seeded = await inContext(() =>
      createCatalogDemoSeed(t.orm, 2_000, { batch: 500, deferIndexes: true })(t.clock.now()),
    );
    expect(seeded).toBe(2_000);
    expect(await numberIndexes()).toEqual(before);
    // Its runs are written in one pass at the end, as a full refresh would write them.
    expect(await inContext(() => staleNumberRuns(sql()))).toBe(0);
    const [runs] = await inContext(() =>
      sql().query<{ count: number }>(
        'select count(*)::int as count from catalog.number where run_length >= 2',
      ),
    );
    expect(runs?.count).toBeGreaterThan(0);
    const search = await t.request('/api/tnSearch?type=local&search=CARS&moreResults=true');
    expect(search.status).toBe(200);
  });

  it('refuses anything but a schema-qualified table name', async () => {
    const tx = makeTransactional(t.orm);
    await expect(inContext(() => deferIndexes(sql(), tx, 'number; drop table x'))).rejects.toThrow(
      'schema.table',
    );
  });
});
