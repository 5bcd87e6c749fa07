import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { hasStatus } from '../../api/api-error.ts';
import { api, unwrap } from '../../api/client.ts';
import type { Profile } from '../../api/profile.ts';
import { profileQueryKey } from '../../api/profile.ts';
import type { components } from '../../api/schema.d.ts';
import { useDialogs } from '../../ui/dialogs/use-dialogs.ts';
import { SignInNotConfirmed, withRecentSignIn } from './recent-sign-in.ts';

export type UpdateProfileRequest = components['schemas']['UpdateProfileRequest'];
export type MfaMethod = components['schemas']['MfaMethod'];
export type AddedMfaMethod = components['schemas']['AddedMfaMethod'];
export type MfaType = MfaMethod['type'];

/**
 * What the profile forms show beside their fields: validation (400), conflicts (409), rate limits (429) and
 * an unconfirmed password. The rest (a lost session, a timeout, 403 for non-admins...) goes to the global
 * handler.
 */
export function isFormError(error: unknown): boolean {
  return error instanceof SignInNotConfirmed || hasStatus(error, 400, 409, 422, 429);
}

/** The message a form shows for a failure it handles; nothing for a cancelled password prompt. */
export function formMessageOf(error: unknown): string | undefined {
  if (error instanceof SignInNotConfirmed) return error.cancelled ? undefined : error.message;
  return isFormError(error) && error instanceof Error ? error.message : undefined;
}

/** PATCH /api/profile; email and password changes ask for the password again when the server wants it. */
export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  const dialogs = useDialogs();
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) =>
      withRecentSignIn(dialogs, () => unwrap(api.PATCH('/api/profile', { body })) as Promise<Profile>),
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey, profile),
    meta: { handlesError: isFormError },
  });
}

export const mfaMethodsQuery = queryOptions({
  queryKey: ['mfa-methods'],
  queryFn: ({ signal }) => unwrap(api.GET('/api/profile/mfa-methods', { signal })),
});

function useRefreshMfaMethods() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: mfaMethodsQuery.queryKey });
}

/** POST /api/profile/mfa-methods: the method waits for its first code (TOTP: with its QR code and secret). */
export function useAddMfaMethodMutation() {
  const dialogs = useDialogs();
  const refresh = useRefreshMfaMethods();
  return useMutation({
    mutationFn: (body: { type: MfaType; data?: string }) =>
      withRecentSignIn(dialogs, () => unwrap(api.POST('/api/profile/mfa-methods', { body }))),
    onSuccess: refresh,
    meta: { handlesError: isFormError },
  });
}

/** POST /api/profile/mfa-methods/{id}/verify: the first code turns the method on. */
export function useVerifyMfaMethodMutation() {
  const refresh = useRefreshMfaMethods();
  return useMutation({
    mutationFn: ({ id, code }: { id: number; code: string }) =>
      unwrap(api.POST('/api/profile/mfa-methods/{id}/verify', { params: { path: { id } }, body: { code } })),
    onSuccess: refresh,
    meta: { handlesError: isFormError },
  });
}

/** DELETE /api/profile/mfa-methods/{id}. */
export function useRemoveMfaMethodMutation() {
  const dialogs = useDialogs();
  const refresh = useRefreshMfaMethods();
  return useMutation({
    mutationFn: (id: number) =>
      withRecentSignIn(dialogs, () =>
        unwrap(api.DELETE('/api/profile/mfa-methods/{id}', { params: { path: { id } } })),
      ),
    onSuccess: refresh,
    meta: { handlesError: isFormError },
  });
}
