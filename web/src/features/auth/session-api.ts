import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client.ts';
import { reloadProfile } from '../../api/profile.ts';
import { getRecaptchaToken } from '../../api/recaptcha.ts';
import type { components } from '../../api/schema.d.ts';

export type LoginRequest = components['schemas']['LoginRequest'];
export type SessionResult = components['schemas']['SessionResult'];
export type MfaMethodOption = components['schemas']['MfaMethodOption'];

/** What a login step sends; the bot-check token is added on every step. */
export type LoginStep = Omit<LoginRequest, 'recaptchaToken'>;

/**
 * POST /api/session, for every step of the sign-in (credentials, method choice, code). The login form
 * shows its own errors, so the global handler stays out of it.
 */
export function useLoginMutation() {
  return useMutation({
    mutationFn: async (step: LoginStep) => {
      const recaptchaToken = await getRecaptchaToken('login');
      return unwrap(api.POST('/api/session', { body: { ...step, recaptchaToken } }));
    },
    meta: { skipGlobalErrorHandler: true },
  });
}

/** DELETE /api/session/current, then the guest profile replaces the user's. */
export function useLogoutMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.DELETE('/api/session/{token}', { params: { path: { token: 'current' } } })),
    onSuccess: () => reloadProfile(queryClient),
  });
}

/**
 * POST /api/session?switchAccount=true, then the page reloads (spec 1, "Account switch"): every screen and
 * cache starts again in the other account. Failures reach the Error dialog.
 */
export function useSwitchAccountMutation() {
  return useMutation({
    mutationFn: (accountId: number) =>
      unwrap(api.POST('/api/session', { params: { query: { switchAccount: 'true' } }, body: { accountId } })),
    onSuccess: () => window.location.reload(),
  });
}

/**
 * GET /api/session/{token}: a one-time sign-in link (after checkout or an offer) becomes a session. A query,
 * not a mutation, so that a double mount (StrictMode) shares the one request: the token works only once.
 */
export function sessionFromTokenQuery(token: string) {
  return queryOptions({
    queryKey: ['session-from-token', token],
    queryFn: ({ signal }) => unwrap(api.GET('/api/session/{token}', { params: { path: { token } }, signal })),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { skipGlobalErrorHandler: true },
  });
}
