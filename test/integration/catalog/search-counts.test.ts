import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSearchQuery } from '../../../scripts/bench/search-request.ts';
import { PostgresNumberSearch } from '../../../src/modules/catalog/adapters/db/postgres-number-search.ts';
import { TALLY_TOTALS_FROM } from '../../../src/modules/catalog/adapters/db/search-tallies.ts';
import { SEARCH_MEMO_TTL_MS } from '../../../src/modules/catalog/adapters/memory/search-memos.ts';
import { makeSearchNumbers } from '../../../src/modules/catalog/app/search-numbers.ts';
import { RecordingSqlExecutor } from '../../../src/platform/db/recording-sql-executor.ts';
import { makeSqlExecutor } from '../../../src/platform/db/sql-executor.ts';
import { withContext } from '../../../src/platform/db/unit-of-work.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/** Single numbers of area code 802, none next to another: enough for the tallies to answer (ADR 0011). */
const SINGLES = TALLY_TOTALS_FROM + 200;
/** Blocks of consecutive numbers, first line and length, all priced $5 except where said. */
const BLOCKS = [
  { first: 5550100, length: 12 },
  { first: 5550200, length: 3 },
  { first: 5550300, length: 2 },
];
/** The middle of the block of 12, priced $600: a price filter splits that block into 5 and 6. */
const DEAR_IN_BLOCK = '+18025550105';
const ALL = SINGLES + BLOCKS.reduce((sum, block) => sum + block.length, 0);

let t: TestApp;

const insert = (tns: string, price: string) =>
  `insert into catalog.number (tn, npa, nxx, state, city, country, type, vendor, cost_cents, price_cents,
     retail_price_cents, status, created_at, digits, num)
   select tn, '802', substr(tn, 6, 3), 'VT', 'Burlington', 'US', 'local', 'acme', 100, ${price}, 90000,
     'available', $1, substr(tn, 3), substr(tn, 2)::bigint
   from (${tns}) numbers(tn)`;

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-24T12:00:00Z' });
  await t.sql(
    insert(`select '+18022' || lpad((i * 2)::text, 6, '0') from generate_series(1, ${SINGLES}) i`, '500'),
    [t.clock.now()],
  );
  for (const block of BLOCKS) {
    await t.sql(
      insert(
        `select '+1802' || (${block.first} + i)::text from generate_series(0, ${block.length - 1}) i`,
        `case when tn = '${DEAR_IN_BLOCK}' then 60000 else 500 end`,
      ),
      [t.clock.now()],
    );
  }
  await runJob('catalog.refresh-number-runs');
  await runJob('catalog.refresh-search-tallies');
}, 60_000);
afterAll(() => t.close());

async function runJob(queue: string) {
  const job = t.composed.jobs.find((definition) => definition.queue === queue);
  await t.composed.ports.runInContext(() => job!.handle({}));
}

/** A new basket per request unless one is given, as visitors come (memos are shared by every basket, ADR 0077). */
const search = async (query: string, basketUuid: string = randomUUID()) => {
  const response = await t.request(`/api/tnSearch?${query}&basketUuid=${basketUuid}`);
  expect(response.status, query).toBe(200);
  return response.json();
};

const groupsOf = (body: { filterData: { groups: Array<{ value: string; count: number }> } }) =>
  Object.fromEntries(body.filterData.groups.map((group) => [group.value, group.count]));

describe('how old the counts of a search are', () => {
  // Start with: 17 numbers, so a page of 12 leaves the total to a count; not a shape the tallies answer.
  const counted = 'type=local&npa=802&startWith=555&moreResults=true&$limit=12&withAggregations=true';

  it('says nothing is approximate when every count was made for the answer', async () => {
    const body = await search(counted);
    expect(body.total).toBe(17);
    expect(body).toMatchObject({ countsAsOf: null, totalApproximate: false, facetsApproximate: false });
  });

  it('dates remembered counts by when they were made, until the memo lapses', async () => {
    const basket = randomUUID();
    const first = await search(counted, basket);
    const countedAt = t.clock.now().toISOString();
    expect(first.countsAsOf).toBeNull();

    t.clock.advance(SEARCH_MEMO_TTL_MS.totals - 1_000);
    expect(await search(counted, basket)).toMatchObject({
      countsAsOf: countedAt,
      totalApproximate: true,
      facetsApproximate: true,
    });

    t.clock.advance(2_000);
    const later = await search(counted, basket);
    // The total is counted again; the sidebar counts are remembered longer.
    expect(later).toMatchObject({ countsAsOf: countedAt, totalApproximate: false, facetsApproximate: true });
    t.clock.advance(SEARCH_MEMO_TTL_MS.facets);
    expect(await search(counted, basket)).toMatchObject({ countsAsOf: null, facetsApproximate: false });
  });

  it('dates counts taken from the tallies by their rebuild', async () => {
    const rebuiltAt = t.clock.now().toISOString();
    await runJob('catalog.refresh-search-tallies');
    t.clock.advance(3 * 60_000);

    const body = await search('type=local&npa=802&moreResults=true&$limit=12&withAggregations=true');
    expect(body.total).toBe(ALL);
    expect(body).toMatchObject({ countsAsOf: rebuiltAt, totalApproximate: true, facetsApproximate: true });
  });

  it('says nothing is approximate for an exact number', async () => {
    const body = await search(`fqtnSearch=${encodeURIComponent('+18022000002')}`);
    expect(body).toMatchObject({ total: 1, countsAsOf: null, totalApproximate: false });
  });
});

describe('find-a-block sizes in the sidebar (filterData.groups)', () => {
  it('counts the blocks of each size on offer, from the tallies path too', async () => {
    const body = await search('type=local&npa=802&moreResults=true&$limit=12&withAggregations=true');
    expect(body.facetsApproximate).toBe(true);
    expect(groupsOf(body)).toEqual({ '2': 3, '3': 2, '5': 1, '10': 1 });
    expect(body.filterData.groups[0]).toEqual({ value: '2', label: '2 or more in a row', count: 3 });
    expect(body.filterData.countsPartial).toBe(false);
  });

  it('counts blocks of numbers that all match, so a filter splits a block', async () => {
    const body = await search('type=local&npa=802&price=5-49&startWith=555&withAggregations=true');
    expect(body.facetsApproximate).toBe(false);
    expect(groupsOf(body)).toEqual({ '2': 4, '3': 3, '5': 2 });
  });

  it('leaves out the search’s own block size, so every size stays on offer', async () => {
    const body = await search('type=local&npa=802&consecutive=10&moreResults=true&withAggregations=true');
    expect(body.data).toHaveLength(12);
    expect(groupsOf(body)).toEqual({ '2': 3, '3': 2, '5': 1, '10': 1 });
  });

  it('counts a digit search’s blocks in its own sample of matches, a filter splitting a block there too', async () => {
    // "5550" is in the blocks' numbers only (802-555-01xx, -02xx, -03xx).
    const digits = await search('type=local&npa=802&search=5550&withAggregations=true');
    expect(digits.filterData.countsPartial).toBe(false);
    expect(groupsOf(digits)).toEqual({ '2': 3, '3': 2, '5': 1, '10': 1 });
    const cheap = await search('type=local&npa=802&search=5550&price=5-49&withAggregations=true');
    expect(groupsOf(cheap)).toEqual({ '2': 4, '3': 3, '5': 2 });
  });

  it('counts an area’s blocks in its sidebar sample when the sample holds every match, through the runs when it does not (docs/adr/0091)', async () => {
    // A city is a filter the tallies do not count with: the sidebar samples the matches.
    const query = 'type=local&npa=802&city=Burlington&price=5-49&withAggregations=true';
    const sidebar = async (sidebarSample?: number) => {
      const recording = new RecordingSqlExecutor(makeSqlExecutor(t.orm));
      const searchNumbers = makeSearchNumbers({
        search: new PostgresNumberSearch(recording, { sidebarSample }),
        clock: t.clock,
        themePatterns: async () => [],
      });
      const answer = await withContext(t.orm, () => searchNumbers(parseSearchQuery(query)));
      const statements = recording.take().filter((statement) => /'sampled'|'matched'/.test(statement.text));
      if (!('filterData' in answer)) throw new Error(`no sidebar for ${query}`);
      return { answer, statements: statements.length };
    };
    // Every match sampled: one statement, the blocks counted among the matches.
    const whole = await sidebar();
    expect(whole.statements).toBe(1);
    expect(whole.answer.filterData.countsPartial).toBe(false);
    expect(groupsOf(whole.answer)).toEqual({ '2': 4, '3': 3, '5': 2 });
    // A sample of 100 of the 1,200 matches would see hardly a block whole: the runs are walked after it.
    const part = await sidebar(100);
    expect(part.statements).toBe(2);
    expect(part.answer.filterData.countsPartial).toBe(true);
    expect(groupsOf(part.answer)).toEqual({ '2': 4, '3': 3, '5': 2 });
  });

  it('never counts a block across an exchange’s edge, as runs never cross one', async () => {
    // 802-556-9999 and 802-557-0000 are consecutive numbers of two exchanges: two runs of one.
    await t.sql(insert(`select unnest(array['+18025569999', '+18025570000'])`, '500'), [t.clock.now()]);
    await runJob('catalog.refresh-number-runs');
    const body = await search('type=local&npa=802&startWith=55&withAggregations=true');
    expect(groupsOf(body)).toEqual({ '2': 3, '3': 2, '5': 1, '10': 1 });
    await t.sql(`delete from catalog.number where tn in ('+18025569999', '+18025570000')`);
    await runJob('catalog.refresh-number-runs');
  });

  it('splits a block at a number held by another basket', async () => {
    await t.sql(
      `update catalog.number set reserved_basket = gen_random_uuid(), reserved_until = $1 where tn = '+18025550201'`,
      [new Date(t.clock.now().getTime() + 30 * 60_000)],
    );
    const body = await search('type=local&npa=802&startWith=555&withAggregations=true');
    expect(groupsOf(body)).toEqual({ '2': 2, '3': 1, '5': 1, '10': 1 });
  });

  it('takes a broad search’s block sizes from the tallies, as of their rebuild', async () => {
    const broad = 'type=local&state=VT&moreResults=true&$limit=12&withAggregations=true';
    await runJob('catalog.refresh-search-tallies');
    // Like every tally, blocks count held numbers as on offer (ADR 0011).
    expect(groupsOf(await search(broad))).toEqual({ '2': 3, '3': 2, '5': 1, '10': 1 });

    await t.sql(`update catalog.number set status = 'sold' where tn = '+18025550300'`);
    expect(groupsOf(await search(broad))).toEqual({ '2': 3, '3': 2, '5': 1, '10': 1 });
    await runJob('catalog.refresh-search-tallies');
    // Remembered sidebar counts are shared by every basket (ADR 0077): read again once the memo lapses.
    t.clock.advance(SEARCH_MEMO_TTL_MS.facets + 1);
    expect(groupsOf(await search(broad))).toEqual({ '2': 2, '3': 2, '5': 1, '10': 1 });
  });
});
