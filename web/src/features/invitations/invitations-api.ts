import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { hasStatus } from '../../api/api-error.ts';
import { api, unwrap } from '../../api/client.ts';
import { profileQueryKey } from '../../api/profile.ts';
import type { components } from '../../api/schema.d.ts';

export type ReceivedInvitation = components['schemas']['ReceivedInvitation'];
export type InvitationLink = components['schemas']['InvitationLink'];

const myInvitationsKey = ['my-invitations'] as const;

export const myInvitationsQuery = queryOptions({
  queryKey: myInvitationsKey,
  queryFn: ({ signal }) => unwrap(api.GET('/api/invitations', { signal })),
  // The page shows a failed load above the list.
  meta: { errorShownInline: true },
});

/** GET /api/invitation-links/{token}: 410 once the link is spent, which the page shows itself. */
export function invitationLinkQuery(token: string) {
  return queryOptions({
    queryKey: ['invitation-link', token],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/invitation-links/{token}', { params: { path: { token } }, signal })),
    retry: false,
    meta: { skipGlobalErrorHandler: true },
  });
}

/** POST /api/invitations/{id}/accept; the new account then shows in the profile's account list. */
export function useAcceptMyInvitationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.POST('/api/invitations/{id}/accept', { params: { path: { id } } })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
        queryClient.invalidateQueries({ queryKey: myInvitationsKey }),
      ]),
  });
}

/** POST /api/invitation-links/{token}: signed in as the invitee, or a new person's password. */
export function useAcceptInvitationLinkMutation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { password?: string; confirmPassword?: string }) =>
      unwrap(api.POST('/api/invitation-links/{token}', { params: { path: { token } }, body })),
    onSuccess: (accepted) =>
      accepted.createdLogin ? undefined : queryClient.invalidateQueries({ queryKey: profileQueryKey }),
    meta: { handlesError: (error) => hasStatus(error, 400, 401, 403, 410) },
  });
}
