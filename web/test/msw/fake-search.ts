import { BUY_NOW_LIMIT_CENTS, bucketOf, PRICE_BUCKETS } from '../../../src/shared/listing-rules.ts';
import { isTollFree, PhoneNumber } from '../../../src/shared/phone-number.ts';
import { countSearchCriteria, MAX_PAGED_RESULTS } from '../../../src/shared/search-rules.ts';
import type { SearchNumber, SearchResult } from '../fixtures/search.ts';
import { backend } from './backend.ts';

// The search rules of src/modules/catalog (search-criteria.ts, search-numbers.ts), enough for the page's tests.
const isOn = (query: URLSearchParams, key: string) => ['true', '1'].includes(query.get(key) ?? '');

function exactNumber(query: URLSearchParams): string | null {
  const candidates = [query.get('fqtnSearch') ?? ''];
  const search = (query.get('search') ?? '').replace(/[\s().-]/g, '');
  if (/^\d{10}$/.test(search)) candidates.push(search);
  const npa = query.get('npa') ?? '';
  if (/^\d{7}$/.test(search) && /^\d{3}$/.test(npa)) candidates.push(npa + search);
  for (const candidate of candidates) {
    const parsed = candidate ? PhoneNumber.tryParse(candidate) : null;
    if (parsed) return parsed.e164;
  }
  return null;
}

function matchesSearch(number: SearchNumber, query: URLSearchParams): boolean {
  const type = query.get('type') ?? 'local';
  const kind = !number.tn.startsWith('+1') ? 'global' : isTollFree(number.tn) ? 'tollfree' : 'local';
  if (kind !== type) return false;
  const npa = query.get('npa');
  if (npa && npa !== '8**' && number.tn.slice(2, 5) !== npa) return false;
  const state = query.get('state');
  if (state && number.state !== state) return false;
  const search = query.get('search')?.trim() ?? '';
  if (/[A-Za-z]/.test(search) && !number.spelling?.toUpperCase().includes(search.toUpperCase())) return false;
  if (/^\d+$/.test(search) && !number.tn.includes(search)) return false;
  if (isOn(query, 'saleOnly') && number.price <= 0) return false;
  if (isOn(query, 'licenseOnly') && number.licenseNrc === null && number.licenseMrc === null) return false;
  if (isOn(query, 'isOnSale') && !number.isOnSale) return false;
  if (isOn(query, 'getItNow') && number.humanAvailability !== 'Within 2 hours') return false;
  const within = (key: string, value: string | null | undefined) => {
    const wanted = query.getAll(key);
    return wanted.length === 0 || (value !== null && value !== undefined && wanted.includes(value));
  };
  return (
    within('city', number.city) &&
    within('price', bucketOf(number.price)?.key) &&
    within('vendor', number.vendor)
  );
}

function facets(values: (string | null | undefined)[]) {
  const counts = new Map<string, number>();
  for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts]
    .map(([value, count]) => ({ value, label: value, count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/** GET /api/tnSearch over backend.inventory: exact number, noCriteria, paged ("more") or sectioned. */
export function fakeSearch(query: URLSearchParams, isEmployee: boolean): SearchResult {
  const limit = Number(query.get('$limit') ?? 48);
  const skip = Number(query.get('$skip') ?? 0);
  const view = (number: SearchNumber): SearchNumber => {
    if (isEmployee) return number;
    const { vendor: _vendor, cost: _cost, ...shown } = number;
    return shown;
  };
  const answer = (style: SearchResult['style'], data: SearchNumber[], total = data.length) => ({
    style,
    data: data.map(view),
    total,
    limit,
    skip,
    refineHint: null,
    countsAsOf: null,
    totalApproximate: false,
    facetsApproximate: false,
  });
  const exact = exactNumber(query);
  if (exact)
    return answer(
      'fqtn',
      backend.inventory.filter((number) => number.tn === exact),
    );
  const empty = { city: [], categories: [], patterns: [], vendors: [], prices: [], groups: [] };
  if (countSearchCriteria(query) < 2 && !query.get('spellingLength')) {
    return {
      ...answer('noCriteria', []),
      filterData: { ...empty, buyNowLimit: BUY_NOW_LIMIT_CENTS, noCriteria: true, countsPartial: false },
    };
  }
  const found = backend.inventory.filter((number) => matchesSearch(number, query));
  const filterData = {
    ...empty,
    city: facets(found.map((number) => number.city)),
    vendors: isEmployee ? facets(found.map((number) => number.vendor)) : [],
    prices: PRICE_BUCKETS.map((bucket) => ({
      value: bucket.key,
      label: bucket.label,
      count: found.filter((number) => bucketOf(number.price)?.key === bucket.key).length,
    })).filter((facet) => facet.count > 0),
    buyNowLimit: BUY_NOW_LIMIT_CENTS,
    noCriteria: false,
    countsPartial: found.length > MAX_PAGED_RESULTS,
  };
  if (isOn(query, 'moreResults')) {
    const sort = query.get('sort') ?? 'price+';
    const sorted = [...found].sort((a, b) =>
      sort === 'tn' ? a.tn.localeCompare(b.tn) : sort === 'price-' ? b.price - a.price : a.price - b.price,
    );
    return { ...answer('more', sorted.slice(skip, skip + limit), sorted.length), filterData };
  }
  // Sections in the order their numbers come; the first holds up to 4, the others 8.
  const sections = new Map<string, SearchNumber[]>();
  for (const number of found) {
    const name = number.sectionName ?? 'For Sale Under $100';
    const section = sections.get(name) ?? [];
    sections.set(name, section);
    const cap = sections.keys().next().value === name ? 4 : 8;
    if (section.length < cap) section.push({ ...number, sectionName: name });
  }
  return { ...answer('regular', [...sections.values()].flat()), filterData };
}
