import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchBenchQueries } from '../../../scripts/bench/search-queries.ts';
import { parseSearchQuery } from '../../../scripts/bench/search-request.ts';
import { DEMO_INVENTORY_SIZE } from '../../../src/modules/catalog/adapters/db/demo-inventory.ts';
import { PostgresNumberSearch } from '../../../src/modules/catalog/adapters/db/postgres-number-search.ts';
import { makeSearchNumbers } from '../../../src/modules/catalog/app/search-numbers.ts';
import { RecordingSqlExecutor } from '../../../src/platform/db/recording-sql-executor.ts';
import { makeSqlExecutor } from '../../../src/platform/db/sql-executor.ts';
import { withContext } from '../../../src/platform/db/unit-of-work.ts';
import { seedDemoData } from '../../../src/start.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let sample: { npa: string; state: string; exactTn: string; city: string };

beforeAll(async () => {
  t = await createTestApp();
  // Prepared as `make run` prepares it, by the same code: its size, and the seed's VACUUM ANALYZE.
  await seedDemoData(t.orm, DEMO_INVENTORY_SIZE, t.clock.now());
  const [busy] = await t.sql<{ npa: string; state: string; tn: string }>(
    `select npa, state, min(tn) as tn from catalog.number where type = 'local' group by npa, state order by count(*) desc limit 1`,
  );
  const [town] = await t.sql<{ city: string }>(
    `select city from catalog.number where type = 'local' and state = $1 and city is not null
      group by city order by count(*) limit 1`,
    [busy!.state],
  );
  sample = { npa: busy!.npa, state: busy!.state, exactTn: busy!.tn, city: town!.city };
}, 180_000);
afterAll(() => t.close());

/** The benchmark's searches, and shapes added since the last recorded run. */
const planQueries = (sample: { npa: string; state: string; exactTn: string; city: string }) => [
  ...searchBenchQueries(sample),
  { name: 'npa nearby', query: `type=local&npa=${sample.npa}&nearby=true&moreResults=true&$limit=48` },
  { name: 'state + word', query: `type=local&state=${sample.state}&search=CARS&moreResults=true&$limit=48` },
  { name: 'state + word, regular answer', query: `type=local&state=${sample.state}&search=LAW` },
  { name: 'npa by number', query: `type=local&npa=${sample.npa}&sort=tn&moreResults=true&$limit=48` },
  { name: 'state by number', query: `type=local&state=${sample.state}&sort=tn&moreResults=true&$limit=48` },
  {
    name: 'npa block of 10 with sidebar facets',
    query: `type=local&npa=${sample.npa}&consecutive=10&sort=tn&moreResults=true&$limit=48&withAggregations=true`,
  },
  {
    name: 'state + short ending with sidebar facets',
    query: `type=local&state=${sample.state}&search=00&searchBy=endsWith&moreResults=true&$limit=48&withAggregations=true`,
  },
  {
    name: 'state on sale with sidebar facets',
    query: `type=local&state=${sample.state}&isOnSale=true&moreResults=true&$limit=48&withAggregations=true`,
  },
  {
    name: 'state licensed with sidebar facets',
    query: `type=local&state=${sample.state}&licenseOnly=true&moreResults=true&$limit=48&withAggregations=true`,
  },
  {
    name: 'state + ending of four by price with sidebar facets',
    query: `type=local&state=${sample.state}&search=1000&searchBy=endsWith&sort=price%2B&moreResults=true&$limit=48&withAggregations=true`,
  },
  {
    name: 'state + get it now with sidebar facets',
    query: `type=local&state=${sample.state}&getItNow=true&moreResults=true&$limit=48&withAggregations=true`,
  },
  {
    name: 'state + pattern with sidebar facets',
    query: `type=local&state=${sample.state}&pattern=mirror-7&moreResults=true&$limit=48&withAggregations=true`,
  },
  {
    name: 'state + city block of 3 with sidebar facets',
    query: `type=local&state=${sample.state}&city=${encodeURIComponent(sample.city)}&consecutive=3&sort=tn&moreResults=true&$limit=48&withAggregations=true`,
  },
  {
    name: 'state + city with sidebar facets',
    query: `type=local&state=${sample.state}&city=${encodeURIComponent(sample.city)}&moreResults=true&$limit=48&withAggregations=true`,
  },
];

/** The search use case on a recording executor: the statements one search ran, to explain them. */
function recordedSearch(...themePatterns: string[]) {
  const recording = new RecordingSqlExecutor(makeSqlExecutor(t.orm));
  const searchNumbers = makeSearchNumbers({
    search: new PostgresNumberSearch(recording),
    clock: t.clock,
    themePatterns: async () => themePatterns,
  });
  return { recording, searchNumbers };
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function nodes(node: PlanNode): Array<PlanNode & Record<string, unknown>> {
  return [node as PlanNode & Record<string, unknown>, ...(node.Plans ?? []).flatMap(nodes)];
}

function indexesOf(node: PlanNode): string[] {
  return [...(node['Index Name'] ? [node['Index Name']] : []), ...(node.Plans ?? []).flatMap(indexesOf)];
}

const TRIGRAM_INDEXES = [
  'number_digits_trgm_idx',
  'number_npa_digits_trgm_idx',
  'number_state_digits_trgm_idx',
];

const RUNS_INDEXES = [
  'number_runs_idx',
  'number_type_runs_idx',
  'number_npa_runs_idx',
  'number_state_city_runs_idx',
];

/**
 * The index meant to serve each search's rows (any one of `uses`; none when the search reads no
 * numbers), and indexes it must not fall back to. Counts and sidebars may come from the tallies.
 */
const INTENDED: Record<
  string,
  { uses: string[]; never?: string[]; indexOnly?: boolean; indexOnlyWhereUsed?: string[] }
> = {
  // Since bulk loads stopped rewriting every row for its run (docs/adr/0078) the demo table is half
  // the size, and at 50,000 numbers the planner reads one area code's ~100 numbers from its price
  // index instead; at 200,000 and 1M numbers it still takes the trigram index (docs/bench-notes/tallies.md).
  'npa + word': { uses: ['number_npa_digits_trgm_idx', 'number_type_npa_price_idx'] },
  'state + word': { uses: ['number_state_digits_trgm_idx'] },
  // Its sections pick from the word's matches, gathered first: walking the state's price order for a rare
  // word read the whole state (95,003 entries for "LAW" in CA at 1M).
  'state + word, regular answer': {
    uses: ['number_state_digits_trgm_idx'],
    never: ['number_type_state_price_idx'],
  },
  'state + price bucket + sort': { uses: ['number_type_state_price_idx'] },
  // Toll-free numbers' own price index (docs/adr/0078), patterns in its INCLUDE list: the page is a short walk.
  'toll free 8** + pattern': { uses: ['number_tollfree_price_idx'] },
  'consecutive block of 10': { uses: ['number_runs_idx'] },
  'exact number': { uses: ['number_tn_unique'] },
  'sale only by price': { uses: ['number_type_price_idx'] },
  'deep page (skip 5000)': { uses: ['number_type_state_price_idx'] },
  'regular sectioned answer': { uses: ['number_type_npa_price_idx'] },
  'state with sidebar facets': { uses: ['number_type_state_price_idx'] },
  // A country's own range of the global numbers (one with none on offer read every global number).
  'global UK': { uses: ['number_global_country_price_idx'], never: ['number_type_price_idx'] },
  'no criteria': { uses: [] },
  // Every trigram index holds the digits' trigrams; the area-led ones can be read for them alone.
  'word nationwide by price': { uses: TRIGRAM_INDEXES },
  'ends with 7777 by price': {
    uses: ['number_type_last4_price_idx'],
    never: [...TRIGRAM_INDEXES, 'number_type_reverse_digits_idx'],
  },
  'npa nearby': { uses: ['number_type_npa_price_idx'] },
  // Walking number order by type alone filtered out every other area (2.3 s for one area code at 1M).
  'npa by number': { uses: ['number_type_npa_num_idx'], never: ['number_type_num_idx'] },
  'state by number': { uses: ['number_type_state_num_idx'], never: ['number_type_num_idx'] },
  // The area's number-order index has no run lengths: every row was read (4,062 for one area code at 1M).
  'npa block of 10 with sidebar facets': {
    uses: ['number_npa_runs_idx'],
    never: ['number_type_npa_num_idx'],
  },
  // The nationwide reversed-digits index read every match's row for its state (34,226 for "00" in CA at 1M).
  'state + short ending with sidebar facets': {
    uses: ['number_type_state_reverse_digits_idx'],
    never: ['number_type_reverse_digits_idx'],
  },
  // "On sale" is in 9% of numbers: the sidebar's 10,001 matches read ~110,000 rows from the table at 1M, then
  // walked all 95,546 of CA's price index entries; the partial index holds only the numbers on sale.
  // Its block sizes walk the state's runs, which carry the flags too: no run's row read for its flag.
  'state on sale with sidebar facets': {
    uses: ['number_type_state_on_sale_price_idx'],
    never: ['number_type_state_price_idx'],
    indexOnly: true,
    indexOnlyWhereUsed: RUNS_INDEXES,
  },
  // Licensed numbers are 17%: the same walk, the same remedy.
  'state licensed with sidebar facets': {
    uses: ['number_type_state_licensed_price_idx'],
    never: ['number_type_state_price_idx'],
    indexOnly: true,
    indexOnlyWhereUsed: RUNS_INDEXES,
  },
  // The last-four index has no state: the planner walked the state's whole price index (392 ms at 10M).
  'state + ending of four by price with sidebar facets': {
    uses: ['number_type_state_reverse_digits_idx'],
    never: ['number_type_state_price_idx', 'number_type_last4_price_idx'],
  },
  // The state's price index carries the flags (docs/adr/0084), and so do the runs its block sizes walk.
  'state + get it now with sidebar facets': {
    uses: ['number_type_state_price_idx'],
    indexOnly: true,
    indexOnlyWhereUsed: RUNS_INDEXES,
  },
  // A rare pattern: the state's own GIN entries, not every local number's (nor the state's whole price index).
  'state + pattern with sidebar facets': {
    uses: ['number_state_patterns_idx'],
    never: ['number_type_patterns_idx'],
  },
  // Walking the state's price index filtered out every other city (93,824 entries for one small city at 1M).
  // Its block sizes are counted in that sample, whose index carries each number (docs/adr/0091).
  'state + city with sidebar facets': { uses: ['number_type_state_city_price_idx'], indexOnly: true },
  // The state's runs walked in number order kept a small city's few: every run of the state read (384 ms at 10M).
  'state + city block of 3 with sidebar facets': {
    uses: ['number_state_city_runs_idx'],
    never: ['number_runs_idx'],
  },
};

function seqScansOfInventory(node: PlanNode): string[] {
  const own =
    node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'number' ? ['Seq Scan on number'] : [];
  return [...own, ...(node.Plans ?? []).flatMap(seqScansOfInventory)];
}

/**
 * With sequential scans priced out (enable_seqscan off), any "Seq Scan on number" left in a plan
 * means no index can serve that query: at a million rows it would read the whole inventory.
 */
describe('search query plans', () => {
  it('would catch a query that no index serves', async () => {
    const plan = await t.composed.ports.tx(async () => {
      const sql = makeSqlExecutor(t.orm);
      await sql.query('set local enable_seqscan = off');
      const [row] = await sql.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
        'explain (format json) select * from catalog.number n where n.lon > 0',
      );
      return row!['QUERY PLAN'][0]!.Plan;
    });
    expect(seqScansOfInventory(plan)).toEqual(['Seq Scan on number']);
  });

  it('has at least ten representative searches', () => {
    expect(searchBenchQueries(sample).length).toBeGreaterThanOrEqual(10);
  });

  it('names an intended index for every search it checks', () => {
    expect(Object.keys(INTENDED).sort()).toEqual(
      planQueries(sample)
        .map((q) => q.name)
        .sort(),
    );
  });

  it('picks the Pig Pick of a regular answer from its own small index by area code or state, from the gathered matches for a word', async () => {
    const [pigPick] = await t.sql<{ count: number }>(
      'select count(*)::int as count from catalog.number where pig_pick_pct > 0 and seller_account_id is not null',
    );
    // The demo broker's Pig Picks (docs/adr/0066); house numbers are never Pig Picks.
    expect(pigPick!.count).toBeGreaterThan(0);
    for (const [query, indexes] of [
      ['type=local&npa=201', ['number_pig_pick_idx']],
      [`type=local&state=${sample.state}`, ['number_pig_pick_idx']],
      // Every section of a word search picks from its matches, gathered once from a digits index (docs/adr/0084).
      ['type=local&search=CARS', TRIGRAM_INDEXES],
    ] as Array<[string, readonly string[]]>) {
      const { recording, searchNumbers } = recordedSearch();
      await withContext(t.orm, () => searchNumbers(parseSearchQuery(query)));
      const sections = recording.take().find((statement) => statement.text.includes('n.pig_pick_pct > 0'));
      expect(sections, query).toBeDefined();
      const plan = await t.composed.ports.tx(async () => {
        const sql = makeSqlExecutor(t.orm);
        await sql.query('set local enable_seqscan = off');
        const [row] = await sql.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
          `explain (format json) ${sections!.text}`,
          sections!.values,
        );
        return row!['QUERY PLAN'][0]!.Plan;
      });
      expect(seqScansOfInventory(plan), query).toEqual([]);
      const used = indexesOf(plan);
      expect(
        used.some((name) => indexes.includes(name)),
        `${query}: ${JSON.stringify(used)}`,
      ).toBe(true);
    }
  });

  it('reads a sidebar’s matches once: block sizes are counted in the sample of a word or a small city (docs/adr/0090, 0091)', async () => {
    for (const query of [
      `type=local&state=${sample.state}&search=00&searchBy=endsWith&moreResults=true&$limit=48&withAggregations=true`,
      `type=local&state=${sample.state}&city=${encodeURIComponent(sample.city)}&moreResults=true&$limit=48&withAggregations=true`,
    ]) {
      const { recording, searchNumbers } = recordedSearch();
      await withContext(t.orm, () => searchNumbers(parseSearchQuery(query)));
      const sidebar = recording.take().filter((statement) => /'sampled'|'matched'/.test(statement.text));
      expect(sidebar, query).toHaveLength(1);
      expect(sidebar[0]!.text, query).toMatch(/'block'/);
    }
  });

  it('walks a keyset page from its cursor as an index range, not past an offset (docs/adr/0077)', async () => {
    const { recording, searchNumbers } = recordedSearch();
    const query = `type=local&state=${sample.state}&moreResults=true&$limit=48`;
    const first = await withContext(t.orm, () => searchNumbers(parseSearchQuery(query)));
    expect(first.next).toMatch(/^a48\./);
    recording.take();
    const second = await withContext(t.orm, () =>
      searchNumbers({ ...parseSearchQuery(query), page: { limit: 48, skip: 0, after: first.next } }),
    );
    expect(second.skip).toBe(48);
    const [page] = recording.take();
    const plan = await t.composed.ports.tx(async () => {
      const sql = makeSqlExecutor(t.orm);
      await sql.query('set local enable_seqscan = off');
      const [row] = await sql.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode & Record<string, unknown> }> }>(
        `explain (analyze, format json) ${page!.text}`,
        page!.values,
      );
      return row!['QUERY PLAN'][0]!.Plan;
    });
    // The walk's index condition holds the cursor, and it reads the page's rows only, not 48 + the skipped ones.
    const walk = nodes(plan).find((node) => node['Index Name'] === 'number_type_state_price_idx')!;
    expect(walk, JSON.stringify(indexesOf(plan))).toBeDefined();
    expect(String(walk['Index Cond'])).toMatch(/ROW\(price_cents, id\) >/);
    expect(walk['Actual Rows']).toBeLessThanOrEqual(48);
  });

  for (const { name, query } of planQueries({
    npa: '201',
    state: 'NJ',
    exactTn: '+12012345678',
    city: 'Newark',
  })) {
    it(`serves "${name}" from its intended index, never by scanning the whole inventory`, async () => {
      const concrete = planQueries(sample).find((q) => q.name === name)!;
      const { recording, searchNumbers } = recordedSearch('XXYY');
      await withContext(t.orm, () => searchNumbers(parseSearchQuery(concrete.query)));
      const used: string[] = [];
      const scans: Array<PlanNode & Record<string, unknown>> = [];
      for (const statement of recording.take()) {
        const plan = await t.composed.ports.tx(async () => {
          const sql = makeSqlExecutor(t.orm);
          await sql.query('set local enable_seqscan = off');
          const [row] = await sql.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
            `explain (format json) ${statement.text}`,
            statement.values,
          );
          return row!['QUERY PLAN'][0]!.Plan;
        });
        expect(seqScansOfInventory(plan), `${query}\n${statement.text}`).toEqual([]);
        used.push(...indexesOf(plan));
        scans.push(...nodes(plan).filter((node) => node['Index Name']));
      }
      const { uses, never = [], indexOnly = false, indexOnlyWhereUsed = [] } = INTENDED[name]!;
      const readOnlyFromIndex = [...(indexOnly ? uses : []), ...indexOnlyWhereUsed];
      const walks = scans.filter((node) => readOnlyFromIndex.includes(node['Index Name']!));
      expect(
        walks.map((node) => `${node['Index Name']}: ${node['Node Type']}`),
        query,
      ).toEqual(walks.map((node) => `${node['Index Name']}: Index Only Scan`));
      const found = `${query}: ${JSON.stringify(used)}`;
      if (uses.length === 0) expect(used, found).toEqual([]);
      else
        expect(
          used.some((index) => uses.includes(index)),
          found,
        ).toBe(true);
      for (const wrong of never) expect(used, found).not.toContain(wrong);
    });
  }
});
