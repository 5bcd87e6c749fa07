/**
 * Spec 2: "pagination caps at 10000 results with a refine-search hint". The sidebar's counts cover
 * the same number of matches, for the same reason: beyond it the page asks the user to refine.
 */
export const MAX_PAGED_RESULTS = 10_000;

/** The regular answer's section of the one promoted Pig Pick, first (docs/adr/0066); it replaced 'Prime Numbers'. */
export const PIG_PICK_SECTION = 'Pig Pick';

/** Query keys of GET /api/tnSearch that are criteria (paging, sorting and display switches are not). */
export const SEARCH_CRITERIA_KEYS = [
  'type',
  'state',
  'npa',
  'search',
  'country',
  'saleOnly',
  'licenseOnly',
  'getItNow',
  'recentlyAdded',
  'isOnSale',
  'nearby',
  'consecutive',
  'startWith',
  'city',
  'category',
  'pattern',
  'price',
  'vendor',
  'fqtnSearch',
] as const;

const given = (value: string) => value.trim() !== '' && value !== 'false' && value !== '0';

/**
 * Spec 2: "A search runs only with at least two query parameters or a spellingLength". `raw` is
 * the query string as sent, so a defaulted value does not count. Global searches default to the
 * UK, so choosing GLOBAL alone already names a country.
 */
export function countSearchCriteria(raw: URLSearchParams): number {
  const named = SEARCH_CRITERIA_KEYS.filter((key) => raw.getAll(key).some(given));
  const impliedCountry = raw.get('type') === 'global' && !named.includes('country') ? 1 : 0;
  return named.length + impliedCountry;
}

/** A notify-me search's criteria as stored (absent ones null). */
export interface SavedSearchWords {
  type: 'local' | 'tollfree' | 'global';
  npa: string | null;
  state: string | null;
  search: string | null;
  country: string | null;
}

/** What a saved search watches, in words (mail and unsubscribe page): 'local numbers in area code 201 matching "CARS"'. */
export function describeSavedSearch(search: SavedSearchWords): string {
  const kind = { local: 'local numbers', tollfree: 'toll-free numbers', global: 'international numbers' }[
    search.type
  ];
  const parts = [kind];
  if (search.npa && search.npa !== '8**') parts.push(`in area code ${search.npa}`);
  if (search.state) parts.push(`in ${search.state}`);
  if (search.country) parts.push(`in ${search.country}`);
  if (search.search) parts.push(`matching "${search.search}"`);
  return parts.join(' ');
}

/**
 * Find-a-block sizes the sidebar offers with counts (`filterData.groups`): blocks of at least this
 * many consecutive numbers. Spec 2: the count defaults to 10, below 2 is ignored; the API takes up to 100.
 */
export const BLOCK_SIZES = [2, 3, 5, 10, 20, 50, 100] as const;

export const blockSizeLabel = (size: number) => `${size} or more in a row`;
