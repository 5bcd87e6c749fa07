import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client.ts';
import { profileQueryKey } from '../../api/profile.ts';
import type { components } from '../../api/schema.d.ts';

export type AccountActivation = components['schemas']['AccountActivation'];
export type PendingTransfer = components['schemas']['PendingTransfer'];
export type ActivateAccountRequest = components['schemas']['ActivateAccountRequest'];

/** GET /api/accounts/pending-transfers: the account's activation state and its pending inbound transfers. */
export const activationQuery = queryOptions({
  queryKey: ['account-activation'],
  queryFn: ({ signal }) => unwrap(api.GET('/api/accounts/pending-transfers', { signal })),
  meta: { errorShownInline: true },
});

/** POST /api/accounts/activate; the page shows every failure itself (spec 2's messages). */
export function useActivateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ActivateAccountRequest) => unwrap(api.POST('/api/accounts/activate', { body })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: activationQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
      ]),
    meta: { errorShownInline: true },
  });
}

/** PATCH /api/telephone-numbers/inbound-transfers/{transferId}: completes one transfer into an active account. */
export function useCompleteTransferMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transferId: number) =>
      unwrap(
        api.PATCH('/api/telephone-numbers/inbound-transfers/{transferId}', {
          params: { path: { transferId } },
          body: { status: 'completed' },
        }),
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: activationQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
      ]),
  });
}
