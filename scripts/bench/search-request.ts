import { SearchQuery } from '../../src/modules/catalog/adapters/http/search.contract.ts';

/** A query string parsed as the HTTP layer does (repeated keys become arrays), for calling the use case. */
export function parseSearchQuery(query: string) {
  const params = new URLSearchParams(query);
  const input: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    input[key] = values.length > 1 ? values : values[0]!;
  }
  const { $limit, $skip, withAggregations, basketUuid, ...request } = SearchQuery.parse(input);
  return {
    request,
    raw: params,
    page: { limit: $limit, skip: $skip },
    withAggregations,
    basketUuid: basketUuid ?? null,
    caller: { isEmployee: false, accountId: null },
  };
}
