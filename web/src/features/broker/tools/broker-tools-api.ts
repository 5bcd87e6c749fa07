import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { MAX_CARRIER_CREDENTIALS } from '../../../../../src/shared/carrier-credential-rules.ts';
import type { VerificationMethod } from '../../../../../src/shared/listing-verification-rules.ts';
import { api, unwrap } from '../../../api/client.ts';
import { concernsWholeApp } from '../../../api/inline-error.ts';
import type { components } from '../../../api/schema.d.ts';
import type { PageWindow } from '../../../ui/paginator.tsx';

export type ListingVerificationRow = components['schemas']['ListingVerificationRow'];
export type CarrierCredential = components['schemas']['CarrierCredential'];
export type AddCarrierCredentialRequest = components['schemas']['AddCarrierCredentialRequest'];

const verificationsKey = ['brokerage-listing-verifications'] as const;
const credentialsKey = ['brokerage-carrier-credentials'] as const;

/** These screens tell their own failures (spec 3 section 8); a lost session or a timeout still goes global. */
const SHOWN_HERE = { handlesError: (error: unknown) => !concernsWholeApp(error) };

export interface VerificationFilter {
  tn: string;
  isListed: '' | 'true' | 'false';
}

/** GET /api/brokerage/listingVerifications: off-network listings due for verification (docs/adr/0059). */
export function listingVerificationsQuery(pageWindow: PageWindow, filter: VerificationFilter) {
  return queryOptions({
    queryKey: [...verificationsKey, { ...pageWindow, ...filter }],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/brokerage/listingVerifications', {
          params: {
            query: {
              $skip: pageWindow.skip,
              $limit: pageWindow.limit,
              ...(filter.tn ? { tn: filter.tn } : {}),
              ...(filter.isListed ? { isListed: filter.isListed } : {}),
            },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    meta: { errorShownInline: true },
  });
}

/** GET /api/accounts/brokerage/verifyListing/{tn}: the pending code's method, or null (404). */
export async function pendingVerification(tn: string): Promise<VerificationMethod | null> {
  const { data, response } = await api.GET('/api/accounts/brokerage/verifyListing/{tn}', {
    params: { path: { tn } },
  });
  return response.ok && data ? data.method : null;
}

export function useSendVerificationCode() {
  return useMutation({
    mutationFn: (body: { tn: string; method: VerificationMethod }) =>
      unwrap(api.POST('/api/accounts/brokerage/verifyListing', { body })),
    meta: SHOWN_HERE,
  });
}

export function useConfirmVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tn, ...body }: { tn: string; method: VerificationMethod; verificationCode: string }) =>
      unwrap(api.PATCH('/api/accounts/brokerage/verifyListing/{tn}', { params: { path: { tn } }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: verificationsKey }),
    meta: SHOWN_HERE,
  });
}

/** GET /api/brokerage/carrierCredentials with spec 3's $limit=1000, newest first. */
export function carrierCredentialsQuery() {
  return queryOptions({
    queryKey: credentialsKey,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/brokerage/carrierCredentials', {
          params: { query: { $limit: MAX_CARRIER_CREDENTIALS } },
          signal,
        }),
      ),
    meta: { errorShownInline: true },
  });
}

export function useAddCarrierCredential() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddCarrierCredentialRequest) =>
      unwrap(api.POST('/api/brokerage/carrierCredentials', { body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: credentialsKey }),
    meta: SHOWN_HERE,
  });
}

/** DELETE; the list reloads either way (spec 3 section 7). */
export function useDeleteCarrierCredential() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.DELETE('/api/brokerage/carrierCredentials/{id}', { params: { path: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: credentialsKey }),
    meta: SHOWN_HERE,
  });
}
