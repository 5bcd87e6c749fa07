import { DomainError, ValidationError } from '../../../shared/domain-error.ts';
import { BUY_NOW_LIMIT_CENTS, PRICE_BUCKETS } from '../../../shared/listing-rules.ts';
import { isOnSale } from '../../../shared/on-sale.ts';
import { PhoneNumber } from '../../../shared/phone-number.ts';
import { blockSizeLabel, MAX_PAGED_RESULTS } from '../../../shared/search-rules.ts';
import { countFreshness } from '../domain/count-freshness.ts';
import { CATEGORIES, PATTERNS, themePatternToSqlRegex } from '../domain/number-patterns.ts';
import { decodePageCursor, encodePageCursor } from '../domain/page-cursor.ts';
import { PIG_PICK_SECTION, PigPickTurns } from '../domain/pig-pick.ts';
import { applyNumberPriceFactor, pricesForAccount } from '../domain/pricing.ts';
import {
  countCriteria,
  exactNumber,
  type SearchCriteria,
  type SearchRequest,
  searchStyle,
  toCriteria,
} from '../domain/search-criteria.ts';
import { spellerForQuery } from '../domain/vanity-spelling.ts';
import type {
  AnswerMemo,
  CountedTotal,
  Facet,
  Facets,
  FoundNumber,
  NumberSearch,
  PageKey,
  SearchContext,
  SearchMemos,
  SectionPicks,
} from '../ports/number-search.ts';
import type { PigPickPromotions } from '../ports/pig-pick-promotions.ts';
import { promoteOnePigPick, regularSections } from './regular-sections.ts';
import { countsKey, criteriaKey } from './search-memo-keys.ts';

export interface SearchDeps {
  search: NumberSearch;
  clock: { now(): Date };
  /** Digit patterns of the theme current at `now` (admin themes), for the theme picks. */
  themePatterns: (now: Date) => Promise<string[]>;
  /** Answers reused for a few seconds; without them every request computes everything. */
  memos?: SearchMemos;
  /** The account's discount on numbers (0.1 to 0.3), or null; the memos keep list prices for everyone. */
  numberPriceFactor?: (accountId: number) => Promise<number | null>;
  /** Signs the promoted Pig Pick's proof of promotion for the basket (docs/adr/0066); without it none is given. */
  promotions?: PigPickPromotions;
  /** Whose turn it is among tied Pig Picks, per search; a fresh rotation when absent. */
  pigPickTurns?: PigPickTurns;
}

const computeEachTime = <T>(): AnswerMemo<T> => ({ get: (_key, compute) => compute(), delete: () => {} });
const NO_MEMOS: SearchMemos = {
  totals: computeEachTime(),
  facets: computeEachTime(),
  sectionPicks: computeEachTime(),
  themePatterns: computeEachTime(),
};

const EXACT_COUNTS = countFreshness({ total: null, facets: null }, new Date(0));

/**
 * The regular answer's numbers: the picks are made for no basket (numbers held by any basket left out) and
 * remembered for a minute, shared by every visitor; every remembered number is read afresh with the
 * caller's rule and shown only if search may still show it to the caller. When one has gone (sold, held
 * by another basket), the picks are made again so the sections stay full.
 */
async function sectionNumbers(
  search: NumberSearch,
  memo: AnswerMemo<SectionPicks>,
  key: string,
  pick: () => Promise<SectionPicks>,
  context: SearchContext,
): Promise<SectionPicks> {
  let pickedNow = false;
  // Made just now for no basket: nothing in them is sold or held, so they need no second read.
  const remembered = await memo.get(key, () => {
    pickedNow = true;
    return pick();
  });
  if (pickedNow) return remembered;
  const picks = remembered.numbers;
  const fresh = new Map(
    (await search.shownByIds([...new Set(picks.map((number) => number.id))], context)).map((number) => [
      number.id,
      number,
    ]),
  );
  const shown = picks.flatMap((picked) => {
    const number = fresh.get(picked.id);
    return number
      ? [{ ...number, sectionName: picked.sectionName, tag: picked.tag, distanceMiles: picked.distanceMiles }]
      : [];
  });
  if (shown.length === picks.length) return { numbers: shown, matchesPartial: remembered.matchesPartial };
  memo.delete(key);
  return memo.get(key, pick);
}

export interface SearchCaller {
  isEmployee: boolean;
  /** The signed-in member's account, whose prices the numbers show; null for guests. */
  accountId: number | null;
}

const REFINE_HINT =
  'More than 10,000 numbers match. Add a word, a city or another filter to narrow the search.';
/** A word or digits search that matched more than it gathers (DIGIT_GATHER_CAP): what the order covers. */
const PARTIAL_ORDER_HINT =
  'More than 10,000 numbers match, so these are sorted among the first 10,000 found. Add an area code, a state or more digits to narrow the search.';
const PARTIAL_PICKS_HINT =
  'More than 10,000 numbers match, so these are picked among the first 10,000 found. Add an area code, a state or more digits to narrow the search.';

function humanTn(tn: string): string {
  return PhoneNumber.tryParse(tn)?.format() ?? tn;
}

/** What every number of one answer is shown with. */
interface ViewContext {
  criteria: SearchCriteria | null;
  caller: SearchCaller;
  now: Date;
  priceFactor: number | null;
  /** The word search's speller, made once per answer (its rude-word check is not free). */
  speller: ((tn: string) => string | null) | null;
}

function viewContext(
  criteria: SearchCriteria | null,
  caller: SearchCaller,
  now: Date,
  priceFactor: number | null,
): ViewContext {
  return {
    criteria,
    caller,
    now,
    priceFactor,
    speller: criteria?.word ? spellerForQuery(criteria.word) : null,
  };
}

function toView(found: FoundNumber, view: ViewContext, promotion: string | null = null) {
  const { criteria, caller, now, priceFactor } = view;
  const number = pricesForAccount(found, priceFactor);
  const wordSpelling = view.speller ? view.speller(number.tn) : null;
  const group = number.group;
  return {
    tn: number.tn,
    humanTn: humanTn(number.tn),
    price: number.priceCents,
    intprice: number.priceCents,
    retailPrice:
      priceFactor === null
        ? number.retailPriceCents
        : applyNumberPriceFactor(number.retailPriceCents, priceFactor),
    sectionName: number.sectionName ?? null,
    isGroupMember: Boolean(group),
    startGroup: group ? group.position === 1 : false,
    endGroup: group
      ? group.position === Math.min(group.length, criteria?.consecutive ?? group.length)
      : false,
    groupLength: group ? Math.min(group.length, criteria?.consecutive ?? group.length) : 0,
    nearMe: number.tag === 'nearMe',
    forceLicensableShow: number.priceCents === 0 && number.licenseMonthlyCents !== null,
    spelling: wordSpelling ?? number.spelling,
    pigPick: number.pigPickPct,
    city: number.city,
    state: number.state,
    isOnSale: isOnSale(number.onSaleUntil, now),
    isExclusive: number.exclusive,
    licenseNrc: number.licenseOneTimeCents,
    licenseMrc: number.licenseMonthlyCents,
    licenseAnnualIncrease: number.licenseAnnualIncreaseBp,
    humanAvailability: number.getItNow ? 'Within 2 hours' : '1 to 3 business days',
    negotiationId: null,
    negotiationUUID: null,
    tag: number.tag ?? null,
    showNegotiable: number.negotiable,
    promotion,
    distanceInMiles:
      number.distanceMiles === undefined || number.distanceMiles === null
        ? null
        : Math.round(number.distanceMiles * 10) / 10,
    ...(caller.isEmployee ? { vendor: number.vendor, cost: number.costCents } : {}),
  };
}

export type SearchNumberView = ReturnType<typeof toView>;

/** One collator for every answer: `localeCompare` builds one per call (a city sidebar sorts hundreds). */
const byLabel = new Intl.Collator('en').compare;

const labelled = (facets: Facet[], labels: readonly { key: string; label: string }[]) =>
  facets
    .map((facet) => ({
      ...facet,
      label: labels.find((item) => item.key === facet.value)?.label ?? facet.value,
    }))
    .sort((a, b) => b.count - a.count || byLabel(a.label, b.label));

const badCursor = () =>
  new ValidationError(
    'catalog.bad_page_cursor',
    'This page link is not valid for this search (another sort, or past 10,000 results). Start from the first page.',
    { errors: { after: 'Not a page cursor of this search.' } },
  );

/**
 * The capped total, remembered a while: when the sidebar's counts were just made over the matches they
 * hold the same capped count (one statement fewer); otherwise it is counted, or read from the tallies.
 * Remembered sidebar counts are not used: they may be older than a total may be (ADR 0010).
 */
async function totalOf(
  search: NumberSearch,
  memos: SearchMemos,
  criteria: SearchCriteria,
  shared: SearchContext,
  facets: Promise<Facets> | null,
): Promise<CountedTotal> {
  const sampled = facets ? await facets : null;
  const matchedNow =
    sampled?.matched != null && sampled.countedAt.getTime() === shared.now.getTime() ? sampled.matched : null;
  return memos.totals.get(countsKey(criteria, 'total'), async () =>
    matchedNow === null
      ? search.count(criteria, MAX_PAGED_RESULTS + 1, shared)
      : { total: matchedNow, countedAt: shared.now, fromTally: false },
  );
}

/** The `after` of the next page, when there may be one within the paging cap (blocks page by offset only). */
function nextCursor(criteria: SearchCriteria, last: PageKey | null, position: number, full: boolean) {
  if (!last || !full || position >= MAX_PAGED_RESULTS) return null;
  return encodePageCursor({ sort: criteria.sort, position, ...last });
}

/** GET /api/tnSearch: the three styles of spec 2 (exact number, paged "more", sectioned regular). */
export function makeSearchNumbers({
  search,
  clock,
  themePatterns,
  memos = NO_MEMOS,
  numberPriceFactor = async () => null,
  promotions,
  pigPickTurns = new PigPickTurns(),
}: SearchDeps) {
  return async function searchNumbers(input: {
    request: SearchRequest;
    raw: URLSearchParams;
    /** `after`: the keyset cursor of the answer's `next` (docs/adr/0077); it overrides `skip`. */
    page: { limit: number; skip: number; after?: string | null };
    withAggregations: boolean;
    basketUuid: string | null;
    caller: SearchCaller;
  }) {
    const { request, caller } = input;
    if (request.vendor.length && !caller.isEmployee) {
      throw new DomainError('forbidden', 'catalog.vendor_filter', 'Only employees can filter by vendor.');
    }
    const now = clock.now();
    const context: SearchContext = { now, basketUuid: input.basketUuid };
    // What the remembered answers are made for, whoever asks (docs/adr/0077).
    const shared: SearchContext = { now, basketUuid: null };
    // Applied after the memos, which hold list prices only, so one account's prices never reach another.
    // Read beside the search, not before it: one round trip less to wait for (docs/adr/0081).
    const priceFactorRead =
      caller.accountId === null ? Promise.resolve(null) : numberPriceFactor(caller.accountId);
    // Awaited below on every path that shows numbers; this only keeps an early exit from leaving it unhandled.
    priceFactorRead.catch(() => {});
    const style = searchStyle(request, countCriteria(input.raw));
    const answer = (
      data: SearchNumberView[],
      total: number,
      extra: {
        refineHint?: string | null;
        skip?: number;
        next?: string | null;
        matchesPartial?: boolean;
      } = {},
    ) => ({
      style,
      data,
      total,
      limit: input.page.limit,
      skip: extra.skip ?? input.page.skip,
      next: extra.next ?? null,
      refineHint: extra.refineHint ?? null,
      matchesPartial: extra.matchesPartial ?? false,
    });

    if (style === 'noCriteria') {
      return {
        ...answer([], 0),
        ...EXACT_COUNTS,
        filterData: {
          city: [],
          categories: [],
          patterns: [],
          vendors: [],
          prices: [],
          groups: [],
          buyNowLimit: BUY_NOW_LIMIT_CENTS,
          noCriteria: true,
          countsPartial: false,
        },
      };
    }
    if (style === 'fqtn') {
      const found = await search.exact(exactNumber(request)!, context);
      const priceFactor = await priceFactorRead;
      return {
        ...answer(found ? [toView(found, viewContext(null, caller, now, priceFactor))] : [], found ? 1 : 0),
        ...EXACT_COUNTS,
      };
    }

    const criteria = toCriteria(request);
    const facetsPromise = input.withAggregations
      ? memos.facets.get(countsKey(criteria, 'facets', caller.isEmployee), () =>
          search.facets(criteria, shared, caller.isEmployee),
        )
      : null;
    let result: ReturnType<typeof answer>;
    let total: CountedTotal | null = null;
    if (style === 'more') {
      const cursor = input.page.after ? decodePageCursor(input.page.after, criteria.sort) : null;
      if (input.page.after && !cursor) throw badCursor();
      const skip = cursor ? cursor.position : Math.min(input.page.skip, MAX_PAGED_RESULTS - 1);
      const limit = Math.min(input.page.limit, MAX_PAGED_RESULTS - skip);
      const {
        numbers: rows,
        matched,
        matchesPartial,
        last,
      } = await search.page(criteria, { limit, offset: skip, after: cursor }, context);
      // A first page that is not full holds every match, and a digit search counted its matches: nothing to count.
      const found = skip === 0 && rows.length < limit ? rows.length : matched;
      if (found === null) total = await totalOf(search, memos, criteria, shared, facetsPromise);
      const count = found ?? total?.total ?? 0;
      const view = viewContext(criteria, caller, now, await priceFactorRead);
      result = answer(
        rows.map((row) => toView(row, view)),
        Math.min(count, MAX_PAGED_RESULTS),
        {
          refineHint: matchesPartial ? PARTIAL_ORDER_HINT : count > MAX_PAGED_RESULTS ? REFINE_HINT : null,
          matchesPartial,
          skip,
          next: nextCursor(criteria, last, skip + rows.length, rows.length === limit),
        },
      );
    } else {
      const patterns = await memos.themePatterns.get('current', () => themePatterns(now));
      const regexes = patterns.map(themePatternToSqlRegex);
      const picks = await sectionNumbers(
        search,
        memos.sectionPicks,
        criteriaKey(criteria, 'sections', regexes),
        () => search.sections(criteria, regularSections(criteria, regexes), shared),
        context,
      );
      // Turns are per search, whoever asks: every visitor's request moves the rotation on.
      const shown = promoteOnePigPick(picks.numbers, () =>
        pigPickTurns.next(JSON.stringify([criteria, regexes])),
      );
      const view = viewContext(criteria, caller, now, await priceFactorRead);
      const promotionOf = (row: FoundNumber) =>
        row.sectionName === PIG_PICK_SECTION && promotions
          ? promotions.issue({ tn: row.tn, percentage: row.pigPickPct, shownAt: now })
          : null;
      result = answer(
        shown.map((row) => toView(row, view, promotionOf(row))),
        shown.length,
        {
          refineHint: picks.matchesPartial ? PARTIAL_PICKS_HINT : null,
          matchesPartial: picks.matchesPartial,
        },
      );
    }
    const facets = facetsPromise ? await facetsPromise : null;
    const counts = countFreshness({ total, facets }, now);
    if (!facets) return { ...result, ...counts };
    return {
      ...result,
      ...counts,
      filterData: {
        city: labelled(facets.city, []),
        categories: labelled(facets.categories, CATEGORIES),
        patterns: labelled(facets.patterns, PATTERNS),
        vendors: caller.isEmployee ? labelled(facets.vendors, []) : [],
        prices: labelled(facets.prices, PRICE_BUCKETS),
        groups: facets.groups.map((group) => ({ ...group, label: blockSizeLabel(Number(group.value)) })),
        buyNowLimit: BUY_NOW_LIMIT_CENTS,
        noCriteria: false,
        countsPartial: facets.partial,
      },
    };
  };
}
