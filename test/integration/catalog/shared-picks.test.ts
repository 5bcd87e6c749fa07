import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseSearchQuery } from '../../../scripts/bench/search-request.ts';
import { PostgresNumberSearch } from '../../../src/modules/catalog/adapters/db/postgres-number-search.ts';
import { inProcessSearchMemos } from '../../../src/modules/catalog/adapters/memory/search-memos.ts';
import { makeSearchNumbers } from '../../../src/modules/catalog/app/search-numbers.ts';
import { createCatalogDemoSeed } from '../../../src/modules/catalog/index.ts';
import { RecordingSqlExecutor } from '../../../src/platform/db/recording-sql-executor.ts';
import { makeSqlExecutor } from '../../../src/platform/db/sql-executor.ts';
import { withContext } from '../../../src/platform/db/unit-of-work.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let busiestNpa: string;

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-22T12:00:00Z' });
  await withContext(t.orm, () => createCatalogDemoSeed(t.orm, 20_000)(t.clock.now()));
  [{ npa: busiestNpa }] = (await t.sql<{ npa: string }>(
    `select npa from catalog.number where type = 'local' group by npa order by count(*) desc limit 1`,
  )) as [{ npa: string }];
}, 60_000);
afterAll(() => t.close());

/** One API process's search: its memos, and every statement it runs. */
let recording: RecordingSqlExecutor;
let searchNumbers: ReturnType<typeof makeSearchNumbers>;
beforeEach(() => {
  t.clock.advance(120_000);
  recording = new RecordingSqlExecutor(makeSqlExecutor(t.orm));
  searchNumbers = makeSearchNumbers({
    search: new PostgresNumberSearch(recording),
    clock: t.clock,
    themePatterns: async () => [],
    memos: inProcessSearchMemos(t.clock, 8 * 1024 * 1024),
  });
});

type Answer = Awaited<ReturnType<typeof searchNumbers>>;
const search = (query: string, basketUuid: string | null) => {
  const parsed = parseSearchQuery(basketUuid ? `${query}&basketUuid=${basketUuid}` : query);
  // As the router does: the cursor goes with the paging, not the criteria.
  const { after, ...request } = parsed.request as typeof parsed.request & { after?: string };
  return withContext(t.orm, () =>
    searchNumbers({ ...parsed, request, page: { ...parsed.page, after: after ?? null } }),
  );
};
const tns = (answer: Answer) => answer.data.map((number) => number.tn);
const sectionsRun = () =>
  recording.take().filter((statement) => statement.text.includes('picks as (')).length;
const hold = (tn: string, basket: string) =>
  t.sql(`update catalog.number set reserved_basket = $1, reserved_until = $2 where tn = $3`, [
    basket,
    new Date(t.clock.now().getTime() + 30 * 60_000),
    tn,
  ]);

describe('section picks shared by every visitor (docs/adr/0077)', () => {
  const query = () => `type=local&npa=${busiestNpa}`;

  it('picks once for two baskets: the second answer is one re-read of the picked numbers', async () => {
    const first = await search(query(), randomUUID());
    expect(sectionsRun()).toBe(1);
    const second = await search(query(), randomUUID());
    const statements = recording.take();
    expect(statements.filter((s) => s.text.includes('picks as ('))).toHaveLength(0);
    expect(statements).toHaveLength(1);
    expect(tns(second)).toEqual(tns(first));
  });

  it('keeps the picks for a minute, then picks again', async () => {
    await search(query(), null);
    t.clock.advance(59_000);
    await search(query(), randomUUID());
    expect(sectionsRun()).toBe(1);
    t.clock.advance(2_000);
    await search(query(), randomUUID());
    expect(sectionsRun()).toBe(1);
  });

  it('never shows a number held by one basket to another, and still shows it to its own basket', async () => {
    const mine = randomUUID();
    const before = await search(query(), null);
    const picked = before.data.at(-1)!.tn;
    await hold(picked, mine);
    recording.take();

    expect(tns(await search(query(), mine))).toContain(picked);
    expect(tns(await search(query(), randomUUID()))).not.toContain(picked);
    expect(tns(await search(query(), null))).not.toContain(picked);
  });

  it('drops a sold number at once for every basket, and picks again so the sections stay full', async () => {
    const before = await search(query(), randomUUID());
    const sold = before.data[1]!;
    await t.sql(`update catalog.number set status = 'sold' where tn = $1`, [sold.tn]);
    recording.take();

    const after = await search(query(), randomUUID());
    expect(tns(after)).not.toContain(sold.tn);
    expect(sectionsRun()).toBe(1);
    const inSection = (answer: Answer) =>
      answer.data.filter((n) => n.sectionName === sold.sectionName).length;
    expect(inSection(after)).toBe(inSection(before));
    expect(tns(await search(query(), randomUUID()))).not.toContain(sold.tn);
    expect(sectionsRun()).toBe(0);
  });

  it('shares totals and sidebar counts between baskets too', async () => {
    const paged = `type=local&npa=${busiestNpa}&moreResults=true&$limit=12&withAggregations=true`;
    await search(paged, randomUUID());
    const first = recording.take().length;
    await search(paged, randomUUID());
    // Only the page itself is read again.
    expect(recording.take()).toHaveLength(1);
    expect(first).toBeGreaterThan(1);
  });
});

describe('keyset paging (docs/adr/0077)', () => {
  const paged = (sort: string) => `type=local&npa=${busiestNpa}&moreResults=true&$limit=12&sort=${sort}`;

  for (const sort of ['price%2B', 'price-', 'tn']) {
    it(`pages by the next cursor exactly as by $skip (sort ${decodeURIComponent(sort)})`, async () => {
      const first = await search(paged(sort), null);
      const byCursor = await search(`${paged(sort)}&after=${first.next}`, null);
      const bySkip = await search(`${paged(sort)}&$skip=12`, null);
      expect(byCursor.skip).toBe(12);
      expect(tns(byCursor)).toEqual(tns(bySkip));
      expect(byCursor.total).toBe(bySkip.total);
    });
  }

  it('starts after the last number seen, though one before it was sold since', async () => {
    const first = await search(paged('price%2B'), null);
    const expected = tns(await search(`${paged('price%2B')}&$skip=12`, null));
    await t.sql(`update catalog.number set status = 'sold' where tn = $1`, [first.data[0]!.tn]);
    expect(tns(await search(`${paged('price%2B')}&after=${first.next}`, null))).toEqual(expected);
  });

  it('pages a digit search by cursor too, still counting every match', async () => {
    const query = 'type=local&search=555&moreResults=true&$limit=5';
    const first = await search(query, null);
    const second = await search(`${query}&after=${first.next}`, null);
    expect(tns(second)).toEqual(tns(await search(`${query}&$skip=5`, null)));
    expect(second.total).toBe(first.total);
  });

  it('refuses a cursor made for another sort', async () => {
    const first = await search(paged('price%2B'), null);
    await expect(search(`${paged('tn')}&after=${first.next}`, null)).rejects.toMatchObject({
      code: 'catalog.bad_page_cursor',
    });
  });

  it('gives no cursor for the last page or find-a-block', async () => {
    const [{ npa }] = (await t.sql<{ npa: string }>(
      `select npa from catalog.number where type = 'local' and status = 'available' group by npa
        having count(*) between 2 and 10 order by npa limit 1`,
    )) as [{ npa: string }];
    expect((await search(`type=local&npa=${npa}&moreResults=true&$limit=12`, null)).next).toBeNull();
    expect((await search(`type=local&consecutive=2&moreResults=true&$limit=12`, null)).next).toBeNull();
  });
});

describe('one capped count per answer (docs/adr/0081)', () => {
  it('takes the total from the sidebar counts just made over the matches: no count of its own', async () => {
    const [{ state, city, matches }] = (await t.sql<{ state: string; city: string; matches: number }>(
      `select state, city, count(*)::int as matches from catalog.number
        where type = 'local' and status = 'available' and city is not null
        group by state, city order by count(*) desc limit 1`,
    )) as [{ state: string; city: string; matches: number }];
    // More than a page: a first page that is not full needs no count at all.
    expect(matches).toBeGreaterThan(12);
    const query = `type=local&state=${state}&city=${encodeURIComponent(city)}&moreResults=true&$limit=12&withAggregations=true`;

    const answer = await search(query, randomUUID());

    const statements = recording.take();
    expect(statements.some((s) => s.text.includes('count(*)::int as total'))).toBe(false);
    expect(answer.total).toBe(matches);
    expect(answer).toMatchObject({ countsAsOf: null, totalApproximate: false });
    expect('filterData' in answer && answer.filterData.city).toEqual([
      { value: city, count: matches, label: city },
    ]);
  });
});

describe('sidebar counts shared across sorts and filter orders', () => {
  it('counts a search once for every sort and every order of its filter values', async () => {
    const [first, second] = (await t.sql<{ state: string; city: string }>(
      `select state, city from catalog.number where type = 'local' and status = 'available' and city is not null
        group by state, city having count(*) > 12 order by state, count(*) desc limit 2`,
    )) as [{ state: string; city: string }, { state: string; city: string }];
    const cities = (a: string, b: string) => `city=${encodeURIComponent(a)}&city=${encodeURIComponent(b)}`;
    const query = (sort: string, order: string) =>
      `type=local&state=${first.state}&${order}&sort=${encodeURIComponent(sort)}&moreResults=true&$limit=12&withAggregations=true`;
    const samples = () =>
      recording.take().filter((s) => s.text.includes('select n.city, n.categories')).length;

    const byPrice = await search(query('price+', cities(first.city, second.city)), null);
    expect(samples()).toBe(1);
    const byNumber = await search(query('tn', cities(second.city, first.city)), randomUUID());
    const byPriceDown = await search(query('price-', cities(first.city, second.city)), null);

    expect(samples()).toBe(0);
    expect('filterData' in byNumber && byNumber.filterData).toEqual(
      'filterData' in byPrice && byPrice.filterData,
    );
    expect(byPriceDown.total).toBe(byPrice.total);
  });
});
