import { analyzeBulkLoad } from '../../../../platform/db/analyze-bulk-load.ts';
import { deferIndexes, restoreDeferredIndexes } from '../../../../platform/db/deferred-indexes.ts';
import type { Orm } from '../../../../platform/db/orm.ts';
import { toPgArray } from '../../../../platform/db/pg-array.ts';
import { makeSqlExecutor } from '../../../../platform/db/sql-executor.ts';
import { makeTransactional } from '../../../../platform/db/unit-of-work.ts';
import { spellingLengthOf } from '../../domain/vanity-spelling.ts';
import { type InventoryNumber as GeneratedNumber, generateInventory } from '../demo/inventory-generator.ts';
import { refreshLoggedNumberRuns, refreshNumberRuns } from './number-runs.ts';
import { rebuildSearchTallies } from './search-tally-rebuild.ts';

export const DEMO_INVENTORY_SIZE = 50_000;

const COLUMNS: Array<[column: string, sqlType: string, value: (n: GeneratedNumber) => unknown]> = [
  ['tn', 'text', (n) => n.tn],
  ['npa', 'text', (n) => n.npa ?? null],
  ['nxx', 'text', (n) => n.nxx ?? null],
  ['state', 'text', (n) => n.state ?? null],
  ['city', 'text', (n) => n.city ?? null],
  ['lat', 'float8', (n) => n.lat ?? null],
  ['lon', 'float8', (n) => n.lon ?? null],
  ['country', 'text', (n) => n.country],
  ['type', 'text', (n) => n.type],
  ['vendor', 'text', (n) => n.vendor],
  ['cost_cents', 'int4', (n) => n.costCents],
  ['price_cents', 'int4', (n) => n.priceCents],
  ['retail_price_cents', 'int4', (n) => n.retailPriceCents],
  ['license_one_time_cents', 'int4', (n) => n.licenseOneTimeCents ?? null],
  ['license_monthly_cents', 'int4', (n) => n.licenseMonthlyCents ?? null],
  ['license_annual_increase_bp', 'int4', (n) => n.licenseAnnualIncreaseBp ?? null],
  ['negotiable', 'bool', (n) => n.negotiable],
  ['min_offer_cents', 'int4', (n) => n.minOfferCents ?? null],
  ['exclusive', 'bool', (n) => n.exclusive],
  ['get_it_now', 'bool', (n) => n.getItNow],
  ['status', 'text', (n) => n.status],
  ['created_at', 'timestamptz', (n) => n.createdAt],
  ['digits', 'text', (n) => nationalDigits(n)],
  ['num', 'int8', (n) => n.tn.slice(1)],
  ['spelling', 'text', (n) => n.spelling],
  ['spelling_length', 'int2', (n) => spellingLength(n.spelling)],
  // Arrays travel as text through unnest (it cannot take an array of arrays) and are cast back below.
  ['patterns', 'text', (n) => toPgArray(n.patterns)],
  ['categories', 'text', (n) => toPgArray(n.categories)],
  ['pig_pick_pct', 'int2', (n) => n.pigPickPct],
  ['on_sale_until', 'timestamptz', (n) => n.onSaleUntil],
];

/** The number without its country code: 10 digits in North America, the national number elsewhere. */
export function nationalDigits(n: Pick<GeneratedNumber, 'tn' | 'country'>): string {
  const digits = n.tn.slice(1);
  return n.country === 'GB' ? digits.slice(2) : digits.slice(1);
}

const spellingLength = (spelling: string | null) => spellingLengthOf(spelling) || null;

/** Memory for the deferred load's one runs pass, which sorts every number by exchange and number. */
const RUNS_PASS_MEMORY = '512MB';

/**
 * Seeds demo numbers for sale once (skipped when the inventory already has rows), then analyzes them.
 * Each batch's runs are written as it lands (the exchanges its insert logged, docs/adr/0078), so a
 * load never ends with a pass over the whole inventory; the tallies are built once at the end.
 * A deferred load (below) writes the runs in one pass at the end instead: each batch re-read its exchanges'
 * numbers, more with every batch as the exchanges filled (1M numbers a minute at first, 165,000 by 5.6M).
 * `deferIndexes` (the benchmark's millions): the inventory's indexes are dropped for the load and built once
 * at the end (docs/adr/0083, 0092), all but its keys.
 */
export function createCatalogDemoSeed(
  orm: Orm,
  size = DEMO_INVENTORY_SIZE,
  options: { batch?: number; deferIndexes?: boolean } = {},
) {
  const batchSize = options.batch ?? 1_000;
  const sql = makeSqlExecutor(orm);
  const tx = makeTransactional(orm);
  return async function seedDemoInventory(now: Date): Promise<number> {
    const [existing] = await sql.query<{ count: string }>('select count(*) from catalog.number');
    if (Number(existing?.count) > 0) return 0;
    const insert = `insert into catalog.number (${COLUMNS.map(([column]) => column).join(', ')})
      select ${COLUMNS.map(([column]) => (column === 'patterns' || column === 'categories' ? `${column}::text[]` : column)).join(', ')}
      from unnest(${COLUMNS.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')}) as t(${COLUMNS.map(([column]) => column).join(', ')})
      on conflict (tn) do nothing`;
    let batch: GeneratedNumber[] = [];
    let analyzed = false;
    const flush = async () => {
      await sql.query(
        insert,
        COLUMNS.map(([, , value]) => batch.map(value)),
      );
      batch = [];
      // The runs refresh reads each logged exchange as an index range; a table never analyzed is planned
      // as tiny and scanned whole once per exchange, so each batch took longer than the last (1 s to 20 s
      // by the tenth of 5,000). Statistics from the first batch keep the range scans.
      if (!analyzed) {
        await sql.query('analyze catalog.number');
        analyzed = true;
      }
      if (!options.deferIndexes) await refreshLoggedNumberRuns(sql, tx);
    };
    if (options.deferIndexes) await deferIndexes(sql, tx, 'catalog.number');
    for (const number of generateInventory({ count: size, seed: 20261122, now })) {
      batch.push(number);
      if (batch.length === batchSize) await flush();
    }
    if (batch.length) await flush();
    if (options.deferIndexes) {
      // One pass over the loaded numbers in number order, before the indexes it would otherwise keep up; its
      // sort of every number in memory, not in temporary files.
      await tx(async () => {
        await sql.query(`set local work_mem = '${RUNS_PASS_MEMORY}'`);
        return refreshNumberRuns(sql);
      });
      await restoreDeferredIndexes(sql, tx);
    }
    await tx(() => rebuildSearchTallies(sql, now));
    await analyzeBulkLoad(sql, ['catalog.number', 'catalog.search_tally']);
    return size;
  };
}
