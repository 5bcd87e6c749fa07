import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { hasStatus } from '../../api/api-error.ts';
import { api, unwrap } from '../../api/client.ts';
import type { components } from '../../api/schema.d.ts';
import type { PageWindow } from '../../ui/paginator.tsx';

export type AccountUser = components['schemas']['AccountUser'];
export type InviteAccountUserRequest = components['schemas']['InviteAccountUserRequest'];
export type AccountRole = AccountUser['role'];
export type AccountInvitation = components['schemas']['AccountInvitation'];

const accountUsersKey = ['account-users'] as const;
const invitationsKey = ['account-invitations'] as const;

export function accountInvitationsQuery({ skip, limit }: PageWindow) {
  return queryOptions({
    queryKey: [...invitationsKey, { skip, limit }],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/account-invitations', { params: { query: { $skip: skip, $limit: limit } }, signal }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** DELETE /api/account-invitations/{id}: the link stops working. */
export function useCancelInvitationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.DELETE('/api/account-invitations/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKey }),
  });
}

export function accountUsersQuery({ skip, limit }: PageWindow) {
  return queryOptions({
    queryKey: [...accountUsersKey, { skip, limit }],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/account-users', { params: { query: { $skip: skip, $limit: limit } }, signal })),
    placeholderData: keepPreviousData,
    // The page shows a failed load above the list.
    meta: { errorShownInline: true },
  });
}

function useRefreshUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: accountUsersKey });
}

/**
 * POST /api/account-users: a pending invitation, listed until it is accepted. The invite form shows
 * its own field errors, conflicts and rate limits.
 */
export function useInviteUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteAccountUserRequest) => unwrap(api.POST('/api/account-users', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKey }),
    meta: { handlesError: (error) => hasStatus(error, 400, 409, 429) },
  });
}

/** PATCH /api/account-users/{userId}. A refusal (422, e.g. the last admin) reaches the Error dialog. */
export function useChangeRoleMutation() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: number; role: AccountRole }) =>
      unwrap(api.PATCH('/api/account-users/{userId}', { params: { path: { userId } }, body: { role } })),
    onSettled: refresh,
  });
}

/** DELETE /api/account-users/{userId}. A refusal (422, e.g. the last admin) reaches the Error dialog. */
export function useRemoveUserMutation() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (userId: number) =>
      unwrap(api.DELETE('/api/account-users/{userId}', { params: { path: { userId } } })),
    onSuccess: refresh,
  });
}
