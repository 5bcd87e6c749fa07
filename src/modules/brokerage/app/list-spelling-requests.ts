import { type ListQuery, type ListResponse, toListResponse } from '../../../shared/list-query.ts';
import type { SpellingRequestRepository } from '../ports/spelling-requests.ts';
import { type SpellingRequestView, toSpellingRequestView } from './listing-view.ts';

/** GET /api/admin/spellings: the staff queue of vanity spellings. */
export function makeListSpellingRequests(deps: { spellings: SpellingRequestRepository }) {
  return async function listSpellingRequests(query: ListQuery): Promise<ListResponse<SpellingRequestView>> {
    const { data, total } = await deps.spellings.list(query);
    return toListResponse(data.map(toSpellingRequestView), total, query);
  };
}
