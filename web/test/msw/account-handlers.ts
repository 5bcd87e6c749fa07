import { guestProfile } from '../fixtures/profiles.ts';
import {
  type AccountInvitation,
  type ApiToken,
  adminCount,
  backend,
  http,
  LAST_ADMIN_MESSAGE,
  type MfaMethod,
  type MfaMethodOption,
  mask,
  newId,
  notSignedIn,
  page,
  RECOVERY_REQUESTED_MESSAGE,
  recentSignInRequired,
  TEST_MFA_CODE,
  TEST_PASSWORD,
  TEST_QR_CODE,
  TEST_TOTP_SECRET,
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

const invitationGone = {
  name: 'Gone',
  code: 'accounts.invitation_invalid',
  message: 'This invitation is no longer valid. Ask the account’s admin to invite you again.',
};

/** The fake accounts API: session, recovery, profile, MFA methods, API tokens and account users. */
export const accountHandlers = [
  http.get('/api/profile', ({ response }) => response(200).json(backend.profile)),
  http.get('/api/client-config', ({ response }) => response(200).json({ recaptchaSiteKey: null })),

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

  http.patch('/api/profile', async ({ request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'updateProfile', body });
    const current = backend.profile;
    if (!current.isLoggedIn || !current.userInfo) return response(401).json(notSignedIn);
    if ((body.email !== undefined || body.newPassword !== undefined) && !backend.recentSignIn) {
      return response(403).json(recentSignInRequired);
    }
    if (body.newPassword !== undefined && body.currentPassword !== TEST_PASSWORD) {
      const message = 'The current password is not correct.';
      return response(400).json({
        name: 'BadRequest',
        code: 'accounts.invalid_password',
        message,
        errors: { currentPassword: message },
      });
    }
    const {
      firstName,
      lastName,
      email,
      newPassword: _password,
      currentPassword: _current,
      revokeApiTokens: _revoke,
      ...address
    } = body;
    if (Object.keys(address).length > 0 && current.role !== 'admin') {
      return response(403).json({
        name: 'ForbiddenError',
        code: 'accounts.admin_only',
        message: 'Only an account admin can change the account’s address.',
      });
    }
    backend.profile = {
      ...current,
      userInfo: {
        ...current.userInfo,
        ...(firstName === undefined ? {} : { firstName }),
        ...(lastName === undefined ? {} : { lastName }),
        ...(email === undefined ? {} : { email }),
      },
      accountInfo: current.accountInfo && { ...current.accountInfo, ...address },
    };
    return response(200).json(backend.profile);
  }),

  http.get('/api/profile/mfa-methods', ({ response }) => response(200).json({ data: backend.mfaMethods })),

  http.post('/api/profile/mfa-methods', async ({ request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'addMfaMethod', body });
    if (!backend.recentSignIn) return response(403).json(recentSignInRequired);
    const data = mask(body.type, body.data ?? '');
    // Like the server: one email or number once; authenticator apps may repeat.
    if (body.type !== 'totp' && backend.mfaMethods.some((m) => m.type === body.type && m.data === data)) {
      return response(409).json({
        name: 'ConflictError',
        code: 'accounts.mfa_exists',
        message: 'You already have that MFA method.',
      });
    }
    const method: MfaMethod = {
      mfaMethodId: newId(),
      type: body.type,
      data,
      verified: false,
      createDate: '2030-01-01T00:00:00.000Z',
    };
    backend.mfaMethods = [...backend.mfaMethods, method];
    const totp =
      body.type === 'totp'
        ? {
            secret: TEST_TOTP_SECRET,
            otpauthUrl: `otpauth://totp/Numberyard?secret=${TEST_TOTP_SECRET}`,
            qrCodeDataUrl: TEST_QR_CODE,
          }
        : undefined;
    return response(201).json(totp ? { mfaMethod: method, totp } : { mfaMethod: method });
  }),

  http.post('/api/profile/mfa-methods/{id}/verify', async ({ params, request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'verifyMfaMethod', body });
    const method = backend.mfaMethods.find((m) => m.mfaMethodId === Number(params.id));
    if (!method)
      return response(404).json({ name: 'NotFoundError', code: 'x', message: 'No such MFA method.' });
    if (body.code !== TEST_MFA_CODE) {
      return response(400).json({
        name: 'ValidationError',
        code: 'accounts.mfa_code',
        message: WRONG_CODE_MESSAGE,
        errors: { code: WRONG_CODE_MESSAGE },
      });
    }
    const verified = { ...method, verified: true };
    backend.mfaMethods = backend.mfaMethods.map((m) => (m.mfaMethodId === method.mfaMethodId ? verified : m));
    return response(200).json(verified);
  }),

  http.delete('/api/profile/mfa-methods/{id}', ({ params, response }) => {
    backend.calls.push({ operation: 'removeMfaMethod', body: Number(params.id) });
    if (!backend.recentSignIn) return response(403).json(recentSignInRequired);
    backend.mfaMethods = backend.mfaMethods.filter((m) => m.mfaMethodId !== Number(params.id));
    return response(204).empty();
  }),

  http.get('/api/apiTokens', ({ query, response }) => response(200).json(page(backend.apiTokens, query))),

  http.post('/api/apiTokens', async ({ request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'createApiToken', body });
    const id = newId();
    const token = `nyd_${id}_s3cretTokenValueX9Qe`;
    const created: ApiToken = {
      id,
      name: body.name.trim(),
      createDate: new Date().toISOString(),
      last4: token.slice(-4),
      lastUsedAt: null,
      scope: body.scope ?? 'full',
      expiresAt: body.expiresAt ?? null,
      isExpired: false,
    };
    backend.apiTokens = [...backend.apiTokens, created];
    return response(201).json({ ...created, token });
  }),

  http.patch('/api/apiTokens/{id}', async ({ params, request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'renameApiToken', body });
    const token = backend.apiTokens.find((t) => t.id === Number(params.id));
    if (!token)
      return response(404).json({ name: 'NotFoundError', code: 'x', message: 'No such API token.' });
    const renamed = { ...token, name: body.name.trim() };
    backend.apiTokens = backend.apiTokens.map((t) => (t.id === token.id ? renamed : t));
    return response(200).json(renamed);
  }),

  http.delete('/api/apiTokens/{id}', ({ params, response }) => {
    backend.calls.push({ operation: 'deleteApiToken', body: Number(params.id) });
    backend.apiTokens = backend.apiTokens.filter((t) => t.id !== Number(params.id));
    return response(204).empty();
  }),

  http.get('/api/account-users', ({ query, response }) =>
    response(200).json(page(backend.accountUsers, query)),
  ),

  http.post('/api/account-users', async ({ request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'inviteAccountUser', body });
    if (backend.accountUsers.some((user) => user.email === body.email.toLowerCase())) {
      return response(409).json({
        name: 'ConflictError',
        code: 'accounts.already_member',
        message: 'That person already uses this account.',
        errors: { email: 'That person already uses this account.' },
      });
    }
    const invited: AccountInvitation = {
      id: newId(),
      email: body.email.toLowerCase(),
      firstName: body.firstName,
      lastName: body.lastName,
      role: body.role,
      status: 'pending',
      createdAt: '2030-01-01T00:00:00.000Z',
      expiresAt: '2030-01-08T00:00:00.000Z',
    };
    backend.accountInvitations = [
      invited,
      ...backend.accountInvitations.filter((i) => i.email !== invited.email),
    ];
    return response(201).json(invited);
  }),

  http.get('/api/account-invitations', ({ query, response }) =>
    response(200).json(page(backend.accountInvitations, query)),
  ),

  http.delete('/api/account-invitations/{id}', ({ params, response }) => {
    backend.calls.push({ operation: 'cancelAccountInvitation', body: Number(params.id) });
    backend.accountInvitations = backend.accountInvitations.filter((i) => i.id !== Number(params.id));
    return response(204).empty();
  }),

  http.get('/api/invitations', ({ response }) => {
    if (!backend.profile.isLoggedIn) return response(401).json(notSignedIn);
    return response(200).json({ data: backend.myInvitations });
  }),

  http.post('/api/invitations/{id}/accept', ({ params, response }) => {
    backend.calls.push({ operation: 'acceptMyInvitation', body: Number(params.id) });
    const invitation = backend.myInvitations.find((i) => i.id === Number(params.id));
    if (!invitation)
      return response(404).json({ name: 'NotFound', code: 'x', message: 'No such invitation.' });
    backend.myInvitations = backend.myInvitations.filter((i) => i !== invitation);
    const email = backend.profile.userInfo?.email ?? '';
    return response(200).json({ ...invitation, email, createdLogin: false });
  }),

  http.get('/api/invitation-links/{token}', ({ params, response }) => {
    const link = backend.invitationLinks.get(params.token);
    if (!link) return response(410).json(invitationGone);
    return response(200).json(link);
  }),

  http.post('/api/invitation-links/{token}', async ({ params, request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'acceptInvitationLink', body });
    const link = backend.invitationLinks.get(params.token);
    if (!link) return response(410).json(invitationGone);
    const signedInAs = backend.profile.isLoggedIn ? backend.profile.userInfo?.email : undefined;
    if (signedInAs && signedInAs !== link.email) {
      return response(403).json({
        name: 'Forbidden',
        code: 'accounts.invitation_other_email',
        message: 'This invitation was sent to another email address: log in as that user to accept it.',
      });
    }
    if (!signedInAs && link.hasLogin) {
      return response(401).json({
        name: 'NotAuthenticated',
        code: 'accounts.invitation_login_required',
        message: `Log in as ${link.email} to accept this invitation.`,
      });
    }
    backend.invitationLinks.delete(params.token);
    return response(200).json({
      accountId: 40,
      company: link.company,
      email: link.email,
      createdLogin: !signedInAs,
    });
  }),

  http.patch('/api/account-users/{userId}', async ({ params, request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'updateAccountUser', body });
    const user = backend.accountUsers.find((u) => u.userId === Number(params.userId));
    if (!user) return response(404).json({ name: 'NotFoundError', code: 'x', message: 'No such user.' });
    if (user.role === 'admin' && body.role === 'user' && adminCount() === 1) {
      return response(422).json({
        name: 'RuleViolation',
        code: 'accounts.last_admin',
        message: LAST_ADMIN_MESSAGE,
      });
    }
    const updated = { ...user, ...body };
    backend.accountUsers = backend.accountUsers.map((u) => (u.userId === user.userId ? updated : u));
    return response(200).json(updated);
  }),

  http.delete('/api/account-users/{userId}', ({ params, response }) => {
    backend.calls.push({ operation: 'removeAccountUser', body: Number(params.userId) });
    const user = backend.accountUsers.find((u) => u.userId === Number(params.userId));
    if (!user) return response(404).json({ name: 'NotFoundError', code: 'x', message: 'No such user.' });
    if (user.role === 'admin' && adminCount() === 1) {
      return response(422).json({
        name: 'RuleViolation',
        code: 'accounts.last_admin',
        message: LAST_ADMIN_MESSAGE,
      });
    }
    backend.accountUsers = backend.accountUsers.filter((u) => u.userId !== user.userId);
    return response(204).empty();
  }),
];
