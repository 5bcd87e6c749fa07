import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createLogger } from '../logging/logger.ts';
import { RecordingSecurityLog } from '../security-log/testing/recording-security-log.ts';
import { createHttpApp } from './app.ts';
import type { MemberCaller } from './caller.ts';
import { forbidden } from './guards.ts';

const tokenCaller = (tokenScope: MemberCaller['tokenScope']): MemberCaller => ({
  kind: 'member',
  userId: 7,
  accountId: 3,
  brandingId: 1,
  role: 'admin',
  isEmployee: false,
  adminUser: false,
  accounting: false,
  via: 'token',
  tokenScope,
  credentialId: 11,
  authenticatedAt: new Date(0),
  mfaPassed: false,
});

function appFor(scope: MemberCaller['tokenScope'], securityLog = new RecordingSecurityLog()) {
  const { app } = createHttpApp({
    config: loadConfig({ NODE_ENV: 'test', SERVE_WEB: 'false' }),
    logger: createLogger('silent'),
    authenticator: {
      fromSessionToken: async () => null,
      fromApiToken: async () => tokenCaller(scope),
      stillValid: async (callers) => callers.map(() => true),
    },
    brands: { brandForHost: () => 1, isKnownBrand: () => true },
    securityLog,
    mounts: [
      (api) => {
        api.get('/api/things', (c) => c.json({ ok: true }));
        api.post('/api/things', (c) => c.json({ ok: true }, 201));
        api.delete('/api/things', (c) => c.body(null, 204));
        api.get('/api/secret', () => {
          throw forbidden();
        });
      },
    ],
  });
  const call = (method: string, path = '/api/things') =>
    app.request(`http://localhost${path}`, { method, headers: { authorization: 'Bearer ny_x' } });
  return { call, securityLog };
}

describe('API token scopes, for every route', () => {
  it('lets a read-only token use GET and HEAD', async () => {
    const { call } = appFor('read-only');
    expect((await call('GET')).status).toBe(200);
    expect((await call('HEAD')).status).toBe(200);
  });

  it('answers 403 auth.read_only_token to any other method of a read-only token, before the route runs', async () => {
    const { call } = appFor('read-only');
    for (const method of ['POST', 'DELETE', 'PUT', 'PATCH']) {
      const response = await call(method);
      expect(response.status).toBe(403);
      expect((await response.json()).code).toBe('auth.read_only_token');
    }
  });

  it('lets a full token use every method', async () => {
    const { call } = appFor('full');
    expect((await call('POST')).status).toBe(201);
    expect((await call('DELETE')).status).toBe(204);
  });
});

describe('the record of refusals', () => {
  it('records each 403 with the caller, the token and the error code, whichever layer refused', async () => {
    const { call, securityLog } = appFor('read-only');
    await call('POST');
    await call('GET', '/api/secret');
    await call('GET');
    expect(securityLog.named('security.permission.denied')).toEqual([
      {
        event: 'security.permission.denied',
        userId: 7,
        accountId: 3,
        detail: {
          method: 'POST',
          path: '/api/things',
          code: 'auth.read_only_token',
          via: 'token',
          apiTokenId: 11,
        },
      },
      expect.objectContaining({
        detail: expect.objectContaining({ method: 'GET', path: '/api/secret', code: 'auth.forbidden' }),
      }),
    ]);
  });
});
