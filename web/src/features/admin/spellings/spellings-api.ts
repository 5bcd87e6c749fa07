import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client.ts';
import type { components } from '../../../api/schema.d.ts';
import type { PageWindow } from '../../../ui/paginator.tsx';

export type SpellingRequest = components['schemas']['SpellingRequest'];
export type SpellingStatus = SpellingRequest['status'];

const spellingsKey = ['admin-spellings'] as const;

/** GET /api/admin/spellings: the queue, oldest first. */
export function spellingRequestsQuery({ skip, limit, status }: PageWindow & { status: SpellingStatus }) {
  return queryOptions({
    queryKey: [...spellingsKey, { skip, limit, status }],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/admin/spellings', {
          params: { query: { $skip: String(skip), $limit: String(limit), status } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    // The page shows a failed load above the list.
    meta: { errorShownInline: true },
  });
}

/** PATCH /api/admin/spellings/{id}: approve (search shows the spelling) or reject; the broker is mailed. */
export function useDecideSpellingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, reason }: { id: number; status: 'approved' | 'rejected'; reason?: string }) =>
      unwrap(
        api.PATCH('/api/admin/spellings/{id}', {
          params: { path: { id } },
          body: reason ? { status, reason } : { status },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: spellingsKey }),
  });
}
