import type { SqlExecutor } from '../../../../platform/db/sql-executor.ts';
import { BLOCK_SIZES, MAX_PAGED_RESULTS } from '../../../../shared/search-rules.ts';
import type { SearchCriteria } from '../../domain/search-criteria.ts';
import type {
  CountedTotal,
  Facet,
  Facets,
  FoundNumber,
  NumberSearch,
  PageKey,
  PageRequest,
  SearchContext,
  SectionPicks,
  SectionRequest,
} from '../../ports/number-search.ts';
import { type NumberRow, toFound } from './number-row.ts';
import { blockKey } from './number-runs.ts';
import {
  DIGIT_GATHER_CAP,
  distanceMilesSql,
  keysetCondition,
  matchesDigitsFirst,
  NUMBER_COLUMNS,
  orderBy,
  priceBucketCase,
  type SqlConditions,
  searchConditions,
  shownConditions,
} from './search-sql.ts';
import { facetsFromTally, SearchTallies, tallyShape, totalFromTally } from './search-tallies.ts';

/** Regular answers pick their non-price sections from at most this many numbers of the area, cheapest first. */
export const SECTION_SAMPLE = 1_000;

/**
 * Search over catalog.number with the partial indexes of the search migration (BENCHMARKS.md
 * shows the plans). Two traps shape the SQL: a digit search ordered by price with a LIMIT lets
 * the planner walk the price index and filter most of the table, so digit matches are gathered
 * first (a MATERIALIZED CTE on the trigram index) and sorted after; and counting is capped at
 * 10,001 so a broad search never counts a million rows. A search matching a thousand numbers or
 * more takes its total and sidebar counts from the search tallies instead (ADR 0011).
 */
export class PostgresNumberSearch implements NumberSearch {
  readonly #sql: SqlExecutor;
  readonly #tallies: SearchTallies;
  /** How many matches a digit search gathers; tests lower it to reach it with a small inventory. */
  readonly #gatherCap: number;
  /** How many matches the sidebar counts at most; tests lower it, as the gather cap. */
  readonly #sidebarSample: number;

  constructor(sql: SqlExecutor, options: { digitGatherCap?: number; sidebarSample?: number } = {}) {
    this.#sql = sql;
    this.#tallies = new SearchTallies(sql);
    this.#gatherCap = options.digitGatherCap ?? DIGIT_GATHER_CAP;
    this.#sidebarSample = options.sidebarSample ?? MAX_PAGED_RESULTS;
  }

  async exact(tn: string, context: SearchContext): Promise<FoundNumber | null> {
    const where = shownConditions(context);
    where.add('n.tn = ?', tn);
    const [row] = await this.#sql.query<NumberRow>(
      `select ${NUMBER_COLUMNS} from catalog.number n where ${where.sql()}`,
      where.params,
    );
    return row ? toFound(row) : null;
  }

  async shownByIds(ids: number[], context: SearchContext): Promise<FoundNumber[]> {
    if (!ids.length) return [];
    const where = shownConditions(context);
    where.add('n.id = any(?::bigint[])', ids);
    const rows = await this.#sql.query<NumberRow>(
      `select ${NUMBER_COLUMNS} from catalog.number n where ${where.sql()}`,
      where.params,
    );
    return rows.map(toFound);
  }

  async page(criteria: SearchCriteria, page: PageRequest, context: SearchContext) {
    const where = searchConditions(criteria, context);
    // Keyset (docs/adr/0077): the index walk starts at the last number seen instead of counting past `offset`.
    const after = page.after && !criteria.consecutive ? page.after : null;
    // Digit searches gather every match first: there the bound filters the gathered ones, so they still count all.
    if (after && !matchesDigitsFirst(criteria)) where.add(keysetCondition(criteria.sort, after, where));
    const limit = where.param(page.limit);
    const offset = where.param(after ? 0 : page.offset);
    const text = criteria.consecutive
      ? this.#blocksQuery(criteria, where, { limit, offset })
      : this.#pageQuery(criteria, where, { limit, offset }, matchesDigitsFirst(criteria) ? after : null);
    const rows = await this.#sql.query<NumberRow & { matched?: number }>(text, where.params);
    const matched = rows[0]?.matched;
    const last = rows.at(-1);
    return {
      numbers: rows.map(toFound),
      matched: matched === undefined ? null : Number(matched),
      matchesPartial: matched !== undefined && Number(matched) > this.#gatherCap,
      last:
        last && !criteria.consecutive
          ? { key: String(criteria.sort === 'tn' ? last.num : last.price_cents), id: Number(last.id) }
          : null,
    };
  }

  async count(criteria: SearchCriteria, cap: number, context: SearchContext): Promise<CountedTotal> {
    const shape = tallyShape(criteria);
    const tally = shape ? await this.#tallies.tally(shape, context.now, context) : null;
    const tallied = totalFromTally(tally, cap);
    if (tally && tallied !== null) return { total: tallied, countedAt: tally.refreshedAt, fromTally: true };
    const where = searchConditions(criteria, context);
    // Capped: at most `cap` index entries, never the whole match.
    const [row] = await this.#sql.query<{ total: number }>(
      `select count(*)::int as total from (select 1 from catalog.number n where ${where.sql()} limit ${where.param(cap)}) t`,
      where.params,
    );
    return { total: Number(row?.total ?? 0), countedAt: context.now, fromTally: false };
  }

  #pageQuery(
    criteria: SearchCriteria,
    where: SqlConditions,
    p: { limit: string; offset: string },
    gatheredAfter: PageKey | null,
  ) {
    // Deferred join: the page's ids come from an index-only scan (offset included), then only the
    // page's rows are read from the table. Digit searches gather their matches' sort keys first
    // (digits are in the indexes' INCLUDE lists) and sort those, rather than walk the price order.
    // Counted as they are gathered, up to the cap and one more (the answer needs no count of its own).
    const matched = matchesDigitsFirst(criteria) ? ', page.matched' : '';
    const ids = matchesDigitsFirst(criteria)
      ? `with c as materialized (select n.id, ${criteria.sort === 'tn' ? 'n.num' : 'n.price_cents'} from catalog.number n
            where ${where.sql()} limit ${where.param(this.#gatherCap)}::int + 1)
          select n.id, (select count(*) from c)::int as matched from c n
          ${gatheredAfter ? `where ${keysetCondition(criteria.sort, gatheredAfter, where)}` : ''}
          order by ${orderBy(criteria.sort)} limit ${p.limit} offset ${p.offset}`
      : `select n.id from catalog.number n where ${where.sql()} order by ${orderBy(criteria.sort)} limit ${p.limit} offset ${p.offset}`;
    return `select ${NUMBER_COLUMNS}${matched} from catalog.number n join (${ids}) page
        on page.id = n.id order by ${orderBy(criteria.sort)}`;
  }

  /**
   * Runs of at least `consecutive` numbers, in number order. Runs are precomputed; the numbers of
   * the page's window are re-grouped at query time so a number held since the last refresh
   * splits its run instead of showing a broken block. Grouped by `blockKey`, as runs are: two blocks
   * that meet at an exchange's edge stay two.
   */
  #blocksQuery(criteria: SearchCriteria, where: SqlConditions, p: { limit: string; offset: string }) {
    const size = Number(criteria.consecutive);
    // Enough rows after the offset to complete the last run of the page (runs are at most 100 long here).
    const window = `(${p.offset}::int + ${p.limit}::int + 200)`;
    // Grouped on ids and numbers alone (an index-only scan of the runs index); only the page's rows are read.
    return `with c as materialized (
          select n.id, n.num from catalog.number n where ${where.sql()} order by n.num limit ${window}),
        g as (select c.*, ${blockKey('c.num')} as grp from c),
        b as (select g.*, count(*) over (partition by grp) as glen, row_number() over (partition by grp order by num) as pos from g),
        page as (select * from b where glen >= ${size} order by num limit ${p.limit} offset ${p.offset})
        select ${NUMBER_COLUMNS}, page.grp, page.pos, page.glen from catalog.number n join page on page.id = n.id order by n.num`;
  }

  async sections(
    criteria: SearchCriteria,
    sections: SectionRequest[],
    context: SearchContext,
  ): Promise<SectionPicks> {
    if (!sections.length) return { numbers: [], matchesPartial: false };
    const params: unknown[] = [];
    const base = searchConditions(criteria, context, { params });
    const sampleSize = base.param(SECTION_SAMPLE);
    // Every section picks ids (and its own order) from indexes alone; the picked rows, about 70, are
    // read once at the end. Sale bands walk the price index; the other sections pick from one pass
    // over the area's cheapest numbers (licence-only numbers, priced 0, come first), whose columns
    // are all in the area indexes' INCLUDE lists.
    // A word or digits: the matches are gathered first from the digits' index (up to the cap), and every
    // section picks from them; walking the area's price order for a rare word read the whole area (95,003
    // entries for "LAW" in CA at 1M) before the sections even started (docs/adr/0084).
    const digitsFirst = matchesDigitsFirst(criteria);
    const matches = digitsFirst
      ? `matches as materialized (select n.id, n.price_cents, n.license_one_time_cents, n.license_monthly_cents,
          n.pig_pick_pct, n.seller_account_id, n.categories, n.digits from catalog.number n where ${base.sql()}
          limit ${base.param(this.#gatherCap)}::int + 1), `
      : '';
    const area = `${matches}area as materialized (select n.id, n.price_cents, n.license_one_time_cents,
        n.license_monthly_cents is not null as licensed, n.pig_pick_pct, n.categories, n.digits
      from ${digitsFirst ? 'matches' : 'catalog.number'} n ${digitsFirst ? '' : `where ${base.sql()}`}
      order by n.price_cents, n.id limit ${sampleSize})`;
    // Where sections that walk every match (sale bands, Pig Picks) read from, and the filter that makes them matches.
    const everyMatch = digitsFirst
      ? { from: 'matches', where: 'true' }
      : { from: 'catalog.number', where: base.sql() };
    const near = sections.find((s) => 'tag' in s.kind && s.kind.tag === 'nearMe');
    const nearWhere = near ? searchConditions(criteria, context, { params, withoutArea: true }) : null;
    const parts = sections.map((section, index) => {
      const name = base.param(section.name);
      const limit = base.param(section.limit);
      const kind = section.kind;
      const picked = (from: string, where: string, order: string, tag = 'null', distance = 'null::float8') =>
        `(select n.id, ${index} as section, row_number() over (order by ${order}) as position, ${name}::text as section_name,
            ${tag}::text as tag, ${distance} as distance_miles
          from ${from} n where ${where} order by ${order} limit ${limit})`;
      const fromArea = (where: string, order: string, tag?: string) => picked('area', where, order, tag);
      if ('band' in kind && kind.band === 'sale') {
        const range =
          kind.maxCents === null
            ? `n.price_cents >= ${base.param(kind.minCents)}`
            : `n.price_cents between ${base.param(kind.minCents)} and ${base.param(kind.maxCents)}`;
        return picked(everyMatch.from, `${everyMatch.where} and ${range}`, 'n.price_cents, n.id');
      }
      if ('band' in kind) {
        const column = 'n.license_one_time_cents';
        const range =
          kind.maxCents === null
            ? `${column} >= ${base.param(kind.minCents)}`
            : `${column} between ${base.param(kind.minCents)} and ${base.param(kind.maxCents)}`;
        return fromArea(`n.licensed and ${range}`, `${column}, n.id`);
      }
      if (kind.tag === 'pigPick') {
        // Among every match, not the area sample: the partial index number_pig_pick_idx holds only brokers'
        // Pig Picks (few), walked in percentage order. House numbers are never Pig Picks (docs/adr/0066).
        return picked(
          everyMatch.from,
          `${everyMatch.where} and n.pig_pick_pct > 0 and n.seller_account_id is not null`,
          'n.pig_pick_pct desc, n.id',
          "'prime'",
        );
      }
      if (kind.tag === 'best') {
        return fromArea(
          `n.categories && array['memorable', 'vanity']::text[] and n.price_cents > 0`,
          'n.price_cents, n.id',
          "'best'",
        );
      }
      if (kind.tag === 'theme')
        return fromArea(`n.digits ~ any(${base.param(kind.regexes)}::text[])`, 'n.price_cents, n.id');
      // Near me: the cheapest numbers of the neighbouring area codes whose rate centre is close enough
      // (the area-code index carries lat/lon). One walk in price order per area code, each stopping at
      // the section's size: with `npa = any(...)` the planner would sort every neighbour's numbers.
      const distance = distanceMilesSql(`${base.param(kind.lat)}::float8`, `${base.param(kind.lon)}::float8`);
      const miles = base.param(kind.miles);
      const perAreaCode = kind.npas.map(
        (npa) => `(select n.id, n.price_cents, ${distance} as distance_miles from catalog.number n
          where ${nearWhere!.sql()} and n.npa = ${base.param(npa)} and ${distance} <= ${miles}
          order by n.price_cents, n.id limit ${limit})`,
      );
      return picked(
        `(${perAreaCode.join(' union all ')})`,
        'true',
        'n.price_cents, n.id',
        "'nearMe'",
        'n.distance_miles',
      );
    });
    const rows = await this.#sql.query<NumberRow & { gathered?: number }>(
      `with ${area}, picks as (${parts.join('\nunion all\n')})
       select ${NUMBER_COLUMNS}, p.section_name, p.tag, p.distance_miles
         ${digitsFirst ? ', (select count(*) from matches)::int as gathered' : ''}
       from picks p join catalog.number n on n.id = p.id order by p.section, p.position`,
      params,
    );
    return { numbers: rows.map(toFound), matchesPartial: Number(rows[0]?.gathered ?? 0) > this.#gatherCap };
  }

  async facets(criteria: SearchCriteria, context: SearchContext, withVendors: boolean): Promise<Facets> {
    // A broad search without a facet filter: every match counted, as of the tallies' last rebuild.
    const shape = tallyShape(criteria);
    if (shape && !shape.facetFilter && !shape.consecutive) {
      const tallied = await this.#tallies.facets(shape, context.now, withVendors, context);
      if (facetsFromTally(shape, tallied.tally)) {
        if (tallied.facets.groups) return { ...tallied.facets, groups: tallied.facets.groups };
        const groups = await this.#groups(criteria, context);
        return { ...tallied.facets, groups: groups.facets, partial: groups.partial };
      }
    }
    // Blocks are counted among the sample's own matches (ADR 0090, 0091) unless the search is itself a block
    // search, whose sample holds only numbers in blocks of its size: that one walks the runs, side by side.
    const blocksInSample = !criteria.consecutive;
    const groupsBeside = blocksInSample ? null : this.#groups(criteria, context);
    const where = searchConditions(criteria, context);
    // One more than the sample tells whether the counts cover every match. The columns read are in
    // the area indexes' INCLUDE lists, so the sample is an index-only scan. Each count is one pass over
    // the sample (arrays unnested in the select list, buckets by a CASE): a join per array element or
    // bucket doubled the time of 3,741 matches (38 ms against 18 ms).
    const sample = where.param(this.#sidebarSample);
    // A partial sample's blocks are not the answer (the runs are walked after it): a one-time filter skips them.
    const onlyWhole = matchesDigitsFirst(criteria) ? '' : `where (select count(*) from m) <= ${sample}`;
    const sampleRead = this.#sql.query<{ kind: string; value: string; count: number }>(
      `with m as materialized (select n.city, n.categories, n.patterns, n.vendor, n.price_cents${blocksInSample ? ', n.num' : ''}
         from catalog.number n where ${where.sql()} limit ${sample}::int + 1),
       c as (select * from m limit ${sample})
       select 'sampled' as kind, 'all' as value, count(*)::int as count from m
       union all select 'city', city, count(*)::int from c where city is not null group by city
       union all select 'category', v, count(*)::int from (select unnest(categories) as v from c) t group by v
       union all select 'pattern', v, count(*)::int from (select unnest(patterns) as v from c) t group by v
       ${withVendors ? "union all select 'vendor', vendor, count(*)::int from c group by vendor" : ''}
       union all select 'price', bucket, count(*)::int from (select ${priceBucketCase('price_cents')} as bucket from c) t
         where bucket is not null group by bucket
       ${blocksInSample ? `union all select 'block', value, count from (${blockSizeCounts('c', where)}) b ${onlyWhole}` : ''}`,
      where.params,
    );
    const [beside, rows] = await Promise.all([groupsBeside, sampleRead]);
    const of = (kind: string): Facet[] =>
      rows.filter((row) => row.kind === kind).map((row) => ({ value: row.value, count: Number(row.count) }));
    const sampled = Number(rows.find((row) => row.kind === 'sampled')?.count ?? 0);
    const sampleComplete = sampled <= this.#sidebarSample;
    // A sample of some of the matches sees few of their blocks whole: an area's are found through its runs
    // instead (the runs walk stops at the cap too). A word's gather is what the runs walk would read again.
    const groups =
      beside ??
      (sampleComplete || matchesDigitsFirst(criteria)
        ? { facets: bySize(of('block')), partial: false }
        : await this.#groups(criteria, context));
    return {
      countedAt: context.now,
      fromTally: false,
      partial: !sampleComplete || groups.partial,
      matched: sampled,
      groups: groups.facets,
      city: of('city'),
      categories: of('category'),
      patterns: of('pattern'),
      vendors: of('vendor'),
      prices: of('price'),
    };
  }

  /**
   * Find-a-block's sizes on offer: the matching numbers in runs of two or more (served by the runs
   * indexes, or the area code's), grouped again into blocks of consecutive numbers as the blocks
   * query does, so a held or filtered-out number splits its run; then how many blocks reach each
   * size. Blocks are counted over the first 10,000 such numbers in number order (`partial` beyond).
   * The search's own block size is left out, so the sidebar shows every size there is.
   */
  async #groups(
    criteria: SearchCriteria,
    context: SearchContext,
  ): Promise<{ facets: Facet[]; partial: boolean }> {
    const where = searchConditions({ ...criteria, consecutive: BLOCK_SIZES[0] }, context);
    const cap = where.param(this.#sidebarSample);
    // A word or digits: the first matches found, as a digit search's page gathers them (sorting every match
    // to take the first in number order grew with the inventory: 282-1,128 ms at 10M).
    const firstInOrder = matchesDigitsFirst(criteria) ? '' : 'order by n.num';
    const rows = await this.#sql.query<{ value: string; count: number }>(
      `with m as materialized (select n.num from catalog.number n where ${where.sql()} ${firstInOrder} limit ${cap}::int + 1),
       c as (select num from m order by num limit ${cap})
       ${blockSizeCounts('c', where)}
       union all select 'matched', count(*)::int from m`,
      where.params,
    );
    const matched = rows.find((row) => row.value === 'matched')?.count ?? 0;
    const facets = bySize(rows.filter((row) => row.value !== 'matched'));
    return { facets, partial: Number(matched) > this.#sidebarSample };
  }
}

/**
 * How many blocks of consecutive numbers in `from` (a CTE with `num`) reach each find-a-block size, as rows
 * of (value: the size, count). A number missing from `from` (held, filtered out) splits its run, and a block
 * never crosses an exchange, as a run never does (number-runs.ts).
 */
function blockSizeCounts(from: string, where: SqlConditions): string {
  return `select s.size::text as value, count(*)::int as count
    from (select count(*) as length from (select ${blockKey('num')} as block from ${from}) g group by block) blocks
    join unnest(${where.param([...BLOCK_SIZES])}::int[]) s(size) on blocks.length >= s.size group by s.size`;
}

const bySize = (facets: Facet[]): Facet[] =>
  facets
    .map((facet) => ({ value: facet.value, count: Number(facet.count) }))
    .sort((a, b) => Number(a.value) - Number(b.value));
