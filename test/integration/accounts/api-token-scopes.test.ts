import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo, logIn, seedLogins } from '../../support/accounts.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-22T12:00:00Z' });
  await seedLogins(t);
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60_000;
const create = (cookie: string, json: object) =>
  t.request('/api/apiTokens', { method: 'POST', cookie, json });
const bearer = (token: string, init: RequestInit & { json?: unknown } = {}) =>
  t.request('/api/profile', {
    ...init,
    headers: { authorization: `Bearer ${token}` },
  });
const tokenOf = async (cookie: string, json: object) => (await (await create(cookie, json)).json()).token;

describe('API token scopes', () => {
  it('creates a full token without an expiry when neither is given', async () => {
    const admin = await logIn(t, 'admin@numberyard.test');
    const body = await (await create(admin, { name: 'Default' })).json();
    expect(body).toMatchObject({ scope: 'full', expiresAt: null, isExpired: false });
  });

  it('lets a read-only token read anywhere and answers 403 to any other method', async () => {
    const admin = await logIn(t, 'admin@numberyard.test');
    const token = await tokenOf(admin, { name: 'Reader', scope: 'read-only' });
    expect((await bearer(token)).status).toBe(200);
    expect((await bearer(token, { method: 'HEAD' })).status).toBe(200);
    const patch = await bearer(token, { method: 'PATCH', json: { firstName: 'Mallory' } });
    expect(patch.status).toBe(403);
    expect(await patch.json()).toMatchObject({
      code: 'auth.read_only_token',
      message: expect.stringContaining('read-only'),
    });
    const basket = await t.request('/api/baskets/items', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      json: { tn: '2125550100' },
    });
    expect(basket.status).toBe(403);
    const profile = await (await t.request('/api/profile', { cookie: admin })).json();
    expect(profile.userInfo.firstName).not.toBe('Mallory');
  });

  it('lets a full token change what its user may change', async () => {
    const admin = await logIn(t, 'admin@numberyard.test');
    const token = await tokenOf(admin, { name: 'Writer', scope: 'full' });
    const patch = await t.request('/api/profile', {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}` },
      json: { firstName: 'Ada' },
    });
    expect(patch.status).toBe(200);
  });
});

describe('API token expiry', () => {
  it('authenticates until the expiry and answers 401 from then on', async () => {
    const admin = await logIn(t, 'admin@numberyard.test');
    const expiresAt = new Date(t.clock.now().getTime() + 30 * DAY).toISOString();
    const created = await (await create(admin, { name: 'Month', expiresAt })).json();
    expect(created).toMatchObject({ expiresAt, isExpired: false });
    expect((await bearer(created.token)).status).toBe(200);
    t.clock.advance(30 * DAY - 1000);
    expect((await bearer(created.token)).status).toBe(200);
    t.clock.advance(1000);
    expect((await bearer(created.token)).status).toBe(401);
    const again = await logIn(t, 'admin@numberyard.test');
    const list = await (await t.request('/api/apiTokens?$limit=50', { cookie: again })).json();
    expect(list.data.find((item: { id: number }) => item.id === created.id)).toMatchObject({
      isExpired: true,
    });
  });

  it('refuses an expiry in the past or more than two years ahead', async () => {
    const admin = await logIn(t, 'admin@numberyard.test');
    const past = await create(admin, { name: 'Past', expiresAt: '2020-01-01T00:00:00Z' });
    expect(past.status).toBe(400);
    expect((await past.json()).errors.expiresAt).toBe('The expiry date must be in the future.');
    const far = new Date(t.clock.now().getTime() + 800 * DAY).toISOString();
    expect((await create(admin, { name: 'Far', expiresAt: far })).status).toBe(400);
    expect((await create(admin, { name: 'Bad', scope: 'admin' })).status).toBe(400);
  });
});

describe('account users with an API token', () => {
  it('answers 403 to every account-user route, even for an admin’s full token', async () => {
    const admin = await logIn(t, 'admin@numberyard.test');
    const token = await tokenOf(admin, { name: 'Admin full', scope: 'full' });
    const headers = { authorization: `Bearer ${token}` };
    expect((await t.request('/api/account-users', { headers })).status).toBe(403);
    const invite = await t.request('/api/account-users', {
      method: 'POST',
      headers,
      json: { email: 'x@example.com', firstName: 'X', lastName: 'Y' },
    });
    expect(invite.status).toBe(403);
    expect((await t.request('/api/account-users/1', { method: 'DELETE', headers })).status).toBe(403);
    expect((await t.request('/api/account-invitations', { headers })).status).toBe(403);
  });
});

describe('API tokens and passwords', () => {
  it('deletes the user’s tokens on a password reset', async () => {
    const email = 'user@numberyard.test';
    const cookie = await logIn(t, email);
    const token = await tokenOf(cookie, { name: 'Before reset' });
    expect((await bearer(token)).status).toBe(200);
    await t.request('/api/recover-password', { method: 'POST', json: { email } });
    const link = /\/recover\/([\w-]+)/.exec((await lastMailTo(t, email))?.text_body ?? '')?.[1];
    const reset = await t.request(`/api/recover-password/${link}`, {
      method: 'PATCH',
      json: { username: email, password: 'Brand-New-Pass7' },
    });
    expect(reset.status).toBe(200);
    expect((await bearer(token)).status).toBe(401);
  });

  it('keeps the tokens on a password change unless asked to delete them', async () => {
    const email = 'broker@numberyard.test';
    const cookie = await logIn(t, email);
    const kept = await tokenOf(cookie, { name: 'Kept' });
    const change = (json: object) => t.request('/api/profile', { method: 'PATCH', cookie, json });
    expect((await change({ newPassword: 'Broker-Strong-1' })).status).toBe(200);
    expect((await bearer(kept)).status).toBe(200);
    expect((await change({ newPassword: 'Broker-Strong-2', revokeApiTokens: true })).status).toBe(200);
    expect((await bearer(kept)).status).toBe(401);
    expect((await (await t.request('/api/apiTokens', { cookie })).json()).total).toBe(0);
  });
});
