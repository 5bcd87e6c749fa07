import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { codeIn, lastMailTo, logIn, seedLogins } from '../../support/accounts.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedLogins(t);
});
afterAll(() => t.close());

const EMAIL = 'user@numberyard.test';

async function requestLink(email: string) {
  const response = await t.request('/api/recover-password', { method: 'POST', json: { email } });
  expect(response.status).toBe(202);
  return (await response.json()).message as string;
}

async function freshToken(email = EMAIL): Promise<string> {
  await requestLink(email);
  const link = /\/recover\/([\w-]+)/.exec((await lastMailTo(t, email))?.text_body ?? '')?.[1];
  if (!link) throw new Error('no recovery link mailed');
  return link;
}

const reset = (token: string, body: object) =>
  t.request(`/api/recover-password/${token}`, { method: 'PATCH', json: body });

describe('password recovery', () => {
  // Each test starts in a new hour, so the per-email limit of three requests an hour applies to it alone.
  beforeEach(() => t.clock.advance(60 * 60_000));

  it('answers the same whether or not the email has an account, mailing only a real one', async () => {
    const unknown = await requestLink('nobody@example.com');
    const known = await requestLink(EMAIL);
    expect(unknown).toBe(known);
    expect(await lastMailTo(t, 'nobody@example.com')).toBeUndefined();
    expect((await lastMailTo(t, EMAIL))?.subject).toBe('Reset your Numberyard password');
  });

  it('reports a valid link without MFA, and an unknown one as invalid', async () => {
    const token = await freshToken();
    expect(await (await t.request(`/api/recover-password/${token}`)).json()).toEqual({
      isValid: true,
      token,
      mfaMethods: [],
    });
    const bogus = 'x'.repeat(43);
    expect((await (await t.request(`/api/recover-password/${bogus}`)).json()).isValid).toBe(false);
  });

  it('gives each message of spec 1 for a bad form', async () => {
    const token = await freshToken();
    const cases: Array<[object, string]> = [
      [{ username: '', password: 'Newpass123' }, 'Username is empty.'],
      [{ username: EMAIL, password: '' }, 'Password is empty.'],
      [{ username: EMAIL, password: 'Newpass123', confirmPassword: '' }, 'Confirm password is empty.'],
      [
        { username: EMAIL, password: 'Newpass123', confirmPassword: 'Newpass124' },
        "Password and Confirm password don't match.",
      ],
      [
        { username: EMAIL, password: 'short1A' },
        'Password must be 8 to 64 characters with at least one lower-case letter, one upper-case letter and one number.',
      ],
      [{ username: EMAIL, password: 'Password1' }, 'This password is too common. Please choose another.'],
      [
        { username: 'someone@else.com', password: 'Newpass123' },
        'That email does not match this reset link.',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await reset(token, body);
      expect(response.status, message).toBe(400);
      expect((await response.json()).message).toBe(message);
    }
  });

  it('sets the new password once, ends every session, and retires the link', async () => {
    const oldSession = await logIn(t, EMAIL);
    const token = await freshToken();
    const done = await reset(token, {
      username: EMAIL,
      password: 'Fresh-Start42',
      confirmPassword: 'Fresh-Start42',
    });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ success: true });
    expect((await (await t.request('/api/profile', { cookie: oldSession })).json()).isLoggedIn).toBe(false);
    await logIn(t, EMAIL, 'Fresh-Start42');
    expect((await reset(token, { username: EMAIL, password: 'Another-Pass42' })).status).toBe(410);
    expect((await (await t.request(`/api/recover-password/${token}`)).json()).isValid).toBe(false);
  });

  it('expires the link after one hour', async () => {
    const token = await freshToken('broker@numberyard.test');
    t.clock.advance(60 * 60_000);
    expect((await (await t.request(`/api/recover-password/${token}`)).json()).isValid).toBe(false);
    expect(
      (await reset(token, { username: 'broker@numberyard.test', password: 'Fresh-Start42' })).status,
    ).toBe(410);
  });

  it('asks for an MFA code when the user has MFA, sending it through /api/initiateMfa', async () => {
    const email = 'admin@business.numberyard.test';
    const cookie = await logIn(t, email);
    const added = await (
      await t.request('/api/profile/mfa-methods', { method: 'POST', cookie, json: { type: 'email' } })
    ).json();
    const id = added.mfaMethod.mfaMethodId;
    const enrolCode = codeIn((await lastMailTo(t, email))?.text_body);
    await t.request(`/api/profile/mfa-methods/${id}/verify`, {
      method: 'POST',
      cookie,
      json: { code: enrolCode },
    });

    const token = await freshToken(email);
    const state = await (await t.request(`/api/recover-password/${token}`)).json();
    expect(state.mfaMethods).toEqual([expect.objectContaining({ mfaMethodId: id, type: 'email' })]);
    const withoutCode = await reset(token, { username: email, password: 'Fresh-Start42' });
    expect((await withoutCode.json()).message).toBe('You must enter a verification code to continue.');

    const sent = await t.request('/api/initiateMfa', { method: 'POST', json: { mfaMethodId: id, token } });
    expect((await sent.json()).mfaMethod.type).toBe('email');
    const code = codeIn((await lastMailTo(t, email))?.text_body);
    expect(
      (await reset(token, { username: email, password: 'Fresh-Start42', mfaMethodId: id, mfaCode: '999999' }))
        .status,
    ).toBe(400);
    expect(
      (await reset(token, { username: email, password: 'Fresh-Start42', mfaMethodId: id, mfaCode: code }))
        .status,
    ).toBe(200);
  });

  it('limits recovery requests for one email to three an hour', async () => {
    const email = 'staff@numberyard.test';
    for (let i = 0; i < 3; i++) await requestLink(email);
    const blocked = await t.request('/api/recover-password', { method: 'POST', json: { email } });
    expect(blocked.status).toBe(429);
  });
});
