import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchBenchQueries } from '../../../scripts/bench/search-queries.ts';
import { parseSearchQuery } from '../../../scripts/bench/search-request.ts';
import { PostgresNumberSearch } from '../../../src/modules/catalog/adapters/db/postgres-number-search.ts';
import { makeSearchNumbers } from '../../../src/modules/catalog/app/search-numbers.ts';
import { createCatalogDemoSeed } from '../../../src/modules/catalog/index.ts';
import { RecordingSqlExecutor } from '../../../src/platform/db/recording-sql-executor.ts';
import { makeSqlExecutor } from '../../../src/platform/db/sql-executor.ts';
import { withContext } from '../../../src/platform/db/unit-of-work.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let sample: { npa: string; state: string; exactTn: string };

beforeAll(async () => {
  t = await createTestApp();
  await withContext(t.orm, () => createCatalogDemoSeed(t.orm, 20_000)(t.clock.now()));
  await t.sql('analyze catalog.number');
  const [busy] = await t.sql<{ npa: string; state: string; tn: string }>(
    `select npa, state, min(tn) as tn from catalog.number where type = 'local' group by npa, state order by count(*) desc limit 1`,
  );
  sample = { npa: busy!.npa, state: busy!.state, exactTn: busy!.tn };
}, 60_000);
afterAll(() => t.close());

/** The benchmark's searches, and shapes added since the last recorded run. */
const planQueries = (sample: { npa: string; state: string; exactTn: string }) => [
  ...searchBenchQueries(sample),
  { name: 'npa nearby', query: `type=local&npa=${sample.npa}&nearby=true&moreResults=true&$limit=48` },
  { name: 'state + word', query: `type=local&state=${sample.state}&search=CARS&moreResults=true&$limit=48` },
];

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

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

  for (const { name, query } of planQueries({ npa: '201', state: 'NJ', exactTn: '+12012345678' })) {
    it(`never scans the whole inventory for: ${name}`, async () => {
      const concrete = planQueries(sample).find((q) => q.name === name)!;
      const recording = new RecordingSqlExecutor(makeSqlExecutor(t.orm));
      const searchNumbers = makeSearchNumbers({
        search: new PostgresNumberSearch(recording),
        clock: t.clock,
        themePatterns: async () => ['XXYY'],
      });
      await withContext(t.orm, () => searchNumbers(parseSearchQuery(concrete.query)));
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
      }
    });
  }
});
