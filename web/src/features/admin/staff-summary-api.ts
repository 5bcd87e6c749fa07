import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client.ts';

/** GET /api/admin/summary: the open work in each staff queue, for the admin home's cards. */
export function staffSummaryQuery() {
  return queryOptions({
    queryKey: ['admin-summary'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/summary', { signal })),
    // The home says the counts could not be loaded; its links still work.
    meta: { errorShownInline: true },
  });
}
