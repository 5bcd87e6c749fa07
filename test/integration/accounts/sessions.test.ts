import { generate } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { codeIn, lastMailTo, logIn, PASSWORD, seedLogins } from '../../support/accounts.ts';
import { cookieFrom, createTestApp, type TestApp } from '../../support/test-app.ts';

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-22T12:00:00Z' });
  await seedLogins(t);
});
afterAll(() => t.close());
// A new quarter of an hour per test: the per-user limits of one test do not reach the next.
beforeEach(() => t.clock.advance(15 * 60_000));

const signIn = (email: string, init: { cookie?: string; userAgent?: string; json?: object } = {}) =>
  t.request('/api/session', {
    method: 'POST',
    json: { email, password: PASSWORD, ...init.json },
    ...(init.cookie ? { cookie: init.cookie } : {}),
    ...(init.userAgent ? { headers: { 'user-agent': init.userAgent } } : {}),
  });
const signedIn = async (cookie: string) =>
  (await (await t.request('/api/profile', { cookie })).json()).isLoggedIn as boolean;
const reauthenticate = (cookie: string, json: object = { password: PASSWORD }) =>
  t.request('/api/session/reauthenticate', { method: 'POST', cookie, json });
const changeEmail = (cookie: string, email: string) =>
  t.request('/api/profile', { method: 'PATCH', cookie, json: { email } });
const sessionsOf = async (cookie: string) => (await t.request('/api/sessions', { cookie })).json();
const issueLoginToken = async (email: string) => {
  const [row] = await t.sql<{ user_id: number; account_id: number }>(
    `select m.user_id, m.account_id from accounts.membership m join accounts."user" u on u.id = m.user_id
     where u.email = $1 order by m.id limit 1`,
    [email],
  );
  return t.composed.ports.runInContext(() =>
    t.composed.ports.tx(() =>
      t.composed.modules.accounts.issueLoginToken({ userId: row!.user_id, accountId: row!.account_id }),
    ),
  );
};

describe('session tokens are rotated', () => {
  it('on an account switch: the new cookie works and the old token is dead', async () => {
    const old = await logIn(t, 'staff@numberyard.test');
    const profile = await (await t.request('/api/profile', { cookie: old })).json();
    const other = profile.accounts.find((a: { currentAccount: boolean }) => !a.currentAccount);
    const switched = await t.request('/api/session?switchAccount=true', {
      method: 'POST',
      cookie: old,
      json: { accountId: other.accountId },
    });
    expect(switched.status).toBe(200);
    const renewed = cookieFrom(switched, 'ny_session');
    expect(renewed).not.toBe(old);
    expect(switched.headers.getSetCookie()[0]).toMatch(/HttpOnly/);
    expect(await signedIn(old)).toBe(false);
    expect((await (await t.request('/api/profile', { cookie: renewed })).json()).accountId).toBe(
      other.accountId,
    );
  });

  it('on re-authentication: the new cookie carries the fresh proof and the old token is dead', async () => {
    const old = await logIn(t, 'user@numberyard.test');
    t.clock.advance(16 * 60_000);
    const confirmed = await reauthenticate(old);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({
      result: 'success',
      authenticatedAt: t.clock.now().toISOString(),
    });
    const renewed = cookieFrom(confirmed, 'ny_session');
    expect(await signedIn(old)).toBe(false);
    expect((await changeEmail(renewed, 'user@numberyard.test')).status).toBe(200);
  });

  it('keeps a remembered session persistent when its cookie is set again', async () => {
    const login = await signIn('user@numberyard.test', { json: { remember: true } });
    const confirmed = await reauthenticate(cookieFrom(login, 'ny_session'));
    expect(confirmed.headers.getSetCookie()[0]).toMatch(/Expires=/);
  });
});

describe('signing in over an existing cookie', () => {
  it('ends the session of the cookie it replaces, for the same user', async () => {
    const first = await logIn(t, 'user@numberyard.test');
    const second = cookieFrom(await signIn('user@numberyard.test', { cookie: first }), 'ny_session');
    expect(await signedIn(first)).toBe(false);
    expect(await signedIn(second)).toBe(true);
  });

  it('ends the session of the cookie it replaces, for another user', async () => {
    const admin = await logIn(t, 'admin@numberyard.test');
    const user = cookieFrom(await signIn('user@numberyard.test', { cookie: admin }), 'ny_session');
    expect(await signedIn(admin)).toBe(false);
    expect(await signedIn(user)).toBe(true);
  });

  it('ends it too when a one-time login link opens the new session', async () => {
    const before = await logIn(t, 'admin@numberyard.test');
    const token = await issueLoginToken('admin@numberyard.test');
    const opened = await t.request(`/api/session/${token}`, { cookie: before });
    expect(opened.status).toBe(200);
    expect(await signedIn(before)).toBe(false);
  });

  it('leaves the old session alone when the sign-in fails', async () => {
    const before = await logIn(t, 'user@numberyard.test');
    const failed = await t.request('/api/session', {
      method: 'POST',
      cookie: before,
      json: { email: 'user@numberyard.test', password: 'wrong-password1' },
    });
    expect(failed.status).toBe(401);
    expect(await signedIn(before)).toBe(true);
  });
});

describe('a session opened from a one-time login link', () => {
  it('is not a recent sign-in until the password is confirmed', async () => {
    const token = await issueLoginToken('admin@business.numberyard.test');
    const cookie = cookieFrom(await t.request(`/api/session/${token}`), 'ny_session');
    const refused = await changeEmail(cookie, 'biz-admin@example.com');
    expect(refused.status).toBe(403);
    expect((await refused.json()).code).toBe('auth.recent_sign_in_required');
    const confirmed = await reauthenticate(cookie);
    const renewed = cookieFrom(confirmed, 'ny_session');
    expect((await changeEmail(renewed, 'admin@business.numberyard.test')).status).toBe(200);
  });
});

describe('the list of signed-in sessions', () => {
  it('shows each of the user’s own browsers with device, address, last activity and this device', async () => {
    const phone = cookieFrom(await signIn('broker@numberyard.test', { userAgent: IPHONE }), 'ny_session');
    t.clock.advance(5 * 60_000);
    const laptop = cookieFrom(await signIn('broker@numberyard.test', { userAgent: FIREFOX }), 'ny_session');
    await logIn(t, 'user@numberyard.test');

    const response = await t.request('/api/sessions', { cookie: laptop });
    expect(response.status).toBe(200);
    const list = await response.json();
    expect(list.total).toBe(2);
    expect(list.data).toEqual([
      {
        id: expect.any(Number),
        device: 'Firefox on Windows',
        userAgent: FIREFOX,
        ip: 'unknown',
        signedInAt: t.clock.now().toISOString(),
        lastSeenAt: t.clock.now().toISOString(),
        current: true,
      },
      expect.objectContaining({ device: 'Safari on iPhone', current: false }),
    ]);
    expect(JSON.stringify(list)).not.toMatch(/token|hash/i);
    expect(JSON.stringify(list)).not.toContain(phone.split('=')[1]);
  });

  it('revokes another of one’s sessions at once', async () => {
    const phone = cookieFrom(await signIn('broker@numberyard.test', { userAgent: IPHONE }), 'ny_session');
    const laptop = cookieFrom(await signIn('broker@numberyard.test', { userAgent: FIREFOX }), 'ny_session');
    const phoneId = (await sessionsOf(phone)).data.find((s: { current: boolean }) => s.current).id;
    const revoked = await t.request(`/api/sessions/${phoneId}`, { method: 'DELETE', cookie: laptop });
    expect(revoked.status).toBe(204);
    expect(revoked.headers.getSetCookie()).toEqual([]);
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(laptop)).toBe(true);
  });

  it('signs this browser out and clears its cookie when the current session is revoked', async () => {
    const cookie = await logIn(t, 'broker@numberyard.test');
    const currentId = (await sessionsOf(cookie)).data.find((s: { current: boolean }) => s.current).id;
    const revoked = await t.request(`/api/sessions/${currentId}`, { method: 'DELETE', cookie });
    expect(revoked.status).toBe(204);
    expect(revoked.headers.getSetCookie()[0]).toMatch(/^ny_session=;/);
    expect(await signedIn(cookie)).toBe(false);
  });

  it('answers 404 for another user’s session and leaves it alone', async () => {
    const victim = await logIn(t, 'admin@numberyard.test');
    const victimId = (await sessionsOf(victim)).data.find((s: { current: boolean }) => s.current).id;
    const attacker = await logIn(t, 'user@numberyard.test');
    const response = await t.request(`/api/sessions/${victimId}`, { method: 'DELETE', cookie: attacker });
    expect(response.status).toBe(404);
    expect(await signedIn(victim)).toBe(true);
  });

  it('leaves out sessions past their expiry', async () => {
    const stale = await logIn(t, 'user@numberyard.test');
    const staleId = (await sessionsOf(stale)).data.find((s: { current: boolean }) => s.current).id;
    t.clock.advance(2 * 60 * 60_000);
    const fresh = await logIn(t, 'user@numberyard.test');
    const ids = (await sessionsOf(fresh)).data.map((s: { id: number }) => s.id);
    expect(ids).not.toContain(staleId);
  });
});

describe('re-authentication of a user with MFA', () => {
  const email = 'broker@numberyard.test';
  let methodId: number;

  beforeAll(async () => {
    const cookie = await logIn(t, email);
    const added = await t.request('/api/profile/mfa-methods', {
      method: 'POST',
      cookie,
      json: { type: 'email' },
    });
    methodId = (await added.json()).mfaMethod.mfaMethodId;
    const code = codeIn((await lastMailTo(t, email))?.text_body);
    await t.request(`/api/profile/mfa-methods/${methodId}/verify`, {
      method: 'POST',
      cookie,
      json: { code },
    });
  });

  const mfaSignIn = async () => {
    await signIn(email);
    const code = codeIn((await lastMailTo(t, email))?.text_body);
    return cookieFrom(await signIn(email, { json: { mfaMethodId: methodId, mfaCode: code } }), 'ny_session');
  };

  it('asks for the code after the password, and renews nothing until it is given', async () => {
    const cookie = await mfaSignIn();
    t.clock.advance(16 * 60_000);
    const step = await reauthenticate(cookie);
    expect(step.status).toBe(200);
    expect(await step.json()).toMatchObject({
      result: 'mfaSent',
      mfaMethod: { mfaMethodId: methodId, type: 'email' },
    });
    expect(step.headers.getSetCookie()).toEqual([]);
    expect((await changeEmail(cookie, email)).status).toBe(403);

    const code = codeIn((await lastMailTo(t, email))?.text_body);
    const confirmed = await reauthenticate(cookie, {
      password: PASSWORD,
      mfaMethodId: methodId,
      mfaCode: code,
    });
    expect(await confirmed.json()).toMatchObject({ result: 'success' });
    const renewed = cookieFrom(confirmed, 'ny_session');
    expect(await signedIn(cookie)).toBe(false);
    expect((await changeEmail(renewed, email)).status).toBe(200);
  });

  it('answers a wrong code with mfaError and keeps the session as it was', async () => {
    const cookie = await mfaSignIn();
    await reauthenticate(cookie);
    const wrong = await reauthenticate(cookie, {
      password: PASSWORD,
      mfaMethodId: methodId,
      mfaCode: '000000',
    });
    expect(await wrong.json()).toMatchObject({
      result: 'mfaSent',
      mfaError: 'The verification code is not correct.',
    });
    expect(wrong.headers.getSetCookie()).toEqual([]);
    expect(await signedIn(cookie)).toBe(true);
  });

  it('answers a wrong password with 400 before any code is sent', async () => {
    const cookie = await mfaSignIn();
    const mailsBefore = await t.sql('select id from platform.mail_outbox');
    const wrong = await reauthenticate(cookie, { password: 'not-the-password1' });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).code).toBe('accounts.invalid_password');
    expect(await t.sql('select id from platform.mail_outbox')).toHaveLength(mailsBefore.length);
  });
});

describe('changing the password', () => {
  const change = (cookie: string, json: object) =>
    t.request('/api/profile', { method: 'PATCH', cookie, json });

  it('needs the current password', async () => {
    const cookie = await logIn(t, 'user@numberyard.test');
    const response = await change(cookie, { newPassword: 'Brand-New42' });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({
      currentPassword: 'Enter your current password to change it.',
    });
  });

  it('refuses a wrong current password with a clear message and keeps the old one', async () => {
    const cookie = await logIn(t, 'user@numberyard.test');
    const response = await change(cookie, { currentPassword: 'wrong-one-1', newPassword: 'Brand-New42' });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.message).toBe('The current password is not correct.');
    expect(body.errors).toEqual({ currentPassword: 'The current password is not correct.' });
    await logIn(t, 'user@numberyard.test');
  });

  it('limits guesses of the current password to 10 in 15 minutes, like sign-in', async () => {
    const cookie = await logIn(t, 'user@numberyard.test');
    for (let attempt = 0; attempt < 10; attempt++)
      expect(
        (await change(cookie, { currentPassword: `guess-${attempt}a`, newPassword: 'Brand-New42' })).status,
      ).toBe(400);
    const limited = await change(cookie, { currentPassword: PASSWORD, newPassword: 'Brand-New42' });
    expect(limited.status).toBe(429);
  });
});

describe('one-time secrets are used once, even by two requests at the same moment', () => {
  it('a login token opens exactly one session', async () => {
    const token = await issueLoginToken('user@numberyard.test');
    const answers = await Promise.all([
      t.request(`/api/session/${token}`),
      t.request(`/api/session/${token}`),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
    const [{ count }] = (await t.sql<{ count: string }>(
      `select count(*) from accounts.session s join accounts."user" u on u.id = s.user_id
       where u.email = 'user@numberyard.test' and s.authenticated_at is null`,
    )) as [{ count: string }];
    expect(Number(count)).toBe(1);
  });

  it('a recovery link sets the password exactly once', async () => {
    const email = 'staff@numberyard.test';
    await t.request('/api/recover-password', { method: 'POST', json: { email } });
    const token = /\/recover\/([\w-]+)/.exec((await lastMailTo(t, email))?.text_body ?? '')?.[1];
    const reset = (password: string) =>
      t.request(`/api/recover-password/${token}`, {
        method: 'PATCH',
        json: { username: email, password, confirmPassword: password },
      });
    const answers = await Promise.all([reset('Racer-One42'), reset('Racer-Two42')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 410]);
    const winner = answers[0]!.status === 200 ? 'Racer-One42' : 'Racer-Two42';
    await logIn(t, email, winner);
  });

  it('an emailed sign-in code signs in exactly once', async () => {
    const email = 'broker@numberyard.test';
    const methodId = (await (await signIn(email)).json()).mfaMethod.mfaMethodId;
    const code = codeIn((await lastMailTo(t, email))?.text_body);
    const attempt = () => signIn(email, { json: { mfaMethodId: methodId, mfaCode: code } });
    const answers = await Promise.all([attempt(), attempt()]);
    const results = await Promise.all(answers.map(async (a) => (await a.json()).result));
    expect(results.sort()).toEqual(['mfaSent', 'success']);
  });

  it('an authenticator-app code signs in exactly once', async () => {
    const email = 'admin@business.numberyard.test';
    const cookie = await logIn(t, email);
    const added = await (
      await t.request('/api/profile/mfa-methods', { method: 'POST', cookie, json: { type: 'totp' } })
    ).json();
    const secret = added.totp.secret as string;
    const totpId = added.mfaMethod.mfaMethodId as number;
    const codeAt = () => generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });
    await t.request(`/api/profile/mfa-methods/${totpId}/verify`, {
      method: 'POST',
      cookie,
      json: { code: await codeAt() },
    });
    t.clock.advance(60_000);
    const code = await codeAt();
    const attempt = () => signIn(email, { json: { mfaMethodId: totpId, mfaCode: code } });
    const answers = await Promise.all([attempt(), attempt()]);
    const bodies = await Promise.all(answers.map((a) => a.json()));
    expect(bodies.map((b) => b.result).sort()).toEqual(['mfaSent', 'success']);
    expect(bodies.find((b) => b.result === 'mfaSent').mfaError).toBe('The verification code is not correct.');
  });
});
