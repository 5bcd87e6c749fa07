import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PURGE_SECURITY_EVENTS } from '../../../src/platform/security-log/security-log.jobs.ts';
import { codeIn, lastMailTo, logIn, PASSWORD, seedLogins } from '../../support/accounts.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-22T12:00:00Z' });
  await seedLogins(t);
});
afterAll(() => t.close());

interface Row {
  id: string;
  event: string;
  user_id: number | null;
  email: string | null;
  account_id: number | null;
  ip: string | null;
  request_id: string | null;
  detail: Record<string, unknown>;
}

/** Every secret a test sends or receives, to prove none of them reaches the log. */
const secrets: string[] = [PASSWORD];
let seen = '0';

/** The records written since the last call. */
async function newRecords(): Promise<Row[]> {
  const rows = await t.sql<Row>('select * from platform.security_event where id > $1 order by id', [seen]);
  if (rows.length) seen = rows.at(-1)!.id;
  return rows;
}

const login = (email: string, password: string, extra: object = {}) =>
  t.request('/api/session', { method: 'POST', json: { email, password, ...extra } });

describe('the security event log', () => {
  it('records a failed sign-in with the email, the request id and the client address', async () => {
    await newRecords();
    const wrong = await login('user@numberyard.test', 'Not-The-Password9');
    secrets.push('Not-The-Password9');
    expect(wrong.status).toBe(401);
    const requestId = wrong.headers.get('x-request-id');
    const [record] = await newRecords();
    expect(record).toMatchObject({
      event: 'security.login.failed',
      email: 'user@numberyard.test',
      ip: 'unknown',
      request_id: requestId,
      detail: { reason: 'wrong_password' },
    });
    expect(record!.user_id).toEqual(expect.any(Number));
    await login('nobody@example.com', 'Whatever-123');
    expect(await newRecords()).toEqual([
      expect.objectContaining({
        event: 'security.login.failed',
        email: 'nobody@example.com',
        user_id: null,
        detail: { reason: 'unknown_email' },
      }),
    ]);
  });

  it('records a successful sign-in with the user and account', async () => {
    await logIn(t, 'user@numberyard.test');
    expect(await newRecords()).toEqual([
      expect.objectContaining({
        event: 'security.login.succeeded',
        email: 'user@numberyard.test',
        user_id: expect.any(Number),
        account_id: expect.any(Number),
      }),
    ]);
  });

  it('records the MFA challenge and each result', async () => {
    const email = 'admin@business.numberyard.test';
    const cookie = await logIn(t, email);
    const added = await t.request('/api/profile/mfa-methods', {
      method: 'POST',
      cookie,
      json: { type: 'email' },
    });
    const { mfaMethod } = await added.json();
    const code = codeIn((await lastMailTo(t, email))?.text_body);
    secrets.push(code);
    await t.request(`/api/profile/mfa-methods/${mfaMethod.mfaMethodId}/verify`, {
      method: 'POST',
      cookie,
      json: { code },
    });
    await newRecords();

    await login(email, PASSWORD);
    const loginCode = codeIn((await lastMailTo(t, email))?.text_body);
    secrets.push(loginCode);
    const wrongCode = loginCode === '000000' ? '111111' : '000000';
    await login(email, PASSWORD, { mfaMethodId: mfaMethod.mfaMethodId, mfaCode: wrongCode });
    await login(email, PASSWORD, { mfaMethodId: mfaMethod.mfaMethodId, mfaCode: loginCode });
    expect((await newRecords()).map((r) => [r.event, r.detail.purpose ?? null])).toEqual([
      ['security.mfa.challenged', 'login'],
      ['security.mfa.failed', 'login'],
      ['security.mfa.succeeded', 'login'],
      ['security.login.succeeded', null],
    ]);
  });

  it('records a password change and a password reset', async () => {
    const cookie = await logIn(t, 'staff@numberyard.test');
    await t.request('/api/profile', {
      method: 'PATCH',
      cookie,
      json: { newPassword: 'Staff-Changed-42', revokeApiTokens: true },
    });
    secrets.push('Staff-Changed-42');
    await t.request('/api/recover-password', { method: 'POST', json: { email: 'staff@numberyard.test' } });
    const link = /\/recover\/([\w-]+)/.exec(
      (await lastMailTo(t, 'staff@numberyard.test'))?.text_body ?? '',
    )?.[1];
    secrets.push(link!);
    await t.request(`/api/recover-password/${link}`, {
      method: 'PATCH',
      json: { username: 'staff@numberyard.test', password: 'Staff-Reset-43' },
    });
    secrets.push('Staff-Reset-43');
    const events = (await newRecords()).map((r) => r.event);
    expect(events).toContain('security.password.changed');
    expect(events).toContain('security.password.reset');
  });

  it('records an API token’s creation and deletion, never the token', async () => {
    const cookie = await logIn(t, 'admin@numberyard.test');
    await newRecords();
    const created = await (
      await t.request('/api/apiTokens', {
        method: 'POST',
        cookie,
        json: { name: 'Logged', scope: 'read-only' },
      })
    ).json();
    secrets.push(created.token);
    await t.request(`/api/apiTokens/${created.id}`, { method: 'DELETE', cookie });
    expect(await newRecords()).toEqual([
      expect.objectContaining({
        event: 'security.api_token.created',
        detail: expect.objectContaining({ apiTokenId: created.id, scope: 'read-only' }),
      }),
      expect.objectContaining({
        event: 'security.api_token.deleted',
        detail: expect.objectContaining({ apiTokenId: created.id }),
      }),
    ]);
  });

  it('records every refusal with 403, with the caller, method, path and code', async () => {
    const cookie = await logIn(t, 'user@numberyard.test');
    await newRecords();
    expect((await t.request('/api/account-users', { cookie })).status).toBe(403);
    expect(await newRecords()).toEqual([
      expect.objectContaining({
        event: 'security.permission.denied',
        user_id: expect.any(Number),
        detail: { method: 'GET', path: '/api/account-users', code: 'auth.forbidden', via: 'session' },
      }),
    ]);
  });

  it('never stores a password, code, token or cookie', async () => {
    const everything = JSON.stringify(await t.sql('select * from platform.security_event'));
    for (const secret of secrets) expect(everything).not.toContain(secret);
    expect(everything).not.toContain('ny_session');
  });

  it('deletes records older than the retention on the purge job', async () => {
    const purge = t.composed.jobs.find((job) => job.queue === PURGE_SECURITY_EVENTS)!;
    const before = await t.sql<{ n: number }>('select count(*)::int as n from platform.security_event');
    expect(before[0]!.n).toBeGreaterThan(0);
    t.clock.advance(89 * 24 * 60 * 60_000);
    await purge.handle({});
    expect((await t.sql<{ n: number }>('select count(*)::int as n from platform.security_event'))[0]!.n).toBe(
      before[0]!.n,
    );
    t.clock.advance(2 * 24 * 60 * 60_000);
    await purge.handle({});
    expect((await t.sql<{ n: number }>('select count(*)::int as n from platform.security_event'))[0]!.n).toBe(
      0,
    );
  });
});
