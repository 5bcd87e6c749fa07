import { PRICE_BUCKETS } from '../../../../src/shared/listing-rules.ts';
import { MAX_PAGED_RESULTS, SEARCH_CRITERIA_KEYS } from '../../../../src/shared/search-rules.ts';
import type { operations } from '../../api/schema.d.ts';

/** The query of GET /api/tnSearch, as the schema types it. */
export type SearchApiQuery = NonNullable<operations['searchNumbers']['parameters']['query']>;

export type NumberType = 'local' | 'tollfree' | 'global';
export type SearchSort = 'price+' | 'price-' | 'tn';
export type SearchBy = 'contains' | 'startsWith' | 'endsWith';
export type PriceKey = Extract<NonNullable<SearchApiQuery['price']>, string>;

/** Spec 2, section 9: the search page's constants. */
export const SEARCH_PAGE_SIZES: readonly number[] = [12, 24, 48, 100];
export const DEFAULT_SEARCH_PAGE_SIZE = 48;
export const DEFAULT_SORT: SearchSort = 'price+';
export const DEFAULT_CONSECUTIVE = 10;
export const SEARCH_DEBOUNCE_MS = 500;
/** "3 second wait before regular results are revealed", counted from when the search starts. */
export const REGULAR_REVEAL_WAIT_MS = 3_000;
export const START_WITH_MAX_DIGITS = 7;
export const TOLL_FREE_ANY = '8**';
export const DEFAULT_COUNTRY = 'GB';
export const SPELLING_LENGTHS: readonly number[] = [3, 4, 5, 6, 7];

export const SORT_OPTIONS: readonly { value: SearchSort; label: string }[] = [
  { value: 'price+', label: 'Price Low to High' },
  { value: 'tn', label: 'Numeric' },
  { value: 'price-', label: 'Price High to Low' },
];

/** Everything the search page's URL says; the form edits a copy and writes it back. */
export interface SearchState {
  type: NumberType;
  /** Two-letter state or province code, or ''. */
  state: string;
  /** Three digits, '8**' (any toll-free prefix), or ''. */
  npa: string;
  search: string;
  /** Two-letter country code for global numbers, or ''. */
  country: string;
  saleOnly: boolean;
  licenseOnly: boolean;
  getItNow: boolean;
  recentlyAdded: boolean;
  isOnSale: boolean;
  /** With an area code: also its neighbours within 25 miles. */
  nearby: boolean;
  /** Find-a-block size; null when off. */
  consecutive: number | null;
  startWith: string;
  city: string[];
  category: string[];
  pattern: string[];
  price: PriceKey[];
  vendor: string[];
  /** null: the server's default (price low to high; numeric for a block). */
  sort: SearchSort | null;
  searchBy: SearchBy | null;
  /** Paged results instead of the sectioned answer. */
  moreResults: boolean;
  /** Page size. */
  limit: number;
  /** First result of the page (paged mode). */
  skip: number;
  /** The keyset cursor of the page (the previous answer's `next`; docs/adr/0077), or '' to page by `skip`. */
  after: string;
  spellingLength: number | null;
  fqtnSearch: string;
}

export const EMPTY_SEARCH: SearchState = Object.freeze({
  type: 'local',
  state: '',
  npa: '',
  search: '',
  country: '',
  saleOnly: false,
  licenseOnly: false,
  getItNow: false,
  recentlyAdded: false,
  isOnSale: false,
  nearby: false,
  consecutive: null,
  startWith: '',
  city: [],
  category: [],
  pattern: [],
  price: [],
  vendor: [],
  sort: null,
  searchBy: null,
  moreResults: false,
  limit: DEFAULT_SEARCH_PAGE_SIZE,
  skip: 0,
  after: '',
  spellingLength: null,
  fqtnSearch: '',
}) as SearchState;

/** URL keys the page owns; any other key (showBasket, basketUuid, offerUuid, plan...) is left as found. */
const OWN_KEYS = [
  ...SEARCH_CRITERIA_KEYS,
  'sort',
  'searchBy',
  'moreResults',
  'limit',
  'skip',
  'after',
  'spellingLength',
] as const;

const FLAGS = [
  'saleOnly',
  'licenseOnly',
  'getItNow',
  'recentlyAdded',
  'isOnSale',
  'nearby',
  'moreResults',
] as const;
const LISTS = ['city', 'category', 'pattern', 'price', 'vendor'] as const;
const PRICE_KEYS = new Set<string>(PRICE_BUCKETS.map((bucket) => bucket.key));

/** A keyset cursor as the server writes it (`a48.2500.1234`); anything else is dropped. */
const PAGE_CURSOR = /^[adn]\d{1,5}\.\d{1,15}\.\d{1,15}$/;

const isFlag = (value: string | null) => value === 'true' || value === '1';

function intIn(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | null {
  return allowed.find((item) => item === value) ?? null;
}

/** Reads the page's URL; anything malformed is dropped rather than sent to the server. */
export function parseSearch(params: URLSearchParams): SearchState {
  const text = (key: string) => params.get(key)?.trim() ?? '';
  const code = (key: string) => (/^[A-Za-z]{2}$/.test(text(key)) ? text(key).toUpperCase() : '');
  const list = (key: string) => [...new Set(params.getAll(key).map((value) => value.trim()))].filter(Boolean);
  const npa = text('npa');
  const startWith = text('startWith');
  const consecutive = intIn(params.get('consecutive'), 0, 100);
  const limit = intIn(params.get('limit'), 1, 100);
  return {
    type: oneOf(params.get('type'), ['local', 'tollfree', 'global'] as const) ?? 'local',
    state: code('state'),
    npa: /^(\d{3}|8\*\*)$/.test(npa) ? npa : '',
    search: text('search').slice(0, 20),
    country: code('country'),
    saleOnly: isFlag(params.get('saleOnly')),
    licenseOnly: isFlag(params.get('licenseOnly')),
    getItNow: isFlag(params.get('getItNow')),
    recentlyAdded: isFlag(params.get('recentlyAdded')),
    isOnSale: isFlag(params.get('isOnSale')),
    nearby: isFlag(params.get('nearby')),
    consecutive: consecutive !== null && consecutive >= 2 ? consecutive : null,
    startWith: /^\d{1,7}$/.test(startWith) ? startWith : '',
    city: list('city'),
    category: list('category'),
    pattern: list('pattern'),
    price: list('price').filter((key): key is PriceKey => PRICE_KEYS.has(key)),
    vendor: list('vendor'),
    sort: oneOf(params.get('sort'), ['price+', 'price-', 'tn'] as const),
    searchBy: oneOf(params.get('searchBy'), ['contains', 'startsWith', 'endsWith'] as const),
    moreResults: isFlag(params.get('moreResults')),
    limit: limit !== null && SEARCH_PAGE_SIZES.includes(limit) ? limit : DEFAULT_SEARCH_PAGE_SIZE,
    skip: intIn(params.get('skip'), 0, MAX_PAGED_RESULTS - 1) ?? 0,
    after: PAGE_CURSOR.test(params.get('after') ?? '') ? params.get('after')! : '',
    spellingLength: intIn(params.get('spellingLength'), 3, 7),
    fqtnSearch: text('fqtnSearch').slice(0, 20),
  };
}

/**
 * The URL of a search, in one fixed order and without defaults, so that the same search always reads
 * the same (it also keys the cached answers). `base` keeps the keys the page does not own.
 */
export function serializeSearch(state: SearchState, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  params.set('type', state.type);
  const put = (key: string, value: string) => {
    if (value !== '') params.set(key, value);
  };
  put('state', state.state);
  put('npa', state.npa);
  put('search', state.search.trim());
  put('country', state.country);
  for (const flag of FLAGS) {
    if (flag !== 'moreResults' && state[flag]) params.set(flag, 'true');
  }
  if (state.consecutive !== null) params.set('consecutive', String(state.consecutive));
  put('startWith', state.startWith);
  for (const key of LISTS) for (const value of state[key]) params.append(key, value);
  if (state.sort) params.set('sort', state.sort);
  if (state.searchBy) params.set('searchBy', state.searchBy);
  if (state.moreResults) params.set('moreResults', 'true');
  if (state.limit !== DEFAULT_SEARCH_PAGE_SIZE) params.set('limit', String(state.limit));
  if (state.moreResults && state.skip > 0) params.set('skip', String(state.skip));
  if (state.moreResults && state.skip > 0 && state.after) params.set('after', state.after);
  if (state.spellingLength !== null) params.set('spellingLength', String(state.spellingLength));
  put('fqtnSearch', state.fqtnSearch);
  if (base) {
    for (const [key, value] of base) {
      if (!(OWN_KEYS as readonly string[]).includes(key)) params.append(key, value);
    }
  }
  return params;
}

/**
 * What GET /api/tnSearch is sent. `type` always goes (it counts as one of the two criteria a search
 * needs, so an area code or a word alone is enough); paging only in paged mode.
 */
export function toApiQuery(state: SearchState, basketUuid: string | null): SearchApiQuery {
  const query: SearchApiQuery = { type: state.type, withAggregations: 'true' };
  if (state.type === 'local' && state.state) query.state = state.state;
  if (state.type !== 'global' && state.npa) query.npa = state.npa;
  if (state.search.trim()) query.search = state.search.trim();
  if (state.type === 'global') query.country = state.country || DEFAULT_COUNTRY;
  for (const flag of FLAGS) if (state[flag]) query[flag] = 'true';
  if (state.consecutive !== null) query.consecutive = state.consecutive;
  if (state.startWith) query.startWith = state.startWith;
  if (state.city.length) query.city = state.city;
  if (state.category.length) query.category = state.category;
  if (state.pattern.length) query.pattern = state.pattern;
  if (state.price.length) query.price = state.price;
  if (state.vendor.length) query.vendor = state.vendor;
  if (state.sort) query.sort = state.sort;
  if (state.searchBy) query.searchBy = state.searchBy;
  if (state.moreResults) {
    query.$limit = state.limit;
    // The next page by its cursor (an index walk from the last number seen), any other by position.
    if (state.skip > 0 && state.after) query.after = state.after;
    else query.$skip = state.skip;
  }
  if (state.spellingLength !== null) query.spellingLength = state.spellingLength;
  if (state.fqtnSearch) query.fqtnSearch = state.fqtnSearch;
  if (basketUuid) query.basketUuid = basketUuid;
  return query;
}

/** The sort the page shows when none is chosen: numeric for a block, else price low to high. */
export function effectiveSort(state: SearchState): SearchSort {
  return state.sort ?? (state.consecutive !== null ? 'tn' : DEFAULT_SORT);
}

/**
 * Spec 2, section 4: switching type clears state, area code, city and the filters; toll free asks for
 * any toll-free prefix (8**), global for the UK. Words, sort, page size and the paged mode stay.
 */
export function switchType(state: SearchState, type: NumberType): SearchState {
  return {
    ...EMPTY_SEARCH,
    type,
    npa: type === 'tollfree' ? TOLL_FREE_ANY : '',
    country: type === 'global' ? DEFAULT_COUNTRY : '',
    search: state.search,
    searchBy: state.searchBy,
    // Leaving a block search turns find-a-block off, which restores the default sort.
    sort: state.consecutive !== null ? null : state.sort,
    moreResults: state.moreResults,
    limit: state.limit,
  };
}

/** Sale-only and licence-only exclude each other: choosing one clears the other. */
export function setOwnership(
  state: SearchState,
  which: 'saleOnly' | 'licenseOnly',
  checked: boolean,
): SearchState {
  const other = which === 'saleOnly' ? 'licenseOnly' : 'saleOnly';
  return { ...state, [which]: checked, [other]: checked ? false : state[other] };
}

/** Find-a-block on: a block of 10, listed in numeric order; off: no block, the default sort again. */
export function setFindABlock(state: SearchState, on: boolean): SearchState {
  return on
    ? { ...state, consecutive: DEFAULT_CONSECUTIVE, sort: 'tn' }
    : { ...state, consecutive: null, sort: null };
}

/** Clear search: the chosen type with its defaults; page size and paged mode stay. */
export function clearSearch(state: SearchState): SearchState {
  return { ...switchType({ ...state, search: '', searchBy: null, sort: null }, state.type) };
}

/** Paged mode, from the sectioned answer's 'More results': sorted (price low to high unless chosen). */
export function enterPagedMode(state: SearchState): SearchState {
  return { ...state, moreResults: true, skip: 0, sort: effectiveSort(state) };
}

/** What a saved search (notify me) watches. */
export function savedSearchCriteria(state: SearchState) {
  return {
    type: state.type,
    ...(state.type === 'local' && state.state ? { state: state.state } : {}),
    ...(state.type !== 'global' && state.npa ? { npa: state.npa } : {}),
    ...(state.search.trim() ? { search: state.search.trim() } : {}),
    ...(state.type === 'global' ? { country: state.country || DEFAULT_COUNTRY } : {}),
  };
}
