import { describe, expect, it } from 'vitest';
import { MfaMethod } from '../domain/mfa-method.ts';
import {
  type AccountsFakes,
  accountsFakes,
  PASSWORD,
  seedMember,
  seedSession,
} from '../testing/accounts-fakes.ts';
import { makeLogIn } from './log-in.ts';
import { makeReauthenticate } from './reauthenticate.ts';
import { makeSwitchAccount } from './switch-account.ts';
import { MFA_MESSAGES } from './verify-mfa-code.ts';

const IP = '203.0.113.7';
const attempt = (
  email: string,
  changes: { password?: string; mfaMethodId?: number; mfaCode?: string } = {},
) => ({
  email,
  password: PASSWORD,
  remember: false,
  brandingId: 1,
  ip: IP,
  userAgent: 'Firefox',
  replacesSessionToken: undefined,
  ...changes,
});

async function withEmailMfa(fakes: AccountsFakes, userId: number, email: string) {
  const method = new MfaMethod({ userId, type: 'email', data: email, now: fakes.clock.now() });
  method.markVerified(fakes.clock.now());
  return fakes.mfaMethods.add(method);
}

/** The code the last mail to `email` carries. */
const mailedCode = (fakes: AccountsFakes, email: string) =>
  /code is (\d{6})/.exec(fakes.notifier.lastEmailTo(email)?.text ?? '')?.[1] ?? '';

describe('log in', () => {
  it('opens a session in the user’s account and answers its token once', async () => {
    const fakes = accountsFakes();
    const { user, account } = await seedMember(fakes, { email: 'ada@example.com' });

    const result = await makeLogIn(fakes)(attempt('Ada@Example.com '));

    expect(result).toMatchObject({ kind: 'session', accountId: account.id, role: 'admin' });
    if (result.kind !== 'session') return;
    const session = await fakes.sessions.byTokenHash(fakes.tokens.digest(result.sessionToken));
    expect(session).toMatchObject({ userId: user.id, accountId: account.id, mfaPassed: false });
    expect(fakes.securityLog.named('security.login.succeeded')).toHaveLength(1);
  });

  it('answers 401 for a wrong password and logs the failure without the password', async () => {
    const fakes = accountsFakes();
    await seedMember(fakes, { email: 'ada@example.com' });

    await expect(makeLogIn(fakes)(attempt('ada@example.com', { password: 'wrong' }))).rejects.toMatchObject({
      kind: 'not_authenticated',
      code: 'accounts.invalid_credentials',
    });
    expect(fakes.securityLog.named('security.login.failed')[0]).toMatchObject({
      detail: { reason: 'wrong_password' },
    });
    expect(fakes.sessions.table.rows).toHaveLength(0);
  });

  it('refuses a visitor the bot check does not pass, before looking at the password', async () => {
    const fakes = accountsFakes();
    await seedMember(fakes, { email: 'ada@example.com' });
    fakes.botCheck.human = false;

    await expect(makeLogIn(fakes)(attempt('ada@example.com'))).rejects.toMatchObject({
      code: 'bot_check.failed',
    });
  });

  it('ends the session of the cookie the sign-in replaces', async () => {
    const fakes = accountsFakes();
    await seedMember(fakes, { email: 'ada@example.com' });
    const logIn = makeLogIn(fakes);
    const first = await logIn(attempt('ada@example.com'));
    if (first.kind !== 'session') throw new Error('expected a session');

    await logIn({ ...attempt('ada@example.com'), replacesSessionToken: first.sessionToken });

    expect(await fakes.sessions.byTokenHash(fakes.tokens.digest(first.sessionToken))).toBeNull();
    expect(fakes.sessions.table.rows).toHaveLength(1);
  });

  it('with MFA: sends a code to the single method, then opens the session only for the right code', async () => {
    const fakes = accountsFakes();
    const { user } = await seedMember(fakes, { email: 'ada@example.com' });
    const method = await withEmailMfa(fakes, user.id, 'ada@example.com');
    const logIn = makeLogIn(fakes);

    const sent = await logIn(attempt('ada@example.com'));
    expect(sent).toMatchObject({ kind: 'mfa', result: 'mfaSent', mfaMethod: { mfaMethodId: method.id } });
    expect(fakes.sessions.table.rows).toHaveLength(0);
    const code = mailedCode(fakes, 'ada@example.com');

    const wrong = await logIn(attempt('ada@example.com', { mfaMethodId: method.id, mfaCode: '000000' }));
    expect(wrong).toMatchObject({ kind: 'mfa', mfaError: MFA_MESSAGES.wrongCode });

    const right = await logIn(attempt('ada@example.com', { mfaMethodId: method.id, mfaCode: code }));
    expect(right).toMatchObject({ kind: 'session' });
    expect(fakes.sessions.table.rows[0]?.mfaPassed).toBe(true);
  });

  it('with MFA: a code works once', async () => {
    const fakes = accountsFakes();
    const { user } = await seedMember(fakes, { email: 'ada@example.com' });
    const method = await withEmailMfa(fakes, user.id, 'ada@example.com');
    const logIn = makeLogIn(fakes);
    await logIn(attempt('ada@example.com'));
    const code = mailedCode(fakes, 'ada@example.com');
    await logIn(attempt('ada@example.com', { mfaMethodId: method.id, mfaCode: code }));

    const again = await logIn(attempt('ada@example.com', { mfaMethodId: method.id, mfaCode: code }));

    expect(again).toMatchObject({ kind: 'mfa', mfaError: MFA_MESSAGES.expiredCode });
  });
});

async function signedIn(fakes: AccountsFakes, email: string) {
  const seeded = await seedMember(fakes, { email });
  const { session, token } = await seedSession(fakes, {
    userId: seeded.user.id,
    accountId: seeded.account.id,
  });
  return { ...seeded, session, token };
}

describe('reauthenticate', () => {
  it('renews the proof of identity and rotates the session’s token', async () => {
    const fakes = accountsFakes();
    const { user, session, token } = await signedIn(fakes, 'ada@example.com');
    fakes.clock.advance(60 * 60_000);

    const result = await makeReauthenticate(fakes)({
      sessionId: session.id,
      userId: user.id,
      password: PASSWORD,
      device: {},
    });

    expect(result).toMatchObject({ kind: 'confirmed', authenticatedAt: fakes.clock.now() });
    expect(session.authenticatedAt).toEqual(fakes.clock.now());
    expect(await fakes.sessions.byTokenHash(fakes.tokens.digest(token))).toBeNull();
  });

  it('answers 400 (not 401) for a wrong password and leaves the session as it was', async () => {
    const fakes = accountsFakes();
    const { user, session, token } = await signedIn(fakes, 'ada@example.com');

    await expect(
      makeReauthenticate(fakes)({ sessionId: session.id, userId: user.id, password: 'nope', device: {} }),
    ).rejects.toMatchObject({ kind: 'validation', code: 'accounts.invalid_password' });
    expect(session.tokenHash).toBe(fakes.tokens.digest(token));
  });

  it('asks for the second factor of a user with MFA before confirming', async () => {
    const fakes = accountsFakes();
    const { user, session } = await signedIn(fakes, 'ada@example.com');
    await withEmailMfa(fakes, user.id, 'ada@example.com');
    const before = session.authenticatedAt;

    const result = await makeReauthenticate(fakes)({
      sessionId: session.id,
      userId: user.id,
      password: PASSWORD,
      device: {},
    });

    expect(result).toMatchObject({ kind: 'mfa', result: 'mfaSent' });
    expect(session.authenticatedAt).toEqual(before);
  });
});

describe('switch account', () => {
  it('moves the session to another account of the user, with a new token', async () => {
    const fakes = accountsFakes();
    const { user, session, token } = await signedIn(fakes, 'ada@example.com');
    const other = await seedMember(fakes, { email: 'ada@example.com', role: 'user' });

    const switched = await makeSwitchAccount(fakes)({
      sessionId: session.id,
      userId: user.id,
      accountId: other.account.id,
      device: {},
    });

    expect(switched.accountId).toBe(other.account.id);
    expect(session.accountId).toBe(other.account.id);
    expect(await fakes.sessions.byTokenHash(fakes.tokens.digest(token))).toBeNull();
    expect(await fakes.sessions.byTokenHash(fakes.tokens.digest(switched.sessionToken))).toBe(session);
  });

  it('answers 403 for an account the user does not belong to', async () => {
    const fakes = accountsFakes();
    const { user, session, account } = await signedIn(fakes, 'ada@example.com');
    const stranger = await seedMember(fakes, { email: 'bob@example.com' });

    await expect(
      makeSwitchAccount(fakes)({
        sessionId: session.id,
        userId: user.id,
        accountId: stranger.account.id,
        device: {},
      }),
    ).rejects.toMatchObject({ kind: 'forbidden', code: 'accounts.not_a_member' });
    expect(session.accountId).toBe(account.id);
  });
});
