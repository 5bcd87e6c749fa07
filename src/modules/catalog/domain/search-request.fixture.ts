import { plainSearchRequest, type SearchRequest } from './search-criteria.ts';

/** A search request as the HTTP contract parses one with nothing asked, plus `overrides`: for tests. */
export const searchRequest = (overrides: Partial<SearchRequest> = {}): SearchRequest => ({
  ...plainSearchRequest('local'),
  ...overrides,
});
