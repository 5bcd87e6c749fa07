import { queryOptions, useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client.ts';
import { getRecaptchaToken } from '../../api/recaptcha.ts';
import type { components } from '../../api/schema.d.ts';

export type RecoveryState = components['schemas']['RecoveryState'];
export type ResetPasswordRequest = components['schemas']['ResetPasswordRequest'];

/** POST /api/recover-password: always the same answer, whether or not the email has an account. */
export function useRequestRecoveryMutation() {
  return useMutation({
    mutationFn: async (email: string) => {
      const recaptchaToken = await getRecaptchaToken('recovery');
      return unwrap(api.POST('/api/recover-password', { body: { email, recaptchaToken } }));
    },
    meta: { skipGlobalErrorHandler: true },
  });
}

/** GET /api/recover-password/{token}: is the link valid, and which MFA methods may prove it is you. */
export function recoveryStateQuery(token: string) {
  return queryOptions({
    queryKey: ['password-recovery', token],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/recover-password/{token}', { params: { path: { token } }, signal })),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { skipGlobalErrorHandler: true },
  });
}

/** POST /api/initiateMfa: sends a code to the chosen method of the user the link belongs to. */
export function useInitiateMfaMutation() {
  return useMutation({
    mutationFn: async ({ token, mfaMethodId }: { token: string; mfaMethodId: number }) => {
      const recaptchaToken = await getRecaptchaToken('recovery');
      return unwrap(api.POST('/api/initiateMfa', { body: { token, mfaMethodId, recaptchaToken } }));
    },
    meta: { skipGlobalErrorHandler: true },
  });
}

/** PATCH /api/recover-password/{token}: the new password (and the code when MFA applies). */
export function useResetPasswordMutation() {
  return useMutation({
    mutationFn: async ({
      token,
      ...body
    }: Omit<ResetPasswordRequest, 'recaptchaToken'> & { token: string }) => {
      const recaptchaToken = await getRecaptchaToken('recovery');
      return unwrap(
        api.PATCH('/api/recover-password/{token}', {
          params: { path: { token } },
          body: { ...body, token, recaptchaToken },
        }),
      );
    },
    meta: { skipGlobalErrorHandler: true },
  });
}
