import type { SqlExecutor } from '../../../../platform/db/sql-executor.ts';
import { BLOCK_SIZES } from '../../../../shared/search-rules.ts';
import type { SearchCriteria } from '../../domain/search-criteria.ts';
import type { Facet, Facets } from '../../ports/number-search.ts';
import { SqlConditions } from './search-sql.ts';

/**
 * Search tallies (ADR 0011): how many numbers are on offer per type, country, state, area code,
 * price bucket and for-sale/licensable flags, in all and per city, vendor, category and pattern,
 * and find-a-block's blocks, refreshed by a job every few minutes for the area codes that changed
 * (search-tally-rebuild.ts, docs/adr/0078). They do not see reservations or sales since the last run,
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
  /** Find-a-block's size: the numbers in runs of at least this many (tallied per area code only). */
  consecutive: number | null;
}

/**
 * The tally shape of a search, or null when a filter is not tallied (digits, dates, near me,
 * availability, spelling length, a block size the tallies do not count) or when it filters on two
 * facets at once. Blocks are tallied per area code alone (a block's numbers may differ in price and
 * terms), so a block search with a price, sale/licence or facet filter is not either.
 */
export function tallyShape(criteria: SearchCriteria): TallyShape | null {
  const consecutive = criteria.consecutive;
  if (
    consecutive &&
    (!(BLOCK_SIZES as readonly number[]).includes(consecutive) ||
      criteria.priceBuckets.length > 0 ||
      criteria.ownership !== 'any' ||
      criteria.cities.length +
        criteria.vendors.length +
        criteria.categories.length +
        criteria.patterns.length >
        0)
  ) {
    return null;
  }
  if (
    criteria.digits ||
    criteria.startWith ||
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
    consecutive: consecutive ?? null,
  };
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

/**
 * Whether a search's sidebar counts may come from the tallies (every match, minutes old) instead of
 * a sample. Not a block search's: the tallies count blocks, not the cities or prices of their numbers.
 */
export function facetsFromTally(shape: TallyShape, tally: Tally | null): boolean {
  return !shape.facetFilter && !shape.consecutive && tally !== null && tally.numbers >= TALLY_TOTALS_FROM;
}

/** The sidebar counts a search's tally gives, with the tally they add up to. */
export interface TalliedFacets {
  tally: Tally;
  facets: Omit<Facets, 'groups'> & { groups: Facet[] | null };
}

/**
 * Reads the tallies for a search's shape; every answer is null (or counts nothing) when the tallies
 * are missing or stale. Each answer is one statement, which also reads when the tallies were
 * refreshed. A request's sidebar read also answers its total (the use case asks for both), given
 * the request's context object as `request`.
 */
export class SearchTallies {
  readonly #sql: SqlExecutor;
  /** Facet reads by request (its context object, gone with it) and shape, for the same request's total. */
  readonly #facetReads = new WeakMap<object, Map<string, Promise<TalliedFacets>>>();

  constructor(sql: SqlExecutor) {
    this.#sql = sql;
  }

  /** The shape's filters; `params` may be shared by several conditions of one statement. */
  #where(shape: TallyShape, params: unknown[] = []): SqlConditions {
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
    return where;
  }

  /** When the tallies were refreshed, if recently enough to use. */
  #fresh(refreshedAt: Date | string | null | undefined, now: Date): Date | null {
    if (!refreshedAt) return null;
    const at = new Date(refreshedAt);
    return at.getTime() > now.getTime() - TALLY_MAX_AGE_MS ? at : null;
  }

  /**
   * How many numbers the search matched at the last refresh: exact without a facet filter, with
   * cities or vendors, or with one category or pattern; with several categories or patterns (which
   * overlap) only a lower bound, the largest single one. A block search: the numbers in runs of its
   * size. Null when the tallies are missing or stale.
   */
  async tally(shape: TallyShape, now: Date, request?: object): Promise<RebuiltTally | null> {
    const shared = request && this.#facetReads.get(request)?.get(JSON.stringify(shape));
    if (shared && !shape.facetFilter && !shape.consecutive) {
      const read = await shared;
      const refreshedAt = read.facets.fromTally ? read.facets.countedAt : null;
      return refreshedAt ? { ...read.tally, refreshedAt } : null;
    }
    const filter = shape.facetFilter;
    const where = this.#where(shape);
    if (shape.consecutive) where.add(`t.facet = 'run'`).add('t.value = ?', String(shape.consecutive));
    else where.add('t.facet = ?', filter?.facet ?? 'all');
    if (filter) where.add('t.value = any(?::text[])', filter.values);
    const overlapping = filter !== null && (filter.facet === 'category' || filter.facet === 'pattern');
    const [row] = await this.#sql.query<{ numbers: number | null; refreshed_at: Date | string | null }>(
      `select ${overlapping ? 'max' : 'sum'}(per_value)::int as numbers, ${REFRESHED_AT} from (
         select t.value, sum(t.numbers) as per_value from catalog.search_tally t where ${where.sql()} group by t.value
       ) v`,
      where.params,
    );
    const refreshedAt = this.#fresh(row?.refreshed_at, now);
    const exact = !overlapping || filter.values.length === 1;
    return refreshedAt ? { numbers: Number(row?.numbers ?? 0), exact, refreshedAt } : null;
  }

  /**
   * The sidebar counts of a search without a facet filter, over every number it matched at the last
   * refresh, with the tally of those numbers (0 when the tallies are stale: nothing is counted then).
   */
  facets(shape: TallyShape, now: Date, withVendors: boolean, request?: object): Promise<TalliedFacets> {
    const read = this.#readFacets(shape, now, withVendors);
    if (request) {
      const reads = this.#facetReads.get(request) ?? new Map<string, Promise<TalliedFacets>>();
      reads.set(JSON.stringify(shape), read);
      this.#facetReads.set(request, reads);
    }
    return read;
  }

  async #readFacets(shape: TallyShape, now: Date, withVendors: boolean): Promise<TalliedFacets> {
    const params: unknown[] = [];
    const withGroups = groupsFromTally(shape);
    const facets = this.#where(shape, params).add('t.facet = any(?::text[])', [
      'city',
      'category',
      'pattern',
      ...(withVendors ? ['vendor'] : []),
      ...(withGroups ? ['group'] : []),
    ]);
    // Every price group, the unpriced (licence-only) one included, so they add up to the search's tally.
    const prices = this.#where(shape, params).add(`t.facet = 'all'`);
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
    const rebuilt = this.#fresh(rows.find((row) => row.facet === 'rebuilt')?.refreshed_at, now);
    const of = (facet: string): Facet[] =>
      rebuilt
        ? rows
            .filter((row) => row.facet === facet && row.value !== null)
            .map((row) => ({ value: row.value!, count: Number(row.numbers) }))
        : [];
    const numbers = rebuilt
      ? rows.filter((row) => row.facet === 'price').reduce((sum, row) => sum + Number(row.numbers), 0)
      : 0;
    return {
      tally: { numbers, exact: true },
      facets: {
        countedAt: rebuilt ?? now,
        fromTally: rebuilt !== null,
        partial: false,
        matched: null,
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

/** The tallies job, for scripts that time it (scripts/bench/search.ts). */
export { refreshSearchTallies } from './search-tally-rebuild.ts';
