import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSearchQuery } from '../../../scripts/bench/search-request.ts';
import { PostgresNumberSearch } from '../../../src/modules/catalog/adapters/db/postgres-number-search.ts';
import { makeSearchNumbers } from '../../../src/modules/catalog/app/search-numbers.ts';
import { createCatalogDemoSeed } from '../../../src/modules/catalog/index.ts';
import { makeSqlExecutor } from '../../../src/platform/db/sql-executor.ts';
import { withContext } from '../../../src/platform/db/unit-of-work.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/** The cap is the paging cap (10,000) in the product; lowered here so 20,000 numbers reach it. */
const CAP = 50;

let t: TestApp;
let searchNumbers: ReturnType<typeof makeSearchNumbers>;

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-22T12:00:00Z' });
  await withContext(t.orm, () => createCatalogDemoSeed(t.orm, 20_000)(t.clock.now()));
  searchNumbers = makeSearchNumbers({
    search: new PostgresNumberSearch(makeSqlExecutor(t.orm), { digitGatherCap: CAP }),
    clock: t.clock,
    themePatterns: async () => [],
  });
}, 60_000);
afterAll(() => t.close());

const search = (query: string, after: string | null = null) => {
  const parsed = parseSearchQuery(query);
  return withContext(t.orm, () => searchNumbers({ ...parsed, page: { ...parsed.page, after } }));
};
const prices = (answer: { data: { intprice: number }[] }) => answer.data.map((number) => number.intprice);
const ascending = (values: number[]) => values.every((value, i) => i === 0 || values[i - 1]! <= value);

describe('a digit search gathers at most the cap of matches, and says so', () => {
  // Endings of two digits are gathered first: 1% of the inventory, about 200 of these 20,000 numbers.
  const frequent = 'type=local&search=00&searchBy=endsWith&sort=price%2B&moreResults=true&$limit=20';

  it('flags a page sorted among the first matches found, with a hint that says so', async () => {
    const [{ count }] = (await t.sql<{ count: number }>(
      `select count(*)::int as count from catalog.number where type = 'local' and status = 'available' and tn like '%00'`,
    )) as [{ count: number }];
    expect(count).toBeGreaterThan(CAP);

    const first = await search(frequent);
    expect(first.matchesPartial).toBe(true);
    expect(first.refineHint).toBe(
      'More than 10,000 numbers match, so these are sorted among the first 10,000 found. Add an area code, a state or more digits to narrow the search.',
    );
    expect(first.data).toHaveLength(20);
    expect(first.data.every((number) => number.tn.endsWith('00'))).toBe(true);
    expect(ascending(prices(first))).toBe(true);
  });

  it('pages on within the same gathered matches: the next page follows the first, in order, without repeats', async () => {
    const first = await search(frequent);
    const second = await search(frequent, first.next);
    const third = await search(frequent, second.next);
    const all = [...first.data, ...second.data, ...third.data];
    expect(second.matchesPartial).toBe(true);
    expect(ascending(all.map((number) => number.intprice))).toBe(true);
    expect(new Set(all.map((number) => number.tn)).size).toBe(all.length);
    // Three pages of 20 reach past the 50 gathered (and the one more): the last page ends there.
    expect(all.length).toBe(CAP + 1);
    expect(third.next).toBeNull();
  });

  it('does not flag a search whose matches were all gathered', async () => {
    const rare = await search('type=local&search=0000&searchBy=endsWith&sort=tn&moreResults=true&$limit=20');
    expect(rare.matchesPartial).toBe(false);
    expect(rare.refineHint).toBeNull();
  });

  it('flags a regular answer whose sections were picked among the first matches found', async () => {
    const regular = await search('type=local&search=00&searchBy=endsWith');
    expect(regular.style).toBe('regular');
    expect(regular.data.length).toBeGreaterThan(0);
    expect(regular.matchesPartial).toBe(true);
    expect(regular.refineHint).toBe(
      'More than 10,000 numbers match, so these are picked among the first 10,000 found. Add an area code, a state or more digits to narrow the search.',
    );
  });
});
