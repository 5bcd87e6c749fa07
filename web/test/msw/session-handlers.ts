import { guestProfile } from '../fixtures/profiles.ts';
import {
  backend,
  http,
  type MfaMethodOption,
  notSignedIn,
  RECOVERY_REQUESTED_MESSAGE,
  TEST_MFA_CODE,
  TEST_PASSWORD,
  WRONG_CODE_MESSAGE,
} from './backend.ts';

/**
 * The second-factor step of sign-in and re-authentication (the server's mfa-step.ts): a single method
 * is used at once, every step resends the password, and TEST_MFA_CODE is the one right code.
 */
function mfaStep(
  methods: MfaMethodOption[],
  body: { mfaMethodId?: number; mfaCode?: string },
):
  | { result: 'verified' }
  | {
      result: 'mfaRequired' | 'mfaSent';
      mfaMethods: MfaMethodOption[];
      mfaMethod?: MfaMethodOption;
      mfaError?: string;
    } {
  if (methods.length === 0) return { result: 'verified' };
  const { mfaMethodId, mfaCode } = body;
  if (mfaMethodId !== undefined && !methods.some((m) => m.mfaMethodId === mfaMethodId)) {
    return {
      result: 'mfaRequired',
      mfaMethods: methods,
      mfaError: 'You must select an MFA method to continue.',
    };
  }
  const chosen =
    methods.find((m) => m.mfaMethodId === mfaMethodId) ?? (methods.length === 1 ? methods[0] : undefined);
  if (!chosen) return { result: 'mfaRequired', mfaMethods: methods };
  if (!mfaCode) return { result: 'mfaSent', mfaMethods: methods, mfaMethod: chosen };
  if (mfaCode === TEST_MFA_CODE) return { result: 'verified' };
  return { result: 'mfaSent', mfaMethods: methods, mfaMethod: chosen, mfaError: WRONG_CODE_MESSAGE };
}

/** The fake sign-in API: sessions, re-authentication, signed-in devices and password recovery. */
export const sessionHandlers = [
  http.post('/api/session', async ({ request, query, response }) => {
    const body = await request.json();
    if (query.get('switchAccount') === 'true') {
      backend.calls.push({ operation: 'switchAccount', body });
      if (!('accountId' in body))
        return response(400).json({ name: 'BadRequest', code: 'x', message: 'Bad' });
      if (!backend.profile.isLoggedIn) return response(401).json(notSignedIn);
      const target = backend.profile.accounts.find((account) => account.accountId === body.accountId);
      if (!target) {
        return response(403).json({
          name: 'ForbiddenError',
          code: 'accounts.not_a_member',
          message: 'You do not have access to that account.',
        });
      }
      backend.profile = {
        ...backend.profile,
        accountId: target.accountId,
        role: target.role,
        accounts: backend.profile.accounts.map((a) => ({
          ...a,
          currentAccount: a.accountId === target.accountId,
        })),
      };
      return response(200).json({ result: 'success', isMfaRequired: false, accountId: target.accountId });
    }

    backend.calls.push({ operation: 'login', body });
    if (!('email' in body)) return response(400).json({ name: 'BadRequest', code: 'x', message: 'Bad' });
    const { email, password } = body;
    const user = backend.users.get(email);
    if (!user || password !== TEST_PASSWORD) {
      return response(401).json({
        name: 'NotAuthenticated',
        code: 'accounts.invalid_credentials',
        message: 'Invalid email or password.',
      });
    }
    const signIn = () => {
      backend.profile = user;
      backend.recentSignIn = true;
      return response(200).json({
        result: 'success',
        postLoginUrl: user.role === 'admin' ? '/account/numbers' : '/account/profile',
        isMfaRequired: false,
        expireDate: '2030-01-01T00:00:00.000Z',
      });
    };
    const step = mfaStep(backend.loginMfa.get(email) ?? [], body);
    if (step.result === 'verified') return signIn();
    return response(200).json({ ...step, isMfaRequired: true });
  }),

  http.get('/api/session/{token}', ({ params, response }) => {
    const email = backend.loginLinks.get(params.token);
    const user = email ? backend.users.get(email) : undefined;
    if (!user) {
      return response(401).json({
        name: 'NotAuthenticated',
        code: 'accounts.login_link_invalid',
        message: 'This sign-in link is no longer valid. Please log in.',
      });
    }
    backend.loginLinks.delete(params.token);
    backend.profile = user;
    return response(200).json({
      result: 'success',
      isMfaRequired: false,
      postLoginUrl: user.role === 'admin' ? '/account/numbers' : '/account/profile',
    });
  }),

  http.delete('/api/session/{token}', ({ response }) => {
    backend.profile = guestProfile({ brand: backend.profile.brand, brandingId: backend.profile.brandingId });
    return response(204).empty();
  }),

  http.post('/api/session/reauthenticate', async ({ request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'reauthenticate', body });
    if (!backend.profile.isLoggedIn) return response(401).json(notSignedIn);
    if (body.password !== TEST_PASSWORD) {
      return response(400).json({
        name: 'BadRequest',
        code: 'accounts.invalid_password',
        message: 'The password is not correct.',
        errors: { password: 'The password is not correct.' },
      });
    }
    const step = mfaStep(backend.loginMfa.get(backend.profile.userInfo?.email ?? '') ?? [], body);
    if (step.result !== 'verified') return response(200).json(step);
    backend.recentSignIn = true;
    return response(200).json({ result: 'success', authenticatedAt: '2030-01-01T00:00:00.000Z' });
  }),

  http.get('/api/sessions', ({ response }) => {
    if (!backend.profile.isLoggedIn) return response(401).json(notSignedIn);
    return response(200).json({ data: backend.sessions, total: backend.sessions.length });
  }),

  http.delete('/api/sessions/{id}', ({ params, response }) => {
    backend.calls.push({ operation: 'revokeSession', body: Number(params.id) });
    const session = backend.sessions.find((s) => s.id === Number(params.id));
    if (!session) {
      return response(404).json({
        name: 'NotFound',
        code: 'accounts.session_not_found',
        message: 'No such signed-in session.',
      });
    }
    backend.sessions = backend.sessions.filter((s) => s !== session);
    if (session.current) {
      backend.profile = guestProfile({
        brand: backend.profile.brand,
        brandingId: backend.profile.brandingId,
      });
    }
    return response(204).empty();
  }),

  http.post('/api/recover-password', async ({ request, response }) => {
    backend.calls.push({ operation: 'requestPasswordRecovery', body: await request.json() });
    return response(202).json({ message: RECOVERY_REQUESTED_MESSAGE });
  }),

  http.get('/api/recover-password/{token}', ({ params, response }) => {
    const email = backend.recoveries.get(params.token);
    if (!email) return response(200).json({ isValid: false, token: params.token, mfaMethods: [] });
    return response(200).json({
      isValid: true,
      token: params.token,
      mfaMethods: backend.loginMfa.get(email) ?? [],
    });
  }),

  http.post('/api/initiateMfa', async ({ request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'initiateMfa', body });
    const email = backend.recoveries.get(body.token);
    if (!email) {
      return response(404).json({
        name: 'NotFoundError',
        code: 'accounts.recovery_invalid',
        message: 'Gone.',
      });
    }
    const method = (backend.loginMfa.get(email) ?? []).find((m) => m.mfaMethodId === body.mfaMethodId);
    if (!method) {
      return response(404).json({
        name: 'NotFoundError',
        code: 'accounts.mfa_method_not_found',
        message: 'No such MFA method.',
      });
    }
    return response(200).json({ mfaMethod: method });
  }),

  http.patch('/api/recover-password/{token}', async ({ params, request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'resetPassword', body });
    const email = backend.recoveries.get(params.token);
    if (!email) {
      return response(410).json({
        name: 'GoneError',
        code: 'accounts.recovery_invalid',
        message: 'This password reset link is no longer valid. Please request a new one.',
      });
    }
    const invalid = (field: string, message: string) =>
      response(400).json({
        name: 'ValidationError',
        code: 'accounts.recovery_rejected',
        message,
        errors: { [field]: message },
      });
    if (body.username.trim().toLowerCase() !== email) {
      return invalid('username', 'That email does not match this reset link.');
    }
    if ((backend.loginMfa.get(email) ?? []).length > 0 && body.mfaCode !== TEST_MFA_CODE) {
      return invalid('mfaCode', WRONG_CODE_MESSAGE);
    }
    backend.recoveries.delete(params.token);
    return response(200).json({ success: true });
  }),

  // Sign-up's email check: a user of the fake has it, or it is free.
  http.post('/api/validate/username', async ({ request, response }) => {
    const { email } = await request.json();
    backend.calls.push({ operation: 'validateUsername', body: email });
    if (backend.users.has(email.trim().toLowerCase()))
      return response(200).json({ isValid: false, message: 'Email is already in use.' });
    return response(200).json({ isValid: true });
  }),
];
