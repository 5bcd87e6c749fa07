import type { SearchRequest } from './search-criteria.ts';

/** A search request as the HTTP contract parses one with nothing asked, plus `overrides`: for tests. */
export const searchRequest = (overrides: Partial<SearchRequest> = {}): SearchRequest => ({
  type: 'local',
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
  ...overrides,
});
