import { clientConfig } from '../fixtures/client-config.ts';
import {
  type ApiToken,
  backend,
  http,
  type MfaMethod,
  mask,
  newId,
  notSignedIn,
  page,
  recentSignInRequired,
  TEST_MFA_CODE,
  TEST_PASSWORD,
  TEST_QR_CODE,
  TEST_TOTP_SECRET,
  WRONG_CODE_MESSAGE,
} from './backend.ts';

/** The fake accounts API: profile, MFA methods and API tokens. */
export const accountHandlers = [
  http.get('/api/profile', ({ response }) => response(200).json(backend.profile)),
  http.get('/api/client-config', ({ response }) => response(200).json(clientConfig())),

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
];
