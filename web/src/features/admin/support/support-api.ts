import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client.ts';
import type { components } from '../../../api/schema.d.ts';
import type { PageWindow } from '../../../ui/paginator.tsx';

export type AccountSearchResult = components['schemas']['AccountSearchResult'];

const accountsKey = ['admin-accounts'] as const;

/** GET /api/admin/accounts: accounts matching an id, a company name or a member's email; nothing to ask for ''. */
export function accountSearchQuery(search: string, { skip, limit }: PageWindow) {
  return queryOptions({
    queryKey: [...accountsKey, search, { skip, limit }],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/admin/accounts', { params: { query: { search, $skip: skip, $limit: limit } }, signal }),
      ),
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
    // The page shows a failed load above the list.
    meta: { errorShownInline: true },
  });
}

/**
 * "Open as support": POST /api/admin/accounts/{id}/support, then POST /api/session?switchAccount=true (as the
 * account menu's Switch Account does), then a full load of /account so every cache starts in that account.
 * Failures reach the Error dialog.
 */
export function useOpenAsSupportMutation() {
  return useMutation({
    mutationFn: async (accountId: number) => {
      await unwrap(api.POST('/api/admin/accounts/{accountId}/support', { params: { path: { accountId } } }));
      await unwrap(
        api.POST('/api/session', { params: { query: { switchAccount: 'true' } }, body: { accountId } }),
      );
    },
    onSuccess: () => window.location.assign('/account'),
  });
}

/** DELETE /api/admin/accounts/{id}/support: refusals reach the Error dialog. */
export function useEndSupportMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountId: number) =>
      unwrap(api.DELETE('/api/admin/accounts/{accountId}/support', { params: { path: { accountId } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountsKey }),
  });
}
