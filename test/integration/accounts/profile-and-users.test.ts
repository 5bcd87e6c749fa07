import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, seedLogins } from '../../support/accounts.ts';
import { cookieFrom, createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedLogins(t);
});
afterAll(() => t.close());

const patch = (cookie: string, json: object) => t.request('/api/profile', { method: 'PATCH', cookie, json });

describe('the profile', () => {
  it('names the brand of the host and its sales inbox, for guests too', async () => {
    const guest = await (await t.request('/api/profile')).json();
    expect(guest.brand).toMatchObject({ brandingId: 1, salesEmail: 'sales@numberyard.test' });
    const business = await (await t.request('/api/profile?brandingId=2')).json();
    expect(business.brand).toMatchObject({ brandingId: 2, salesEmail: 'sales@business.numberyard.test' });
  });

  it('changes the user’s name', async () => {
    const cookie = await logIn(t, 'user@numberyard.test');
    const response = await patch(cookie, { firstName: 'Uma J.', lastName: 'User' });
    expect((await response.json()).userInfo).toMatchObject({ firstName: 'Uma J.', lastName: 'User' });
  });

  it('lets only an admin change the account address', async () => {
    const user = await logIn(t, 'user@numberyard.test');
    expect((await patch(user, { city: 'Newark' })).status).toBe(403);
    const admin = await logIn(t, 'admin@numberyard.test');
    const changed = await (await patch(admin, { city: 'Newark', state: 'nj', zip: '07102' })).json();
    expect(changed.accountInfo).toMatchObject({ city: 'Newark', state: 'NJ', zip: '07102' });
  });

  it('asks for a recent sign-in before changing the email, and accepts it after confirming the password', async () => {
    const cookie = await logIn(t, 'broker@numberyard.test');
    t.clock.advance(16 * 60_000);
    const refused = await patch(cookie, { email: 'bruno@example.com' });
    expect(refused.status).toBe(403);
    expect((await refused.json()).code).toBe('auth.recent_sign_in_required');
    const confirm = await t.request('/api/session/reauthenticate', {
      method: 'POST',
      cookie,
      json: { password: 'Numberyard1' },
    });
    expect(confirm.status).toBe(200);
    const renewed = cookieFrom(confirm, 'ny_session');
    expect((await (await patch(renewed, { email: 'Bruno@Example.com' })).json()).userInfo.email).toBe(
      'bruno@example.com',
    );
  });

  it('refuses an email another user has', async () => {
    const cookie = await logIn(t, 'admin@business.numberyard.test');
    const response = await patch(cookie, { email: 'staff@numberyard.test' });
    expect(response.status).toBe(409);
    expect((await response.json()).errors.email).toBe('Email is already in use.');
  });

  it('applies the password rule and ends the user’s other sessions on a new password', async () => {
    const other = await logIn(t, 'staff@numberyard.test');
    const cookie = await logIn(t, 'staff@numberyard.test');
    const current = { currentPassword: 'Numberyard1' };
    expect((await patch(cookie, { ...current, newPassword: 'weak' })).status).toBe(400);
    expect((await patch(cookie, { ...current, newPassword: 'Password123' })).status).toBe(400);
    expect((await patch(cookie, { ...current, newPassword: 'Staff-Strong42' })).status).toBe(200);
    expect((await (await t.request('/api/profile', { cookie: other })).json()).isLoggedIn).toBe(false);
    expect((await (await t.request('/api/profile', { cookie })).json()).isLoggedIn).toBe(true);
    await logIn(t, 'staff@numberyard.test', 'Staff-Strong42');
  });

  it('tells the sign-up form whether an email is free', async () => {
    const check = async (email: string) =>
      (await t.request('/api/validate/username', { method: 'POST', json: { email } })).json();
    expect(await check('admin@numberyard.test')).toEqual({
      isValid: false,
      message: 'Email is already in use.',
    });
    expect(await check('fresh@example.com')).toEqual({ isValid: true });
    expect(await check('not-an-email')).toEqual({ isValid: false, message: 'Invalid email address' });
    const legacyField = await t.request('/api/validate/username', {
      method: 'POST',
      json: { username: 'x@y.com' },
    });
    expect(legacyField.status, 'the spec names the field email').toBe(400);
  });
});

describe('switching account', () => {
  it('moves a session to another account of the same user', async () => {
    const cookie = await logIn(t, 'admin@business.numberyard.test');
    const profile = await (await t.request('/api/profile', { cookie })).json();
    expect(profile.accounts).toHaveLength(1);
    const staff = await logIn(t, 'staff@numberyard.test', 'Staff-Strong42');
    const staffProfile = await (await t.request('/api/profile', { cookie: staff })).json();
    const other = staffProfile.accounts.find((a: { currentAccount: boolean }) => !a.currentAccount);
    const switched = await t.request('/api/session?switchAccount=true', {
      method: 'POST',
      cookie: staff,
      json: { accountId: other.accountId },
    });
    expect(switched.status).toBe(200);
    const after = await (
      await t.request('/api/profile', { cookie: cookieFrom(switched, 'ny_session') })
    ).json();
    expect(after).toMatchObject({ accountId: other.accountId, brandingId: 2 });
  });

  it('refuses to switch to an account the user does not belong to', async () => {
    const cookie = await logIn(t, 'admin@numberyard.test');
    const [foreign] = await t.sql<{ id: number }>(
      `select a.id from accounts.account a where a.company = 'Vanity Numbers Brokerage'`,
    );
    const response = await t.request('/api/session?switchAccount=true', {
      method: 'POST',
      cookie,
      json: { accountId: foreign!.id },
    });
    expect(response.status).toBe(403);
    expect((await (await t.request('/api/profile', { cookie })).json()).accountInfo.company).toBe(
      'Acme Parking Co',
    );
  });
});

describe('account users', () => {
  it('lists the account’s users to its admin and refuses role users', async () => {
    const admin = await logIn(t, 'admin@numberyard.test');
    const list = await (await t.request('/api/account-users', { cookie: admin })).json();
    expect(list.data.map((u: { email: string }) => u.email).sort()).toEqual([
      'admin@numberyard.test',
      'user@numberyard.test',
    ]);
    const user = await logIn(t, 'user@numberyard.test');
    expect((await t.request('/api/account-users', { cookie: user })).status).toBe(403);
  });

  it('keeps at least one admin of its own: staff support access does not count (docs/adr/0080)', async () => {
    const admin = await logIn(t, 'admin@business.numberyard.test');
    const users = (await (await t.request('/api/account-users', { cookie: admin })).json()).data;
    const me = users.find((u: { isCurrentUser: boolean }) => u.isCurrentUser);
    expect(users.map((u: { email: string }) => u.email)).not.toContain('staff@numberyard.test');
    const demote = await t.request(`/api/account-users/${me.userId}`, {
      method: 'PATCH',
      cookie: admin,
      json: { role: 'user' },
    });
    expect(demote.status).toBe(422);
    expect(
      (await t.request(`/api/account-users/${me.userId}`, { method: 'DELETE', cookie: admin })).status,
    ).toBe(422);
  });

  it('removes a user, ending their sessions in that account', async () => {
    const admin = await logIn(t, 'admin@numberyard.test');
    const userSession = await logIn(t, 'user@numberyard.test');
    const user = (await (await t.request('/api/account-users', { cookie: admin })).json()).data.find(
      (u: { email: string }) => u.email === 'user@numberyard.test',
    );
    expect(
      (await t.request(`/api/account-users/${user.userId}`, { method: 'DELETE', cookie: admin })).status,
    ).toBe(204);
    expect((await (await t.request('/api/profile', { cookie: userSession })).json()).isLoggedIn).toBe(false);
  });

  it('answers 404 for a user of another account', async () => {
    const admin = await logIn(t, 'admin@business.numberyard.test');
    const [broker] = await t.sql<{ id: number }>(
      `select id from accounts."user" where email = 'bruno@example.com'`,
    );
    const response = await t.request(`/api/account-users/${broker!.id}`, {
      method: 'PATCH',
      cookie: admin,
      json: { role: 'admin' },
    });
    expect(response.status).toBe(404);
  });
});
