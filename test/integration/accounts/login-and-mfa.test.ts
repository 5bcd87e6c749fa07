import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, lastMailTo, lastSmsTo, logIn, PASSWORD, seedLogins } from '../../support/accounts.ts';
import { cookieFrom, createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-22T12:00:00Z' });
  await seedLogins(t);
});
afterAll(() => t.close());

const login = (email: string, extra: object = {}, password = PASSWORD) =>
  t.request('/api/session', { method: 'POST', json: { email, password, ...extra } });

async function addVerifiedMethod(cookie: string, body: object, readCode: () => Promise<string>) {
  const added = await t.request('/api/profile/mfa-methods', { method: 'POST', cookie, json: body });
  expect(added.status).toBe(201);
  const { mfaMethod, totp } = await added.json();
  const code = await readCode();
  const verified = await t.request(`/api/profile/mfa-methods/${mfaMethod.mfaMethodId}/verify`, {
    method: 'POST',
    cookie,
    json: { code },
  });
  expect(verified.status).toBe(200);
  return { id: mfaMethod.mfaMethodId as number, totp };
}

describe('sign-in with an email code', () => {
  const email = 'admin@numberyard.test';
  let methodId: number;

  beforeAll(async () => {
    const cookie = await logIn(t, email);
    ({ id: methodId } = await addVerifiedMethod(cookie, { type: 'email' }, async () =>
      codeIn((await lastMailTo(t, email))?.text_body),
    ));
  });

  it('sends the code at once when the user has a single method', async () => {
    const response = await login(email);
    const body = await response.json();
    expect(body).toMatchObject({
      result: 'mfaSent',
      isMfaRequired: true,
      mfaMethod: { mfaMethodId: methodId, type: 'email' },
    });
    expect(body.mfaMethod.data).toMatch(/^a\*+@numberyard\.test$/);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('answers a wrong code with mfaError and no session', async () => {
    await login(email);
    const response = await login(email, { mfaMethodId: methodId, mfaCode: '000000' });
    const body = await response.json();
    expect(body.mfaError).toBe('The verification code is not correct.');
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('signs in with the right code, once only', async () => {
    await login(email);
    const code = codeIn((await lastMailTo(t, email))?.text_body);
    const ok = await login(email, { mfaMethodId: methodId, mfaCode: code });
    expect((await ok.json()).result).toBe('success');
    expect(cookieFrom(ok, 'ny_session')).toMatch(/^ny_session=/);
    const again = await login(email, { mfaMethodId: methodId, mfaCode: code });
    expect((await again.json()).mfaError).toBe(
      'The verification code has expired. Please request a new one.',
    );
  });

  it('refuses a code after its 10 minutes', async () => {
    await login(email);
    const code = codeIn((await lastMailTo(t, email))?.text_body);
    t.clock.advance(10 * 60_000);
    const late = await login(email, { mfaMethodId: methodId, mfaCode: code });
    expect((await late.json()).mfaError).toBe('The verification code has expired. Please request a new one.');
  });
});

describe('sign-in with an SMS code and with an authenticator app', () => {
  const email = 'broker@numberyard.test';
  let smsId: number;
  let totpId: number;
  let secret: string;

  beforeAll(async () => {
    const cookie = await logIn(t, email);
    ({ id: smsId } = await addVerifiedMethod(cookie, { type: 'sms', data: '(201) 234-5678' }, async () =>
      codeIn(await lastSmsTo(t, '+12012345678')),
    ));
    const added = await t.request('/api/profile/mfa-methods', {
      method: 'POST',
      cookie,
      json: { type: 'totp' },
    });
    const body = await added.json();
    totpId = body.mfaMethod.mfaMethodId;
    secret = body.totp.secret;
    expect(body.totp.otpauthUrl).toContain('otpauth://totp/');
    expect(body.totp.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    const code = await generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });
    const verified = await t.request(`/api/profile/mfa-methods/${totpId}/verify`, {
      method: 'POST',
      cookie,
      json: { code },
    });
    expect(verified.status).toBe(200);
  });

  it('asks to choose when there are several methods', async () => {
    const body = await (await login(email)).json();
    expect(body.result).toBe('mfaRequired');
    expect(body.mfaMethods.map((m: { type: string }) => m.type).sort()).toEqual(['sms', 'totp']);
  });

  it('texts a code to the chosen phone and accepts it', async () => {
    const sent = await (await login(email, { mfaMethodId: smsId })).json();
    expect(sent).toMatchObject({ result: 'mfaSent', mfaMethod: { type: 'sms', data: '***-***-5678' } });
    const code = codeIn(await lastSmsTo(t, '+12012345678'));
    expect((await (await login(email, { mfaMethodId: smsId, mfaCode: code })).json()).result).toBe('success');
  });

  it('accepts the authenticator code of the current 30 seconds, and never the same code twice', async () => {
    t.clock.advance(60_000);
    const code = await generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });
    expect((await (await login(email, { mfaMethodId: totpId, mfaCode: code })).json()).result).toBe(
      'success',
    );
    expect((await (await login(email, { mfaMethodId: totpId, mfaCode: code })).json()).mfaError).toBe(
      'The verification code is not correct.',
    );
  });

  it('refuses an authenticator code from five minutes ago', async () => {
    const old = await generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) - 300 });
    expect((await (await login(email, { mfaMethodId: totpId, mfaCode: old })).json()).mfaError).toBeDefined();
  });
});

describe('brute force', () => {
  it('answers 429 after ten attempts on one email within 15 minutes, even with the right password', async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await login('user@numberyard.test', {}, 'Wrong-password1')).status).toBe(401);
    }
    const blocked = await login('user@numberyard.test');
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).name).toBe('TooManyRequests');
    t.clock.advance(15 * 60_000);
    expect((await login('user@numberyard.test')).status).toBe(200);
  });

  it('refuses the login when the bot check fails', async () => {
    const response = await login('staff@numberyard.test', { recaptchaToken: 'fail' });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('bot_check.failed');
  });
});
