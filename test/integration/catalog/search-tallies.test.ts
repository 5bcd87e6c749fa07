import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TALLY_MAX_AGE_MS } from '../../../src/modules/catalog/adapters/db/search-tallies.ts';
import { SEARCH_MEMO_TTL_MS } from '../../../src/modules/catalog/adapters/memory/search-memos.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/** More numbers in one area code than twice the paging cap: a search the tallies may answer. */
const NUMBERS = 20_400;
const CITIES = ['Burlington', 'Montpelier', 'Rutland'];

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-22T12:00:00Z' });
  await t.sql(
    `insert into catalog.number (tn, npa, nxx, state, city, country, type, vendor, cost_cents, price_cents,
       retail_price_cents, license_monthly_cents, status, created_at, digits, num, patterns, categories)
     select '+1802' || lpad(i::text, 7, '0'), '802', substr(lpad(i::text, 7, '0'), 1, 3), 'VT',
       ($2::text[])[1 + i % 3], 'US', 'local', (array['acme', 'zenith'])[1 + i % 2], 100,
       case when i % 5 = 0 then 0 else 500 + (i % 50) * 1000 end, 90000,
       case when i % 5 = 0 then 1500 end, 'available', $1, '802' || lpad(i::text, 7, '0'),
       ('1802' || lpad(i::text, 7, '0'))::bigint,
       case when i % 10 = 0 then array['XXXX'] else '{}'::text[] end,
       case when i % 4 = 0 then array['memorable'] else '{}'::text[] end
     from generate_series(1, ${NUMBERS}) i`,
    [t.clock.now(), CITIES],
  );
  await refreshTallies();
}, 60_000);
afterAll(() => t.close());

/** What the scheduled job does every five minutes. */
async function refreshTallies() {
  const job = t.composed.jobs.find((definition) => definition.queue === 'catalog.refresh-search-tallies');
  await t.composed.ports.runInContext(() => job!.handle({}));
}

/** A new basket per request, as visitors come (memos are shared by every basket, ADR 0077). */
const search = async (query: string) => {
  const response = await t.request(`/api/tnSearch?${query}&basketUuid=${randomUUID()}`);
  expect(response.status, query).toBe(200);
  return response.json();
};
const sum = (facets: Array<{ count: number }>) => facets.reduce((total, facet) => total + facet.count, 0);

describe('search tallies (ADR 0011)', () => {
  it('tally every number on offer once per facet, however often the job runs', async () => {
    await refreshTallies();
    const rows = await t.sql<{ facet: string; numbers: string }>(
      `select facet, sum(numbers) as numbers from catalog.search_tally where npa = '802' group by facet`,
    );
    const byFacet = Object.fromEntries(rows.map((row) => [row.facet, Number(row.numbers)]));
    expect(byFacet).toMatchObject({ all: NUMBERS, city: NUMBERS, vendor: NUMBERS });
    expect(byFacet.pattern).toBe(NUMBERS / 10);
    expect(byFacet.category).toBe(NUMBERS / 4);
    // The state's and the country's tallies add up the area codes' (here, one).
    const levels = await t.sql<{ level: number; numbers: string }>(
      `select level, sum(numbers) as numbers from catalog.search_tally where facet = 'all' group by level order by level`,
    );
    expect(levels.map((row) => [row.level, Number(row.numbers)])).toEqual([
      [0, NUMBERS],
      [1, NUMBERS],
      [2, NUMBERS],
    ]);
  });

  it('answer a search by state or nationwide as they answer its area code', async () => {
    for (const area of ['state=VT', 'country=US']) {
      const body = await search(`type=local&${area}&moreResults=true&$limit=12&withAggregations=true`);
      expect(body.total, area).toBe(10_000);
      expect(body.filterData.countsPartial, area).toBe(false);
      expect(sum(body.filterData.city), area).toBe(NUMBERS);
    }
  });

  it('give a broad search every sidebar count, not a sample of the first 10,000', async () => {
    const body = await search('type=local&npa=802&moreResults=true&$limit=12&withAggregations=true');
    expect(body.total).toBe(10_000);
    expect(body.refineHint).toMatch(/More than 10,000/);
    expect(body.filterData.countsPartial).toBe(false);
    expect(sum(body.filterData.city)).toBe(NUMBERS);
    expect(body.filterData.city.map((facet: { value: string }) => facet.value).sort()).toEqual(CITIES);
    expect(body.filterData.patterns).toEqual([
      expect.objectContaining({ value: 'XXXX', count: NUMBERS / 10 }),
    ]);
    expect(body.filterData.categories).toEqual([
      expect.objectContaining({ value: 'memorable', count: NUMBERS / 4 }),
    ]);
    // Licence-only numbers (priced 0) are in no price bucket.
    expect(sum(body.filterData.prices)).toBe(NUMBERS - NUMBERS / 5);
    expect(body.filterData.vendors).toEqual([]);
  });

  it('narrow the sidebar counts by price bucket and sale only', async () => {
    const body = await search(
      'type=local&npa=802&saleOnly=true&price=450-plus&moreResults=true&withAggregations=true',
    );
    const [expected] = await t.sql<{ count: string }>(
      `select count(*) from catalog.number where npa = '802' and price_cents >= 45000`,
    );
    expect(Number(expected!.count)).toBeGreaterThan(1_000);
    expect(body.total).toBe(Number(expected!.count));
    expect(body.filterData.countsPartial).toBe(false);
    expect(sum(body.filterData.city)).toBe(Number(expected!.count));
    expect(body.filterData.prices).toEqual([expect.objectContaining({ value: '450-plus' })]);
  });

  it('never let a held number onto a page, though a total from them lags until the next rebuild', async () => {
    const query = 'type=local&npa=802&saleOnly=true&price=450-plus&moreResults=true&$limit=12&sort=tn';
    const before = await search(query);
    const first = before.data[0] as { tn: string };
    await t.sql(
      `update catalog.number set reserved_basket = gen_random_uuid(), reserved_until = $1 where tn = $2`,
      [new Date(t.clock.now().getTime() + 30 * 60_000), first.tn],
    );
    try {
      const after = await search(query);
      expect(after.data.map((n: { tn: string }) => n.tn)).not.toContain(first.tn);
      expect(after.total).toBe(before.total);
      await refreshTallies();
      // A held number is still on offer (the hold may lapse): the tallies count it until it is sold.
      await t.sql(`update catalog.number set status = 'sold' where tn = $1`, [first.tn]);
      await refreshTallies();
      // Remembered totals are shared by every basket (ADR 0077): the next count comes once the memo lapses.
      t.clock.advance(SEARCH_MEMO_TTL_MS.totals + 1);
      expect((await search(query)).total).toBe(before.total - 1);
    } finally {
      await t.sql(
        `update catalog.number set status = 'available', reserved_basket = null, reserved_until = null where tn = $1`,
        [first.tn],
      );
      await refreshTallies();
    }
  });

  it('are not used once older than 20 minutes: search counts for itself', async () => {
    await t.sql(`update catalog.number set status = 'sold' where npa = '802' and num > 18020000000 + 100`);
    try {
      // Within the tallies' age a broad search still says "more than 10,000": it did not count.
      expect((await search('type=local&npa=802&moreResults=true')).total).toBe(10_000);
      t.clock.advance(TALLY_MAX_AGE_MS + 1_000);
      const stale = await search('type=local&npa=802&moreResults=true&withAggregations=true');
      expect(stale.total).toBe(100);
      expect(sum(stale.filterData.city)).toBe(100);
      await refreshTallies();
      expect((await search('type=local&npa=802&moreResults=true')).total).toBe(100);
    } finally {
      await t.sql(`update catalog.number set status = 'available' where npa = '802'`);
      await refreshTallies();
    }
  });
});
