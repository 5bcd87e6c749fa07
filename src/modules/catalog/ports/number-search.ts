import type { CountMade } from '../domain/count-freshness.ts';
import type { SearchCriteria } from '../domain/search-criteria.ts';

/** A number as search reads it from the inventory. Money in cents. */
export interface FoundNumber {
  id: number;
  tn: string;
  npa: string | null;
  state: string | null;
  city: string | null;
  lat: number | null;
  lon: number | null;
  country: string;
  type: string;
  vendor: string;
  costCents: number;
  priceCents: number;
  retailPriceCents: number;
  licenseOneTimeCents: number | null;
  licenseMonthlyCents: number | null;
  licenseAnnualIncreaseBp: number | null;
  negotiable: boolean;
  /** The seller's floor for offers; null: none beyond the site's minimum. */
  minOfferCents: number | null;
  /** The broker account that lists the number (docs/adr/0055); null: the house's own inventory. */
  sellerAccountId: number | null;
  exclusive: boolean;
  getItNow: boolean;
  spelling: string | null;
  pigPickPct: number;
  onSaleUntil: Date | null;
  /** Set on regular (sectioned) answers and blocks. */
  sectionName?: string;
  /** 'prime': a Pig Pick candidate, of which the answer promotes one (docs/adr/0066). */
  tag?: 'prime' | 'nearMe' | 'best' | null;
  distanceMiles?: number | null;
  /** Consecutive blocks: the block this number is in, its position and the block's length. */
  group?: { key: number; position: number; length: number };
}

export interface SearchContext {
  now: Date;
  /** The caller's basket: numbers it holds stay visible to its owner. */
  basketUuid: string | null;
}

export interface Facet {
  value: string;
  count: number;
}

export interface SectionRequest {
  name: string;
  limit: number;
  /** Extra SQL-free filter choice for the adapter: a price band or a tag. */
  kind:
    | { band: 'sale' | 'license'; minCents: number; maxCents: number | null }
    /** Broker listings paying the highest Pig Pick percentage among all matches (docs/adr/0066). */
    | { tag: 'pigPick' }
    | { tag: 'best' }
    | { tag: 'nearMe'; npas: string[]; lat: number; lon: number; miles: number }
    | { tag: 'theme'; regexes: string[] };
}

/** How many numbers match, counted up to a cap; a memo keeps the time it was counted. */
export interface CountedTotal extends CountMade {
  total: number;
}

export interface Facets extends CountMade {
  /** More numbers match than the counts cover (they are counted over a sample). */
  partial: boolean;
  /**
   * How many numbers match, up to the paging cap plus one, when the counts were made over the matches
   * themselves: the same figure as a capped `count`, which the answer then need not ask for. Null when
   * the counts came from the tallies.
   */
  matched: number | null;
  city: Facet[];
  categories: Facet[];
  patterns: Facet[];
  vendors: Facet[];
  prices: Facet[];
  /** Find-a-block: for each block size (`BLOCK_SIZES`) on offer, how many blocks of at least that many. */
  groups: Facet[];
}

/** The sort key (price in cents, or the number for numeric order) and id of a number of a page. */
export interface PageKey {
  key: string;
  id: number;
}

/**
 * A page: `limit` numbers from result `offset`, or, with `after`, from just after that number (keyset,
 * docs/adr/0077; find-a-block pages by offset only). `last` of the answer is the page's last number.
 */
export interface PageRequest {
  limit: number;
  offset: number;
  after?: PageKey | null;
}

/**
 * The regular answer's picks, section by section. `matchesPartial`: a word or digits search matched more
 * numbers than it gathers (DIGIT_GATHER_CAP), so the sections picked among the first ones found.
 */
export interface SectionPicks {
  numbers: FoundNumber[];
  matchesPartial: boolean;
}

/** Read access to the inventory for search. */
export interface NumberSearch {
  exact(tn: string, context: SearchContext): Promise<FoundNumber | null>;
  /**
   * A page in the requested order, and how many numbers matched (up to the paging cap and one more) when
   * finding the page told: a digit search gathers its matches before sorting them. Null when only `count`
   * can say. `matchesPartial`: more matched than a digit search gathers, so the order covers the first
   * ones found, not every match.
   */
  page(
    criteria: SearchCriteria,
    page: PageRequest,
    context: SearchContext,
  ): Promise<{
    numbers: FoundNumber[];
    matched: number | null;
    matchesPartial: boolean;
    last: PageKey | null;
  }>;
  /** How many numbers match, counted up to `cap` (paging stops before it). */
  count(criteria: SearchCriteria, cap: number, context: SearchContext): Promise<CountedTotal>;
  /** Several small lists in one round trip (the regular answer). */
  sections(
    criteria: SearchCriteria,
    sections: SectionRequest[],
    context: SearchContext,
  ): Promise<SectionPicks>;
  /** Of these numbers, the ones search may still show, read afresh. */
  shownByIds(ids: number[], context: SearchContext): Promise<FoundNumber[]>;
  facets(criteria: SearchCriteria, context: SearchContext, withVendors: boolean): Promise<Facets>;
}

/** Remembers an answer by key for a short while (see ADR 0010); `delete` forgets one. */
export interface AnswerMemo<T> {
  get(key: string, compute: () => Promise<T>): Promise<T>;
  delete(key: string): void;
}

/**
 * What search may reuse for a few seconds: totals and facets (counts a few seconds old are fine),
 * which numbers fill the regular answer's sections (re-read and re-checked on every request), and
 * the current theme's patterns.
 */
export interface SearchMemos {
  totals: AnswerMemo<CountedTotal>;
  facets: AnswerMemo<Facets>;
  sectionPicks: AnswerMemo<SectionPicks>;
  /** The current theme's patterns: a staff change shows in search within the memo's lifetime. */
  themePatterns: AnswerMemo<string[]>;
}
