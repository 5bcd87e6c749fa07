import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, lastMailTo, logIn, PASSWORD, seedLogins } from '../../support/accounts.ts';
import { cookieFrom, createTestApp, type TestApp } from '../../support/test-app.ts';

const STAFF = 'staff@numberyard.test';

async function staffApp(env: Record<string, string>) {
  const t = await createTestApp({ env });
  await seedLogins(t);
  return t;
}

async function apiTokenOf(t: TestApp, cookie: string): Promise<string> {
  const created = await t.request('/api/apiTokens', { method: 'POST', cookie, json: { name: 'staff' } });
  return (await created.json()).token;
}

describe('staff routes with STAFF_REQUIRE_MFA=false (the development default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await staffApp({ STAFF_REQUIRE_MFA: 'false' });
  });
  afterAll(() => t.close());

  it('let a staff session signed in with the password alone through', async () => {
    const cookie = await logIn(t, STAFF);
    expect((await t.request('/api/admin/themes', { cookie })).status).toBe(200);
  });

  it('refuse a staff member’s API token with 403', async () => {
    const token = await apiTokenOf(t, await logIn(t, STAFF));
    const response = await t.request('/api/admin/themes', { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(403);
    expect((await response.json()).message).toBe(
      'API tokens cannot use staff tools; sign in to the web site.',
    );
  });
});

describe('staff routes with STAFF_REQUIRE_MFA=true (the production default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await staffApp({ STAFF_REQUIRE_MFA: 'true' });
  });
  afterAll(() => t.close());

  it('refuse a staff session that did not pass MFA, and let one that did through', async () => {
    const passwordOnly = await logIn(t, STAFF);
    const refused = await t.request('/api/admin/themes', { cookie: passwordOnly });
    expect(refused.status).toBe(403);
    expect((await refused.json()).code).toBe('auth.mfa_required');

    const added = await t.request('/api/profile/mfa-methods', {
      method: 'POST',
      cookie: passwordOnly,
      json: { type: 'email' },
    });
    const { mfaMethod } = await added.json();
    const verifyCode = codeIn((await lastMailTo(t, STAFF))?.text_body);
    const verified = await t.request(`/api/profile/mfa-methods/${mfaMethod.mfaMethodId}/verify`, {
      method: 'POST',
      cookie: passwordOnly,
      json: { code: verifyCode },
    });
    expect(verified.status).toBe(200);

    const login = (extra: object) =>
      t.request('/api/session', { method: 'POST', json: { email: STAFF, password: PASSWORD, ...extra } });
    expect((await (await login({})).json()).result).toBe('mfaSent');
    const mfaCode = codeIn((await lastMailTo(t, STAFF))?.text_body);
    const withMfa = cookieFrom(await login({ mfaMethodId: mfaMethod.mfaMethodId, mfaCode }), 'ny_session');
    expect((await t.request('/api/admin/themes', { cookie: withMfa })).status).toBe(200);
    const [row] = await t.sql<{ mfa_passed: boolean }>(
      'select mfa_passed from accounts.session order by id desc limit 1',
    );
    expect(row!.mfa_passed).toBe(true);
  });
});
