import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { hasStatus } from '../../api/api-error.ts';
import { api, unwrap } from '../../api/client.ts';
import { getRecaptchaToken } from '../../api/recaptcha.ts';
import type { components } from '../../api/schema.d.ts';
import type { SearchApiQuery } from './search-params.ts';

export type SearchResult = components['schemas']['SearchResult'];
export type SearchNumber = components['schemas']['SearchNumber'];
export type FilterData = NonNullable<SearchResult['filterData']>;
export type Facet = FilterData['city'][number];
export type StateNpa = components['schemas']['StateNpa'];
export type SavedSearchCriteria = components['schemas']['SavedSearchCriteria'];

/** A stable text of the query: the cache key, so each distinct search has its own answer. */
function keyOf(query: SearchApiQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  return params.toString();
}

/**
 * GET /api/tnSearch. Answers are keyed by the query, so an older search answering late only fills its own
 * cache entry: the page shows the answer of the query it currently asks for (or, while that loads, the
 * last one it showed, marked as loading), never a late one.
 */
export function searchNumbersQuery(query: SearchApiQuery) {
  return queryOptions({
    queryKey: ['searchNumbers', keyOf(query)],
    queryFn: ({ signal }) => unwrap(api.GET('/api/tnSearch', { params: { query }, signal })),
    placeholderData: keepPreviousData,
    // The page shows what the server says about the request itself; the rest (timeouts, a lost session)
    // goes to the global handler.
    meta: { handlesError: (error) => hasStatus(error, 400, 403, 429) },
  });
}

/** GET /api/state-npa: the state and area-code directory behind the autocompletes; it hardly ever changes. */
export const stateNpaQuery = queryOptions({
  queryKey: ['state-npa'],
  queryFn: async ({ signal }) => (await unwrap(api.GET('/api/state-npa', { signal }))).data,
  staleTime: 60 * 60_000,
  // Without it the inputs still take typed codes: no need to interrupt anyone.
  meta: { skipGlobalErrorHandler: true },
});

/**
 * POST /api/savedSearches (notify me): 201 is saved, and 409 (already saved) counts as saved too. Other
 * failures are the caller's to show.
 */
export function useSaveSearchMutation() {
  return useMutation({
    mutationFn: async ({ search, email }: { search: SavedSearchCriteria; email: string }) => {
      const recaptchaToken = await getRecaptchaToken('search');
      try {
        await unwrap(
          api.POST('/api/savedSearches', {
            body: { search, frequency: 'once', email: email.trim(), recaptchaToken },
          }),
        );
      } catch (error) {
        if (!hasStatus(error, 409)) throw error;
      }
      return 'saved' as const;
    },
    meta: { skipGlobalErrorHandler: true },
  });
}
