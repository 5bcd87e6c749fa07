import { PRICE_BUCKETS } from '../../../../shared/listing-rules.ts';
import { MAX_PAGED_RESULTS } from '../../../../shared/search-rules.ts';
import type { SearchCriteria } from '../../domain/search-criteria.ts';
import { RECENTLY_ADDED_DAYS } from '../../domain/search-criteria.ts';
import type { PageKey, SearchContext } from '../../ports/number-search.ts';

export const NUMBER_COLUMNS = `n.id, n.tn, n.npa, n.state, n.city, n.lat, n.lon, n.country, n.type, n.vendor, n.cost_cents,
  n.price_cents, n.retail_price_cents, n.license_one_time_cents, n.license_monthly_cents, n.license_annual_increase_bp,
  n.negotiable, n.min_offer_cents, n.seller_account_id, n.exclusive, n.get_it_now, n.spelling, n.pig_pick_pct, n.on_sale_until,
  n.num`;

/** Collects SQL conditions with `$n` parameters, so values never end up inside the SQL text. */
export class SqlConditions {
  readonly parts: string[] = [];
  readonly params: unknown[];

  constructor(params: unknown[] = []) {
    this.params = params;
  }

  /** Adds a condition whose `?` marks are replaced by parameters, in order. */
  add(sql: string, ...values: unknown[]): this {
    let index = 0;
    this.parts.push(
      sql.replace(/\?/g, () => {
        this.params.push(values[index++]);
        return `$${this.params.length}`;
      }),
    );
    return this;
  }

  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  sql(): string {
    return this.parts.join(' and ');
  }
}

/** Numbers whose digits the user asked about: a pattern for LIKE (served by the trigram index). */
export function digitsPattern(criteria: Pick<SearchCriteria, 'digits' | 'searchBy' | 'type'>): string | null {
  if (!criteria.digits) return null;
  const localPart = criteria.type === 'global' ? '' : '___';
  if (criteria.searchBy === 'startsWith') return `${localPart}${criteria.digits}%`;
  if (criteria.searchBy === 'endsWith') return `%${criteria.digits}`;
  return `%${criteria.digits}%`;
}

const reverseDigits = (digits: string) => [...digits].reverse().join('');

/**
 * A digit search gathers at most this many matches, and one more to tell that it stopped there: the paging
 * cap. Gathering every match grows with the inventory: a three-digit word matches 0.8% of numbers, 80,000 at
 * 10M, and took 271-316 ms (BENCHMARKS.md). Beyond it the answer says that its order, or its sections' picks,
 * cover the first matches found, not every match (`matchesPartial`).
 */
export const DIGIT_GATHER_CAP = MAX_PAGED_RESULTS;

/**
 * Whether the search gathers a few matches by digits first (trigram substring, or an ending) and
 * sorts them after, rather than walking the price order.
 */
export const matchesDigitsFirst = (criteria: SearchCriteria) =>
  !endingInPriceOrder(criteria) &&
  ((criteria.digits?.length ?? 0) >= 3 || (criteria.searchBy === 'endsWith' && Boolean(criteria.digits)));

/** The digits an index keeps for endings in price order (number_type_last4_price_idx). */
const LAST_DIGITS_INDEXED = 4;

/**
 * An ending of four digits or more in price order, nationwide or within an area code: served by the index
 * on the last four digits and price, which it walks in order and leaves at the page, like an area search.
 * Within a state the state's reversed digits are a range of their own (number_type_state_reverse_digits_idx):
 * its matches are gathered and sorted, since the last-four index has no state and the planner walked the
 * state's price index instead (392 ms a sidebar for "ends with 1000" in a state at 10M).
 */
export const endingInPriceOrder = (criteria: SearchCriteria) =>
  criteria.searchBy === 'endsWith' &&
  (criteria.digits?.length ?? 0) >= LAST_DIGITS_INDEXED &&
  criteria.sort !== 'tn' &&
  !criteria.state;

/** What search may show at all: available, and not held by another basket. */
export function shownConditions(context: SearchContext, where = new SqlConditions()): SqlConditions {
  where.add(`n.status = 'available'`);
  where.add(
    '(n.reserved_until is null or n.reserved_until < ? or n.reserved_basket = ?)',
    context.now,
    context.basketUuid,
  );
  return where;
}

/**
 * The WHERE of every search: what may be shown (available, not held by another basket), then each
 * filter the criteria carry. `withoutArea` drops state and area code, for "near me" sections.
 */
export function searchConditions(
  criteria: SearchCriteria,
  context: SearchContext,
  options: { withoutArea?: boolean; params?: unknown[] } = {},
): SqlConditions {
  const where = shownConditions(context, new SqlConditions(options.params));
  where.add('n.type = ?', criteria.type);
  if (!options.withoutArea) {
    if (criteria.state) where.add('n.state = ?', criteria.state);
    if (criteria.npa && criteria.near) {
      // The searched code, and neighbours' numbers whose rate centre is close enough (lat/lon are in the index).
      const lat = where.param(criteria.near.lat);
      const lon = where.param(criteria.near.lon);
      where.add(
        `n.npa = any(?::text[]) and (n.npa = ? or ${distanceMilesSql(`${lat}::float8`, `${lon}::float8`)} <= ?)`,
        [criteria.npa, ...criteria.near.npas],
        criteria.npa,
        criteria.near.miles,
      );
    } else if (criteria.npa) where.add('n.npa = ?', criteria.npa);
  }
  if (criteria.country) where.add('n.country = ?', criteria.country);
  const pattern = digitsPattern(criteria);
  // An ending in price order: an equality on the last four digits, walked in price order. Longer
  // endings are checked with right() too, not LIKE, which the trigram index would offer to serve:
  // the planner took that (gather every match, then sort) over the walk that stops at the page.
  // Any other ending is a prefix of the reversed digits: a btree range instead of a trigram scan.
  if (pattern && endingInPriceOrder(criteria)) {
    const ending = criteria.digits!;
    where.add(`right(n.digits, ${LAST_DIGITS_INDEXED}) = ?`, ending.slice(-LAST_DIGITS_INDEXED));
    if (ending.length > LAST_DIGITS_INDEXED) where.add(`right(n.digits, ${ending.length}) = ?`, ending);
  } else if (pattern && criteria.searchBy === 'endsWith')
    where.add('reverse(n.digits) like ?', `${reverseDigits(criteria.digits!)}%`);
  else if (pattern) where.add('n.digits like ?', pattern);
  if (criteria.startWith)
    where.add('n.digits like ?', `${criteria.type === 'global' ? '' : '___'}${criteria.startWith}%`);
  if (criteria.ownership === 'sale') where.add('n.price_cents > 0');
  if (criteria.ownership === 'license') where.add('n.license_monthly_cents is not null');
  if (criteria.getItNow) where.add('n.get_it_now');
  if (criteria.recentlyAdded) {
    where.add('n.created_at >= ?', new Date(context.now.getTime() - RECENTLY_ADDED_DAYS * 24 * 3_600_000));
  }
  if (criteria.isOnSale) where.add('n.on_sale_until > ?', context.now);
  if (criteria.cities.length) where.add('n.city = any(?::text[])', criteria.cities);
  if (criteria.categories.length) where.add('n.categories && ?::text[]', criteria.categories);
  if (criteria.patterns.length) where.add('n.patterns && ?::text[]', criteria.patterns);
  if (criteria.vendors.length) where.add('n.vendor = any(?::text[])', criteria.vendors);
  if (criteria.spellingLength) where.add('n.spelling_length = ?', criteria.spellingLength);
  if (criteria.consecutive) where.add('n.run_length >= ?', criteria.consecutive);
  if (criteria.priceBuckets.length) {
    const ranges = criteria.priceBuckets.map((bucket) =>
      bucket.maxCents === null
        ? `n.price_cents >= ${where.param(bucket.minCents)}`
        : `n.price_cents between ${where.param(bucket.minCents)} and ${where.param(bucket.maxCents)}`,
    );
    where.add(`(${ranges.join(' or ')})`);
  }
  return where;
}

/** The key of the price bucket (PRICE_BUCKETS) a price in cents falls in, or null: the buckets are constants, not parameters. */
export function priceBucketCase(column: string): string {
  return `case ${PRICE_BUCKETS.map(
    (bucket) =>
      `when ${column} >= ${bucket.minCents}${bucket.maxCents === null ? '' : ` and ${column} <= ${bucket.maxCents}`} then '${bucket.key}'`,
  ).join(' ')} end`;
}

export function orderBy(sort: SearchCriteria['sort'], alias = 'n'): string {
  if (sort === 'tn') return `${alias}.num asc`;
  if (sort === 'price-') return `${alias}.price_cents desc, ${alias}.id desc`;
  return `${alias}.price_cents asc, ${alias}.id asc`;
}

/**
 * The keyset bound of a page (docs/adr/0077): the numbers after the last one seen, in the order asked. A row
 * comparison on the index's own columns, so the walk starts there (an index range scan, not an offset).
 */
export function keysetCondition(sort: SearchCriteria['sort'], after: PageKey, where: SqlConditions): string {
  if (sort === 'tn') return `n.num > ${where.param(after.key)}::bigint`;
  const key = `(${where.param(after.key)}::int, ${where.param(after.id)}::bigint)`;
  return `(n.price_cents, n.id) ${sort === 'price-' ? '<' : '>'} ${key}`;
}

/** Great-circle distance in miles between a number's rate centre and a point. */
export function distanceMilesSql(latParam: string, lonParam: string): string {
  return `(3958.8 * 2 * asin(sqrt(power(sin(radians(n.lat - ${latParam}) / 2), 2) +
    cos(radians(${latParam})) * cos(radians(n.lat)) * power(sin(radians(n.lon - ${lonParam}) / 2), 2))))`;
}
