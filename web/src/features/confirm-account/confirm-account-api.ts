import { queryOptions, useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client.ts';
import type { components } from '../../api/schema.d.ts';

export type ConfirmAccountRequest = components['schemas']['ConfirmAccountRequest'];
export type PhoneConfirmed = components['schemas']['ConfirmationPhoneConfirmed'];

/** GET /api/confirm-account/{uuid}: where the page starts. A bad link is shown on the page, not in the Error dialog. */
export function confirmationQuery(uuid: string) {
  return queryOptions({
    queryKey: ['confirm-account', uuid],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/confirm-account/{uuid}', { params: { path: { uuid } }, signal })),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { skipGlobalErrorHandler: true },
  });
}

/** PATCH /api/confirm-account/{uuid}: one step (phone, code, payment); each step shows its own errors. */
export function useConfirmAccountMutation(uuid: string) {
  return useMutation({
    mutationFn: (body: ConfirmAccountRequest) =>
      unwrap(api.PATCH('/api/confirm-account/{uuid}', { params: { path: { uuid } }, body })),
    meta: { skipGlobalErrorHandler: true },
  });
}

/** GET /api/session/{token}: the confirmed user's one-time token becomes a session. */
export function openSession(token: string) {
  return unwrap(api.GET('/api/session/{token}', { params: { path: { token } } }));
}
