import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client.ts';
import { profileQueryKey } from '../../api/profile.ts';
import type { components } from '../../api/schema.d.ts';

export type ChangeBrandOptions = components['schemas']['ChangeBrandOptions'];
export type ChangeBrandResult = components['schemas']['ChangeBrandResult'];
export type TelephoneNumber = components['schemas']['TelephoneNumber'];

/** Spec 1's client asks for the whole list in one page. */
const ALL_NUMBERS = '1000';

/** GET /api/accounts/change-brand: the other brand, its default plan and the caller's admin accounts there. */
export const changeBrandOptionsQuery = queryOptions({
  queryKey: ['change-brand-options'],
  queryFn: ({ signal }) => unwrap(api.GET('/api/accounts/change-brand', { signal })),
  meta: { errorShownInline: true },
});

/** Every number of the account, to choose from. */
export const convertibleNumbersQuery = queryOptions({
  queryKey: ['account-numbers', 'all'],
  queryFn: ({ signal }) =>
    unwrap(
      api.GET('/api/accounts/telephone-numbers', {
        params: { query: { status: 'active', $limit: ALL_NUMBERS } },
        signal,
      }),
    ),
  meta: { errorShownInline: true },
});

/** POST /api/accounts/change-brand (new account) or PATCH .../{accountId} (an existing one). */
export function useChangeBrandMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      toAccountId,
      ...body
    }: {
      brandingId: 1 | 2;
      tns: string[];
      toAccountId: number | null;
    }) =>
      toAccountId === null
        ? unwrap(api.POST('/api/accounts/change-brand', { body }))
        : unwrap(
            api.PATCH('/api/accounts/change-brand/{accountId}', {
              params: { path: { accountId: toAccountId } },
              body,
            }),
          ),
    // The account menu lists the new account; the numbers left this one.
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
      await queryClient.invalidateQueries({ queryKey: ['account-numbers'] });
    },
    meta: { errorShownInline: true },
  });
}

/** POST /api/session?switchAccount=true: the session moves to the account the numbers went to. */
export function useSwitchToAccountMutation() {
  return useMutation({
    mutationFn: (accountId: number) =>
      unwrap(api.POST('/api/session', { params: { query: { switchAccount: 'true' } }, body: { accountId } })),
  });
}
