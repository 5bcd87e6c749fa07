import type { SqlExecutor } from '../../../../platform/db/sql-executor.ts';
import { PRICE_BUCKETS } from '../../../../shared/listing-rules.ts';
import { BLOCK_SIZES } from '../../../../shared/search-rules.ts';
import type { SearchCriteria } from '../../domain/search-criteria.ts';
import type { Facet, Facets } from '../../ports/number-search.ts';
import { SqlConditions } from './search-sql.ts';

/**
 * Search tallies (ADR 0011): how many numbers are on offer per type, country, state, area code,
 * price bucket and for-sale/licensable flags, in all and per city, vendor, category and pattern,
 * rebuilt by a job every few minutes. They do not see reservations or sales since the last rebuild,
 * so search trusts them only where a few minutes cannot matter: the total and sidebar counts of a
 * search matching a thousand numbers or more. Rows are never read from them.
 */

/** Tallies older than this (the job stopped) are not used; search counts for itself. */
export const TALLY_MAX_AGE_MS = 20 * 60_000;
/** How often the job rebuilds the tallies. */
export const TALLY_REFRESH_EVERY_MINUTES = 5;
/** Every five minutes, with the runs refresh's queue kept separate. */
export const TALLY_REFRESH_CRON = `*/${TALLY_REFRESH_EVERY_MINUTES} * * * *`;

type TallyFacet = 'city' | 'vendor' | 'category' | 'pattern';

/** What of a search the tallies can answer: the plain filters and at most one facet filter. */
export interface TallyShape {
  type: string;
  country: string | null;
  state: string | null;
  npa: string | null;
  priceBuckets: string[];
  ownership: SearchCriteria['ownership'];
  /** Cities and vendors are disjoint (a number has one), categories and patterns overlap. */
  facetFilter: { facet: TallyFacet; values: string[] } | null;
}

/**
 * The tally shape of a search, or null when a filter is not tallied (digits, blocks, dates, near me,
 * availability, spelling length) or when it filters on two facets at once.
 */
export function tallyShape(criteria: SearchCriteria): TallyShape | null {
  if (
    criteria.digits ||
    criteria.startWith ||
    criteria.consecutive ||
    criteria.near ||
    criteria.getItNow ||
    criteria.recentlyAdded ||
    criteria.isOnSale ||
    criteria.spellingLength
  ) {
    return null;
  }
  const facetFilters = (
    [
      ['city', criteria.cities],
      ['vendor', criteria.vendors],
      ['category', criteria.categories],
      ['pattern', criteria.patterns],
    ] as const
  ).filter(([, values]) => values.length > 0);
  if (facetFilters.length > 1) return null;
  const [facetFilter] = facetFilters;
  return {
    type: criteria.type,
    country: criteria.country,
    state: criteria.state,
    npa: criteria.npa,
    priceBuckets: criteria.priceBuckets.map((bucket) => bucket.key),
    ownership: criteria.ownership,
    facetFilter: facetFilter ? { facet: facetFilter[0], values: [...facetFilter[1]] } : null,
  };
}

const bucketCase = `case ${PRICE_BUCKETS.map(
  (bucket) =>
    `when price_cents >= ${bucket.minCents}${bucket.maxCents === null ? '' : ` and price_cents <= ${bucket.maxCents}`} then '${bucket.key}'`,
).join(' ')} end`;

/**
 * Rebuilds the tallies from the numbers on offer, in the caller's transaction (readers see the old
 * tallies until it commits). A transaction-scoped advisory lock keeps two workers from interleaving.
 */
/** The tally rows there are and the numbers on offer they are built from (the admin CLI's dry run). */
export async function searchTallyCounts(sql: SqlExecutor): Promise<{ tallies: number; offered: number }> {
  const [row] = await sql.query<{ tallies: number; offered: number }>(
    `select (select count(*)::int from catalog.search_tally) as tallies,
       (select count(*)::int from catalog.number where status = 'available') as offered`,
  );
  return { tallies: row?.tallies ?? 0, offered: row?.offered ?? 0 };
}

export async function refreshSearchTallies(sql: SqlExecutor, now: Date): Promise<void> {
  await sql.query(`select pg_advisory_xact_lock(hashtext('catalog.search_tally'))`);
  await sql.query('delete from catalog.search_tally');
  const offered = `(select type, country, state, npa, city, vendor, categories, patterns, ${bucketCase} as price_bucket,
      price_cents > 0 as for_sale, license_monthly_cents is not null as licensable
    from catalog.number where status = 'available') n`;
  const dims = 'type, country, state, npa, price_bucket, for_sale, licensable';
  const columns = `level, ${dims}, facet, value, numbers`;
  // Per area code, from the inventory: in all and per city and vendor in one pass, then categories and patterns.
  await sql.query(
    `insert into catalog.search_tally (${columns})
     select 0, ${dims},
       case when grouping(city) = 0 then 'city' when grouping(vendor) = 0 then 'vendor' else 'all' end,
       coalesce(case when grouping(city) = 0 then city when grouping(vendor) = 0 then vendor end, ''),
       count(*)
     from ${offered}
     group by grouping sets ((${dims}), (${dims}, city), (${dims}, vendor))
     having grouping(city) = 1 or city is not null`,
  );
  await sql.query(
    `insert into catalog.search_tally (${columns})
     select 0, ${dims}, t.facet, t.value, count(*)
     from ${offered}
     cross join lateral (select 'category' as facet, unnest(n.categories) as value
       union all select 'pattern', unnest(n.patterns)) t
     group by ${dims}, t.facet, t.value`,
  );
  // Find-a-block's blocks per area code: numbers in runs, grouped again as search groups them, counted per size.
  await sql.query(
    `insert into catalog.search_tally (${columns})
     select 0, b.type, b.country, b.state, b.npa, null, false, false, 'group', s.size::text, count(*)
     from (select type, country, state, npa, count(*) as length
       from (select type, country, state, npa, num - row_number() over (order by num) as block
         from catalog.number where status = 'available' and run_length >= 2) m
       group by type, country, state, npa, block) b
     join unnest($1::int[]) s(size) on b.length >= s.size
     group by b.type, b.country, b.state, b.npa, s.size`,
    [[...BLOCK_SIZES]],
  );
  // Per state and nationwide, from the area codes' tallies (a few thousand rows, not the inventory).
  await sql.query(
    `insert into catalog.search_tally (${columns})
     select case when grouping(state) = 0 then 1 else 2 end, type, country, state, null, price_bucket, for_sale,
       licensable, facet, value, sum(numbers)
     from catalog.search_tally where level = 0
     group by grouping sets ((type, country, state, price_bucket, for_sale, licensable, facet, value),
       (type, country, price_bucket, for_sale, licensable, facet, value))`,
  );
  await sql.query(
    `insert into catalog.search_tally_refresh (id, refreshed_at) values (true, $1)
     on conflict (id) do update set refreshed_at = excluded.refreshed_at`,
    [now],
  );
}

export interface Tally {
  numbers: number;
  /** False when `numbers` is only a lower bound (several overlapping categories or patterns). */
  exact: boolean;
}

/** A tally as read, with the time of the rebuild it comes from. */
export interface RebuiltTally extends Tally {
  refreshedAt: Date;
}

const REFRESHED_AT = '(select r.refreshed_at from catalog.search_tally_refresh r) as refreshed_at';

/**
 * From this many matches a search takes its total from a fresh tally instead of counting: a total
 * that is minutes old is off by a few numbers in a thousand, which paging cannot show (the pages
 * themselves are always read afresh). Below it, search counts exactly.
 */
export const TALLY_TOTALS_FROM = 1_000;

/**
 * The total a search may take from its tally instead of counting up to `cap`, or null to count. A
 * lower bound is trusted only twice over the cap: more than half the matches would have to go
 * since the last rebuild for the answer "more than the cap" to be wrong.
 */
export function totalFromTally(tally: Tally | null, cap: number): number | null {
  if (!tally) return null;
  if (tally.exact && tally.numbers >= TALLY_TOTALS_FROM) return Math.min(tally.numbers, cap);
  if (tally.numbers >= cap * 2) return cap;
  return null;
}

/**
 * Whether a search's block sizes may come from the tallies too: blocks are tallied per area code
 * only (a block's numbers may differ in price and terms), so not with a price or sale/licence filter.
 */
export function groupsFromTally(shape: TallyShape): boolean {
  return !shape.facetFilter && shape.priceBuckets.length === 0 && shape.ownership === 'any';
}

/** Whether a search's sidebar counts may come from the tallies (every match, minutes old) instead of a sample. */
export function facetsFromTally(shape: TallyShape, tally: Tally | null): boolean {
  return !shape.facetFilter && tally !== null && tally.numbers >= TALLY_TOTALS_FROM;
}

/** Reads the tallies for a search's shape; every answer is null when the tallies are missing or stale. */
export class SearchTallies {
  readonly #sql: SqlExecutor;

  constructor(sql: SqlExecutor) {
    this.#sql = sql;
  }

  /** The shape's filters and the freshness check; `params` may be shared by several conditions of one statement. */
  #where(shape: TallyShape, now: Date, params: unknown[] = []): SqlConditions {
    const where = new SqlConditions(params);
    where.add('t.type = ?', shape.type);
    // The finest level the search names: its area code, its state, or the whole country.
    where.add('t.level = ?', shape.npa ? 0 : shape.state ? 1 : 2);
    if (shape.state) where.add('t.state = ?', shape.state);
    if (shape.npa) where.add('t.npa = ?', shape.npa);
    if (shape.country) where.add('t.country = ?', shape.country);
    if (shape.priceBuckets.length) where.add('t.price_bucket = any(?::text[])', shape.priceBuckets);
    if (shape.ownership === 'sale') where.add('t.for_sale');
    if (shape.ownership === 'license') where.add('t.licensable');
    where.add(
      'exists (select 1 from catalog.search_tally_refresh r where r.refreshed_at > ?)',
      new Date(now.getTime() - TALLY_MAX_AGE_MS),
    );
    return where;
  }

  /**
   * How many numbers the search matched at the last rebuild: exact without a facet filter, with
   * cities or vendors, or with one category or pattern; with several categories or patterns (which
   * overlap) only a lower bound, the largest single one. Null when the tallies are missing or stale.
   */
  async tally(shape: TallyShape, now: Date): Promise<RebuiltTally | null> {
    const filter = shape.facetFilter;
    const where = this.#where(shape, now).add('t.facet = ?', filter?.facet ?? 'all');
    if (filter) where.add('t.value = any(?::text[])', filter.values);
    const overlapping = filter !== null && (filter.facet === 'category' || filter.facet === 'pattern');
    const [row] = await this.#sql.query<{
      numbers: number | null;
      fresh: boolean;
      refreshed_at: Date | string;
    }>(
      `select ${overlapping ? 'max' : 'sum'}(per_value)::int as numbers, count(*) > 0 as fresh, ${REFRESHED_AT} from (
         select t.value, sum(t.numbers) as per_value from catalog.search_tally t where ${where.sql()} group by t.value
       ) v`,
      where.params,
    );
    const exact = !overlapping || filter.values.length === 1;
    if (row?.fresh)
      return { numbers: Number(row.numbers ?? 0), exact, refreshedAt: new Date(row.refreshed_at) };
    const refreshedAt = await this.#freshRebuild(now);
    return refreshedAt ? { numbers: 0, exact, refreshedAt } : null;
  }

  /** When the tallies were rebuilt, if recently enough to use. */
  async #freshRebuild(now: Date): Promise<Date | null> {
    const [row] = await this.#sql.query<{ refreshed_at: Date | string }>(
      'select refreshed_at from catalog.search_tally_refresh where refreshed_at > $1',
      [new Date(now.getTime() - TALLY_MAX_AGE_MS)],
    );
    return row ? new Date(row.refreshed_at) : null;
  }

  /**
   * The sidebar counts of a search without a facet filter, over every number it matched at the last
   * rebuild, with the tally of those numbers (0 when the tallies are stale: nothing is read then).
   */
  async facets(
    shape: TallyShape,
    now: Date,
    withVendors: boolean,
  ): Promise<{ tally: Tally; facets: Omit<Facets, 'groups'> & { groups: Facet[] | null } }> {
    const params: unknown[] = [];
    const withGroups = groupsFromTally(shape);
    const facets = this.#where(shape, now, params).add('t.facet = any(?::text[])', [
      'city',
      'category',
      'pattern',
      ...(withVendors ? ['vendor'] : []),
      ...(withGroups ? ['group'] : []),
    ]);
    // Every price group, the unpriced (licence-only) one included, so they add up to the search's tally.
    const prices = this.#where(shape, now, params).add(`t.facet = 'all'`);
    const rows = await this.#sql.query<{
      facet: string;
      value: string | null;
      numbers: number;
      refreshed_at: Date | string | null;
    }>(
      `select t.facet, t.value, sum(t.numbers)::int as numbers, null::timestamptz as refreshed_at
       from catalog.search_tally t where ${facets.sql()} group by t.facet, t.value
       union all
       select 'price', t.price_bucket, sum(t.numbers)::int, null from catalog.search_tally t where ${prices.sql()} group by t.price_bucket
       union all
       select 'rebuilt', null, 0, ${REFRESHED_AT}`,
      params,
    );
    const rebuilt = rows.find((row) => row.facet === 'rebuilt')?.refreshed_at;
    const of = (facet: string): Facet[] =>
      rows
        .filter((row) => row.facet === facet && row.value !== null)
        .map((row) => ({ value: row.value!, count: Number(row.numbers) }));
    const numbers = rows
      .filter((row) => row.facet === 'price')
      .reduce((sum, row) => sum + Number(row.numbers), 0);
    return {
      tally: { numbers, exact: true },
      facets: {
        countedAt: rebuilt ? new Date(rebuilt) : now,
        fromTally: true,
        partial: false,
        city: of('city'),
        categories: of('category'),
        patterns: of('pattern'),
        vendors: withVendors ? of('vendor') : [],
        prices: of('price'),
        groups: withGroups ? of('group').sort((a, b) => Number(a.value) - Number(b.value)) : null,
      },
    };
  }
}
