import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client.ts';
import type { components } from '../../api/schema.d.ts';

export type SavedSearchAlert = components['schemas']['SavedSearchAlert'];

/** GET /api/savedSearches/{id}?token=: the search a notify-me mail's unsubscribe link names. Reads only. */
export function savedSearchAlertQuery(id: number, token: string) {
  return queryOptions({
    queryKey: ['saved-search-alert', id, token],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/savedSearches/{id}', { params: { path: { id }, query: { token } }, signal })),
    retry: false,
    meta: { skipGlobalErrorHandler: true },
  });
}

/** POST /api/savedSearches/{id}/unsubscribe: the Stop these emails button; the page shows the answer. */
export function useUnsubscribeMutation(id: number, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      unwrap(api.POST('/api/savedSearches/{id}/unsubscribe', { params: { path: { id } }, body: { token } })),
    onSuccess: (alert) => queryClient.setQueryData(savedSearchAlertQuery(id, token).queryKey, alert),
    meta: { skipGlobalErrorHandler: true },
  });
}
