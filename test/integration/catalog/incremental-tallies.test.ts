import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  refreshLoggedNumberRuns,
  staleNumberRuns,
  TAKE_LOGGED_EXCHANGES,
} from '../../../src/modules/catalog/adapters/db/number-runs.ts';
import { PostgresNumberHolds } from '../../../src/modules/catalog/adapters/db/postgres-number-holds.ts';
import { rebuildSearchTallies } from '../../../src/modules/catalog/adapters/db/search-tally-rebuild.ts';
import { createListingPublisher } from '../../../src/modules/catalog/index.ts';
import { makeSqlExecutor } from '../../../src/platform/db/sql-executor.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/**
 * Tallies and runs refreshed per changed area code and exchange (docs/adr/0078): 3,000 numbers in
 * Vermont's 802 (three runs of 400 from 500-0000, the rest every other number from 234-0800) and 3,000 in New
 * Hampshire's 603, so a broad search and a block search take their counts from the tallies.
 */
const PER_AREA = 3_000;

let t: TestApp;
const sql = () => makeSqlExecutor(t.orm);

const insertArea = (npa: string, state: string) =>
  t.sql(
    `insert into catalog.number (tn, npa, nxx, state, city, country, type, vendor, cost_cents, price_cents,
       retail_price_cents, status, created_at, digits, num, patterns, categories)
     select '+1' || $1 || lpad(n::text, 7, '0'), $1, substr(lpad(n::text, 7, '0'), 1, 3), $2, 'Town', 'US', 'local',
       'acme', 100, 500 + (i % 7) * 1000, 90000, 'available', $3, $1 || lpad(n::text, 7, '0'),
       ('1' || $1 || lpad(n::text, 7, '0'))::bigint, case when i % 10 = 0 then array['XXXX'] else '{}'::text[] end, '{}'
     from (select i, case when (i / 100) % 10 < 4 then 5000000 + i else 2340000 + i * 2 end as n
       from generate_series(0, ${PER_AREA - 1}) i) g`,
    [npa, state, t.clock.now()],
  );

const runJob = async (queue: string) => {
  const job = t.composed.jobs.find((definition) => definition.queue === queue)!;
  await t.composed.ports.runInContext(() => job.handle({}));
};
const refreshTallies = () => runJob('catalog.refresh-search-tallies');
const refreshRuns = () => runJob('catalog.refresh-number-runs');

/** Where each area code's level-0 tally rows are stored: a rebuilt row is a new row version (ctid). */
const tallyRowVersions = async (npa: string) =>
  (
    await t.sql<{ ctid: string }>(
      `select ctid::text from catalog.search_tally where level = 0 and npa = $1 order by ctid`,
      [npa],
    )
  ).map((row) => row.ctid);
const loggedAreas = async () =>
  (await t.sql<{ npa: string }>('select distinct npa from catalog.number_dirty_area order by npa')).map(
    (row) => row.npa,
  );
const allTallies = () =>
  t.sql(
    `select level, type, country, state, npa, price_bucket, for_sale, licensable, facet, value, numbers
     from catalog.search_tally order by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10`,
  );
const search = async (query: string) => {
  const response = await t.request(`/api/tnSearch?${query}&basketUuid=${randomUUID()}`);
  expect(response.status, query).toBe(200);
  return response.json();
};

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-30T12:00:00Z' });
  await insertArea('802', 'VT');
  await insertArea('603', 'NH');
  await refreshRuns();
  await refreshTallies();
}, 60_000);
afterAll(() => t.close());

describe('incremental tallies and runs (docs/adr/0078)', () => {
  it('a sale in one area code logs only it, and the next job run rebuilds only its tallies', async () => {
    expect(await loggedAreas()).toEqual([]);
    const untouched = await tallyRowVersions('603');
    const holds = new PostgresNumberHolds(sql());
    const basket = randomUUID();
    const tn = '+18025000001';
    const now = t.clock.now();
    await t.composed.ports.runInContext(async () => {
      await holds.hold({ tn, basketUuid: basket, until: new Date(now.getTime() + 60_000), now });
    });
    // A hold changes nothing the tallies count (they never see holds), so nothing is logged.
    expect(await loggedAreas()).toEqual([]);
    const [held] = await t.sql<{ id: string }>('select id from catalog.number where tn = $1', [tn]);
    await t.composed.ports.runInContext(() =>
      holds.sell({ basketUuid: basket, numberIds: [Number(held!.id)], now }),
    );
    expect(await loggedAreas()).toEqual(['802']);
    const before = await tallyRowVersions('802');
    await refreshTallies();
    expect(await loggedAreas()).toEqual([]);
    expect(await tallyRowVersions('603')).toEqual(untouched);
    expect(await tallyRowVersions('802')).not.toEqual(before);
    const [all] = await t.sql<{ numbers: number }>(
      `select sum(numbers)::int as numbers from catalog.search_tally where facet = 'all' and level = 0 and npa = '802'`,
    );
    expect(all!.numbers).toBe(PER_AREA - 1);
  });

  it('a new listing logs its area code and its exchange, and the jobs count it and join its run', async () => {
    const publisher = createListingPublisher(t.orm, t.clock);
    // Between two numbers of 603's every-other-number part: 234-5001 joins 234-5000 and 234-5002 in a run.
    const outcome = await t.composed.ports.tx(() =>
      publisher.publishListing({
        tn: '+16032345001',
        sellerAccountId: 1,
        priceCents: 2500,
        retailPriceCents: 2500,
        onSaleUntil: null,
        minimumOfferCents: null,
        negotiable: false,
        licenseOneTimeCents: null,
        licenseMonthlyCents: null,
        licenseAnnualIncreasePercent: null,
        pigPickPercentage: 0,
        spelling: null,
      }),
    );
    expect(outcome).toBe('published');
    expect(await loggedAreas()).toEqual(['603']);
    await refreshRuns();
    const runs = await t.sql<{ tn: string; run_length: number }>(
      `select tn, run_length from catalog.number where tn in ('+16032345000', '+16032345001', '+16032345002') order by tn`,
    );
    expect(runs.map((row) => row.run_length)).toEqual([3, 3, 3]);
    await refreshTallies();
    const [all] = await t.sql<{ numbers: number }>(
      `select sum(numbers)::int as numbers from catalog.search_tally where facet = 'all' and level = 0 and npa = '603'`,
    );
    expect(all!.numbers).toBe(PER_AREA + 1);
  });

  it('leave the same tallies as a full rebuild, at every level, and the same runs as a full pass', async () => {
    await t.sql(`update catalog.number set status = 'sold' where tn in ('+18025000050', '+16032340800')`);
    await t.sql(`update catalog.number set price_cents = 99900 where tn = '+18022343000'`);
    await refreshRuns();
    await refreshTallies();
    const incremental = await allTallies();
    expect(await t.composed.ports.runInContext(() => staleNumberRuns(sql()))).toBe(0);
    await t.composed.ports.tx(() => rebuildSearchTallies(sql(), t.clock.now()));
    expect(await allTallies()).toEqual(incremental);
  });

  it('are idempotent: a run with nothing logged rewrites nothing and only moves the refresh time on', async () => {
    const versions = [...(await tallyRowVersions('802')), ...(await tallyRowVersions('603'))];
    const tallies = await allTallies();
    t.clock.advance(60_000);
    await refreshTallies();
    await refreshRuns();
    expect([...(await tallyRowVersions('802')), ...(await tallyRowVersions('603'))]).toEqual(versions);
    expect(await allTallies()).toEqual(tallies);
    const [refresh] = await t.sql<{ refreshed_at: Date }>(
      'select refreshed_at from catalog.search_tally_refresh',
    );
    expect(new Date(refresh!.refreshed_at)).toEqual(t.clock.now());
    const drained = await t.composed.ports.runInContext(() =>
      refreshLoggedNumberRuns(sql(), t.composed.ports.tx),
    );
    expect(drained).toEqual({ exchanges: 0, numbers: 0 });
  });

  it("count find-a-block's matches from the runs tallies, saying how old the count is", async () => {
    const [inRuns] = await t.sql<{ count: number }>(
      `select count(*)::int as count from catalog.number where status = 'available' and state = 'VT' and run_length >= 10`,
    );
    expect(inRuns!.count).toBeGreaterThanOrEqual(1_000);
    const body = await search('type=local&state=VT&consecutive=10&moreResults=true&$limit=12');
    expect(body.total).toBe(inRuns!.count);
    expect(body.totalApproximate).toBe(true);
    expect(body.countsAsOf).toBe(t.clock.now().toISOString());
  });
});

describe('taking logged exchanges off the log', () => {
  it('is planned without a nested loop even when the log was last analyzed empty (a 10M load slowed to a crawl)', async () => {
    await t.sql('delete from catalog.number_dirty_exchange');
    await t.sql('analyze catalog.number_dirty_exchange');
    await t.sql(
      'insert into catalog.number_dirty_exchange (exchange) select g from generate_series(1, 5000) g',
    );
    const [row] = await t.composed.ports.tx(async () => {
      const rows = await sql().query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
        `explain (format json) ${TAKE_LOGGED_EXCHANGES}`,
        [2_000],
      );
      return rows;
    });
    const types = nodeTypes(row!['QUERY PLAN'][0]!.Plan);
    expect(types).not.toContain('Nested Loop');
    await t.sql('delete from catalog.number_dirty_exchange');
  });
});

interface PlanNode {
  'Node Type': string;
  Plans?: PlanNode[];
}
const nodeTypes = (node: PlanNode): string[] => [node['Node Type'], ...(node.Plans ?? []).flatMap(nodeTypes)];
