import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLogins } from '../../support/accounts.ts';
import { cookieFrom, createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let userId: number;
let accountId: number;
beforeAll(async () => {
  t = await createTestApp();
  await seedLogins(t);
  const [row] = await t.sql<{ user_id: number; account_id: number }>(
    `select m.user_id, m.account_id from accounts.membership m join accounts."user" u on u.id = m.user_id where u.email = 'admin@numberyard.test'`,
  );
  ({ user_id: userId, account_id: accountId } = row!);
});
afterAll(() => t.close());

const issue = () =>
  t.composed.ports.runInContext(() =>
    t.composed.ports.tx(() => t.composed.modules.accounts.issueLoginToken({ userId, accountId })),
  );

describe('one-time login tokens', () => {
  it('open a session once', async () => {
    const token = await issue();
    const response = await t.request(`/api/session/${token}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      result: 'success',
      postLoginUrl: '/account/numbers',
      accountId,
    });
    const cookie = cookieFrom(response, 'ny_session');
    expect((await (await t.request('/api/profile', { cookie })).json()).isLoggedIn).toBe(true);
    expect((await t.request(`/api/session/${token}`)).status).toBe(401);
  });

  it('expire after 10 minutes', async () => {
    const token = await issue();
    t.clock.advance(10 * 60_000);
    expect((await t.request(`/api/session/${token}`)).status).toBe(401);
  });

  it('refuse a made-up token', async () => {
    expect((await t.request(`/api/session/${'a'.repeat(43)}`)).status).toBe(401);
  });
});
