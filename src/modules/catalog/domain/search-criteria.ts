import { PRICE_BUCKETS, type PriceBucket } from '../../../shared/listing-rules.ts';
import { lettersToDigits, PhoneNumber } from '../../../shared/phone-number.ts';
import { NEAR_ME_MILES, nearbyAreaCodes } from './nearby.ts';

export type NumberType = 'local' | 'tollfree' | 'global';
export type SearchSort = 'price+' | 'price-' | 'tn';
export type SearchStyle = 'fqtn' | 'more' | 'regular' | 'noCriteria';

/** What the search page asks, already checked for shape by the HTTP contract. */
export interface SearchRequest {
  type: NumberType;
  state?: string;
  npa?: string;
  search?: string;
  country?: string;
  saleOnly: boolean;
  licenseOnly: boolean;
  getItNow: boolean;
  recentlyAdded: boolean;
  isOnSale: boolean;
  nearby?: boolean;
  consecutive?: number;
  startWith?: string;
  city: string[];
  category: string[];
  pattern: string[];
  price: string[];
  sort?: SearchSort;
  searchBy: 'contains' | 'startsWith' | 'endsWith';
  moreResults: boolean;
  vendor: string[];
  spellingLength?: number;
  fqtnSearch?: string;
}

/** The filters a search applies, normalised: what the SQL adapter turns into WHERE clauses. */
export interface SearchCriteria {
  type: NumberType;
  state: string | null;
  /** One area code; null for any (toll free '8**' means any toll-free prefix). */
  npa: string | null;
  country: string | null;
  /** Digits to find in the number, and the word they came from when the user typed letters. */
  digits: string | null;
  word: string | null;
  searchBy: 'contains' | 'startsWith' | 'endsWith';
  ownership: 'any' | 'sale' | 'license';
  getItNow: boolean;
  recentlyAdded: boolean;
  isOnSale: boolean;
  /** With `nearby`: the neighbouring area codes within 25 miles and the searched code's centre. */
  near: { npas: string[]; lat: number; lon: number; miles: number } | null;
  /** Block size of consecutive numbers (2 or more), or null. */
  consecutive: number | null;
  startWith: string | null;
  cities: string[];
  categories: string[];
  patterns: string[];
  priceBuckets: PriceBucket[];
  vendors: string[];
  spellingLength: number | null;
  sort: SearchSort;
}

/** A request that asks nothing but the type: what the HTTP contract parses from a bare query. */
export function plainSearchRequest(type: NumberType): SearchRequest {
  return {
    type,
    saleOnly: false,
    licenseOnly: false,
    getItNow: false,
    recentlyAdded: false,
    isOnSale: false,
    city: [],
    category: [],
    pattern: [],
    price: [],
    searchBy: 'contains',
    moreResults: false,
    vendor: [],
  };
}

export const RECENTLY_ADDED_DAYS = 14;
export const DEFAULT_COUNTRY = 'GB';

export { countSearchCriteria as countCriteria } from '../../../shared/search-rules.ts';

/** The full number the request names exactly, if it does (fqtnSearch, or 7/10 characters in `search`). */
export function exactNumber(request: SearchRequest): string | null {
  const candidates: string[] = [];
  if (request.fqtnSearch) candidates.push(request.fqtnSearch);
  const search = request.search?.replace(/[\s().-]/g, '') ?? '';
  if (/^[0-9A-Za-z]+$/.test(search)) {
    const digits = lettersToDigits(search);
    if (digits.length === 10 || (digits.length === 11 && digits.startsWith('1'))) candidates.push(digits);
    if (digits.length === 7 && request.npa && /^\d{3}$/.test(request.npa))
      candidates.push(request.npa + digits);
    if (request.type === 'global' && search.length === 10) {
      candidates.push(`+${request.country?.toUpperCase() === 'GB' || !request.country ? '44' : ''}${digits}`);
    }
  }
  for (const candidate of candidates) {
    const parsed = PhoneNumber.tryParse(candidate);
    if (parsed) return parsed.e164;
  }
  return null;
}

export function searchStyle(request: SearchRequest, criteriaCount: number): SearchStyle {
  if (exactNumber(request)) return 'fqtn';
  if (criteriaCount < 2 && request.spellingLength === undefined) return 'noCriteria';
  return request.moreResults ? 'more' : 'regular';
}

function nearOf(request: SearchRequest): SearchCriteria['near'] {
  if (!request.nearby || request.type !== 'local' || !request.npa || !/^\d{3}$/.test(request.npa))
    return null;
  const near = nearbyAreaCodes(request.npa);
  return near ? { npas: near.npas, lat: near.centre.lat, lon: near.centre.lon, miles: NEAR_ME_MILES } : null;
}

export function toCriteria(request: SearchRequest): SearchCriteria {
  const search = request.search?.trim() ?? '';
  const hasLetters = /[A-Za-z]/.test(search);
  const digits = search ? lettersToDigits(search).replace(/\D/g, '') : '';
  const consecutive = request.consecutive && request.consecutive >= 2 ? request.consecutive : null;
  return {
    type: request.type,
    state: request.type === 'local' && request.state ? request.state.toUpperCase() : null,
    npa: request.npa && request.npa !== '8**' ? request.npa : null,
    country: request.type === 'global' ? (request.country ?? DEFAULT_COUNTRY).toUpperCase() : null,
    digits: digits || null,
    word: hasLetters ? search.toUpperCase() : null,
    searchBy: request.searchBy,
    // Sale-only and licence-only exclude each other; if both come, neither narrows.
    ownership: request.saleOnly === request.licenseOnly ? 'any' : request.saleOnly ? 'sale' : 'license',
    getItNow: request.getItNow,
    recentlyAdded: request.recentlyAdded,
    isOnSale: request.isOnSale,
    near: nearOf(request),
    consecutive,
    startWith: request.startWith ?? null,
    cities: request.city,
    categories: request.category,
    patterns: request.pattern,
    priceBuckets: PRICE_BUCKETS.filter((bucket) => request.price.includes(bucket.key)),
    vendors: request.vendor,
    spellingLength: request.spellingLength ?? null,
    // Find-a-block lists numbers in order; paged results default to price low to high.
    sort: request.sort ?? (consecutive ? 'tn' : 'price+'),
  };
}
