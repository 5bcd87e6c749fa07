import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoLogins } from '../../src/modules/accounts/index.ts';
import { withContext } from '../../src/platform/db/unit-of-work.ts';
import { cookieFrom, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await withContext(t.orm, () => seedDemoLogins(t.orm.em.fork(), t.clock.now()));
});
afterAll(() => t.close());

async function logIn(email = 'admin@numberyard.test') {
  const response = await t.request('/api/session', {
    method: 'POST',
    json: { email, password: 'Numberyard1' },
  });
  expect(response.status).toBe(200);
  return cookieFrom(response, 'ny_session');
}

describe('the HTTP platform', () => {
  it('tells anonymous callers of /api/health only ok or down', async () => {
    const response = await t.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('puts strict security headers on every answer', async () => {
    const response = await t.request('/api/health');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('content-security-policy')).not.toContain('stripe');
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('x-request-id')).toMatch(/.+/);
  });

  it('answers malformed JSON with 400 in the error shape and changes nothing', async () => {
    const response = await t.request('/api/session', {
      method: 'POST',
      body: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ name: 'BadRequest', code: expect.any(String), message: expect.any(String) });
    const [sessions] = await t.sql<{ count: string }>('select count(*) from accounts.session');
    expect(Number(sessions!.count)).toBe(0);
  });

  it('answers wrong types with 400 and a message per field', async () => {
    const response = await t.request('/api/session', { method: 'POST', json: { email: 42, password: true } });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.name).toBe('BadRequest');
    expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('refuses a non-JSON body on a JSON route with 415', async () => {
    const response = await t.request('/api/session', {
      method: 'POST',
      body: 'email=a@b.c&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
    expect((await response.json()).name).toBe('UnsupportedMediaType');
  });

  it('refuses an oversized body with 413', async () => {
    const response = await t.request('/api/session', {
      method: 'POST',
      json: { email: 'a@b.co', password: 'x'.repeat(t.config.BODY_LIMIT_BYTES + 10) },
    });
    expect(response.status).toBe(413);
  });

  it('treats a forged session cookie as a guest', async () => {
    const response = await t.request('/api/profile', { cookie: 'ny_session=forged-token' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ isLoggedIn: false, role: 'guest' });
  });

  it('answers an invalid API token with 401 NotAuthenticated', async () => {
    const response = await t.request('/api/profile', { headers: { authorization: 'Bearer not-a-token' } });
    expect(response.status).toBe(401);
    expect((await response.json()).name).toBe('NotAuthenticated');
  });

  it('refuses a cookie-authenticated mutation from another site with 403', async () => {
    const cookie = await logIn();
    const response = await t.request('/api/session/current', {
      method: 'DELETE',
      cookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    const profile = await (await t.request('/api/profile', { cookie })).json();
    expect(profile.isLoggedIn).toBe(true);
  });

  it('refuses a cookie-authenticated mutation with no Origin at all', async () => {
    const cookie = await logIn();
    const response = await composedRequest('/api/session/current', {
      method: 'DELETE',
      headers: { cookie, host: 'localhost:3000' },
    });
    expect(response.status).toBe(403);
  });

  it('never reflects an unconfigured Origin in CORS headers', async () => {
    const response = await t.request('/api/profile', { headers: { origin: 'https://evil.example' } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('marks authenticated answers Cache-Control: no-store', async () => {
    const cookie = await logIn();
    const response = await t.request('/api/profile', { cookie });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers an unknown API path with 404 in the error shape', async () => {
    const response = await t.request('/api/nope');
    expect(response.status).toBe(404);
    expect((await response.json()).name).toBe('NotFound');
  });

  it('serves the API reference at /api/docs from the same document', async () => {
    const page = await t.request('/api/docs');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('/api/docs/assets/swagger-ui-bundle.js');
    const document = await (await t.request('/api/openapi.json')).json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths['/api/health']).toBeDefined();
  });
});

describe('sessions', () => {
  it('signs in, shows the profile of the account, and signs out', async () => {
    const cookie = await logIn();
    const profile = await (await t.request('/api/profile', { cookie })).json();
    expect(profile).toMatchObject({
      isLoggedIn: true,
      role: 'admin',
      brandingId: 1,
      userInfo: { email: 'admin@numberyard.test' },
    });
    expect(profile.pricing.plans['1']).toMatchObject({ name: 'Park', mrc: 200 });
    const out = await t.request('/api/session/current', { method: 'DELETE', cookie });
    expect(out.status).toBe(204);
    expect((await (await t.request('/api/profile', { cookie })).json()).isLoggedIn).toBe(false);
  });

  it('refuses a wrong password with 401 and no session', async () => {
    const response = await t.request('/api/session', {
      method: 'POST',
      json: { email: 'admin@numberyard.test', password: 'wrong' },
    });
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('ends a session after 2 idle hours', async () => {
    const cookie = await logIn();
    t.clock.advance(2 * 3_600_000 + 1);
    expect((await (await t.request('/api/profile', { cookie })).json()).isLoggedIn).toBe(false);
  });

  it('purges expired sessions with the clean-up job', async () => {
    await logIn();
    t.clock.advance(13 * 3_600_000);
    const purged = await t.composed.modules.accounts.purgeExpiredCredentials();
    expect(purged.sessions).toBeGreaterThan(0);
    const [left] = await t.sql<{ count: string }>(
      'select count(*) from accounts.session where expires_at <= $1',
      [t.clock.now()],
    );
    expect(Number(left!.count)).toBe(0);
  });
});

function composedRequest(path: string, init: RequestInit) {
  return Promise.resolve(t.composed.app.request(`http://localhost:3000${path}`, init));
}

describe('health details', () => {
  it('reports database, job queue and listener status at /api/health to staff', async () => {
    const cookie = await logIn('staff@numberyard.test');
    const body = await (await t.request('/api/health', { cookie })).json();
    expect(body).toMatchObject({ status: 'ok', database: { ok: true }, jobs: { ok: true } });
  });

  it('keeps the details of /api/health from customers too', async () => {
    const cookie = await logIn('user@numberyard.test');
    expect(await (await t.request('/api/health', { cookie })).json()).toEqual({ status: 'ok' });
  });
});
