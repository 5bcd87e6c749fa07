import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client.ts';
import type { components } from '../../../api/schema.d.ts';
import type { PageWindow } from '../../../ui/paginator.tsx';

export type DunningAccount = components['schemas']['DunningAccount'];
/** Which dunning step the screen shows: 'all', or the number of retries made. */
export type StepFilter = 'all' | '0' | '1' | '2' | '3';

const dunningKey = ['admin-dunning'] as const;

/** A page of the accounts in dunning, longest-running first. */
export function dunningAccountsQuery(step: StepFilter, { skip, limit }: PageWindow) {
  return queryOptions({
    queryKey: [...dunningKey, 'list', step, { skip, limit }],
    queryFn: async ({ signal }) =>
      unwrap(
        api.GET('/api/admin/dunning', {
          params: {
            query: { $skip: skip, $limit: limit, ...(step === 'all' ? {} : { retriesDone: Number(step) }) },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    // The page shows a failed load above the list.
    meta: { errorShownInline: true },
  });
}

/** POST .../retry: failures (409 while a payment is under way, 404 once dunning ended) reach the Error dialog. */
export function useRetryDunningMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountId: number) =>
      unwrap(api.POST('/api/admin/dunning/{accountId}/retry', { params: { path: { accountId } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dunningKey }),
  });
}

/** POST .../extend {days, note}: pushes the retries and the licence end back. */
export function useExtendDunningMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ accountId, days, note }: { accountId: number; days: number; note: string }) =>
      unwrap(
        api.POST('/api/admin/dunning/{accountId}/extend', {
          params: { path: { accountId } },
          body: { days, note },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dunningKey }),
  });
}
