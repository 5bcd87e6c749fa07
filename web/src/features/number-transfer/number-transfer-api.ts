import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { hasStatus } from '../../api/api-error.ts';
import { api, unwrap } from '../../api/client.ts';
import type { components } from '../../api/schema.d.ts';

export type OwnershipTransfer = components['schemas']['OwnershipTransfer'];
export type NumberOwnershipTransfer = components['schemas']['NumberOwnershipTransfer'];
export type NumberTransferOffer = components['schemas']['NumberTransferOffer'];

const transferKey = (tn: string) => ['ownership-transfer', tn] as const;

/** GET /api/accounts/telephone-numbers/{tn}/ownership-transfer: the number and its newest transfer. */
export function ownershipTransferQuery(tn: string) {
  return queryOptions({
    queryKey: transferKey(tn),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/accounts/telephone-numbers/{tn}/ownership-transfer', {
          params: { path: { tn } },
          signal,
        }),
      ),
    retry: false,
    // The page shows a failed load (404: not one of the account's numbers) itself.
    meta: { errorShownInline: true },
  });
}

/** POST (start) and DELETE (cancel) of a number's ownership transfer; the page reloads it after either. */
export function useOwnershipTransferMutations(tn: string) {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: transferKey(tn) });
  const start = useMutation({
    mutationFn: (email: string) =>
      unwrap(
        api.POST('/api/accounts/telephone-numbers/{tn}/ownership-transfer', {
          params: { path: { tn } },
          body: { email },
        }),
      ),
    onSuccess: reload,
    meta: { handlesError: (error) => hasStatus(error, 400, 403, 409, 422, 429) },
  });
  const cancel = useMutation({
    mutationFn: () =>
      unwrap(
        api.DELETE('/api/accounts/telephone-numbers/{tn}/ownership-transfer', { params: { path: { tn } } }),
      ),
    onSuccess: reload,
  });
  return { start, cancel };
}

/** GET /api/number-transfers/{token}: 404 for a link that is unknown, expired or cancelled (the page says so). */
export function numberTransferOfferQuery(token: string) {
  return queryOptions({
    queryKey: ['number-transfer', token],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/number-transfers/{token}', { params: { path: { token } }, signal })),
    retry: false,
    meta: { skipGlobalErrorHandler: true },
  });
}

/** POST /api/number-transfers/{token}/accept into one of the caller's admin accounts. */
export function useAcceptNumberTransferMutation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountId: number) =>
      unwrap(
        api.POST('/api/number-transfers/{token}/accept', {
          params: { path: { token } },
          body: { accountId },
        }),
      ),
    onSuccess: (offer) => queryClient.setQueryData(['number-transfer', token], offer),
    meta: { handlesError: (error) => hasStatus(error, 403, 404, 409, 422, 429) },
  });
}
