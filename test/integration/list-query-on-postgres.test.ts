import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InventoryNumberSchema } from '../../src/modules/catalog/adapters/db/inventory.mapping.ts';
import { createCatalogDemoSeed } from '../../src/modules/catalog/index.ts';
import { currentEm, withContext } from '../../src/platform/db/unit-of-work.ts';
import { defineListResource } from '../../src/shared/list-query.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const numbers = defineListResource({
  fields: {
    tn: { type: 'string' },
    state: { type: 'string' },
    price: { type: 'integer', property: 'priceCents' },
    createdAt: { type: 'date' },
    type: { type: 'enum', values: ['local', 'tollfree', 'global'] },
  },
  defaultSort: { tn: 1 },
  maxLimit: 100,
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await withContext(t.orm, () => createCatalogDemoSeed(t.orm, 2_000)(t.clock.now()));
});
afterAll(() => t.close());

function find(query: string) {
  const parsed = numbers.parse(new URLSearchParams(query));
  return withContext(t.orm, async () => {
    const em = currentEm(t.orm);
    const [rows, total] = await em.findAndCount(InventoryNumberSchema, parsed.where as object, {
      orderBy: parsed.orderBy,
      limit: parsed.limit,
      offset: parsed.offset,
    });
    return { rows, total, parsed };
  });
}

describe('the list query language on PostgreSQL', () => {
  it('filters with range operators, sorts and pages as asked', async () => {
    const { rows, total } = await find('price[$gte]=10000&price[$lt]=50000&$sort[price]=-1&$limit=5&$skip=2');
    expect(rows).toHaveLength(5);
    expect(total).toBeGreaterThan(5);
    for (const row of rows) expect(row.priceCents).toBeGreaterThanOrEqual(10000);
    const prices = rows.map((row) => row.priceCents);
    expect(prices).toEqual([...prices].sort((x, y) => y - x));
  });

  it('matches $in on an enum and $contains as a case-insensitive substring', async () => {
    const tollFree = await find('type[$in]=tollfree&$limit=3');
    for (const row of tollFree.rows) expect(row.type).toBe('tollfree');
    const contains = await find('tn[$contains]=%2B1201&$limit=3');
    for (const row of contains.rows) expect(row.tn).toContain('+1201');
  });

  it('treats LIKE wildcards typed by the user as plain text in $contains', async () => {
    const { total } = await find('tn[$contains]=%25');
    expect(total).toBe(0);
  });

  it('rejects an unknown field before any SQL is built', () => {
    expect(() => numbers.parse(new URLSearchParams('costCents[$gt]=0'))).toThrow(/invalid/i);
  });
});
