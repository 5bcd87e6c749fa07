import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, seedLogins } from '../../support/accounts.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

type Who = 'guest' | 'user' | 'admin' | 'employee' | 'apiToken';

let t: TestApp;
const credentials = {} as Record<Who, { cookie?: string; headers?: Record<string, string> }>;
const ownAccount = {} as Record<Who, number>;

beforeAll(async () => {
  t = await createTestApp({ withHub: true });
  await seedLogins(t);
  credentials.guest = {};
  for (const [who, email] of [
    ['user', 'user@numberyard.test'],
    ['admin', 'admin@numberyard.test'],
    ['employee', 'staff@numberyard.test'],
  ] as const) {
    const cookie = await logIn(t, email);
    credentials[who] = { cookie };
    ownAccount[who] = (await (await t.request('/api/profile', { cookie })).json()).accountId;
  }
  const created = await t.request('/api/apiTokens', {
    method: 'POST',
    cookie: credentials.admin.cookie,
    json: { name: 'table' },
  });
  credentials.apiToken = { headers: { authorization: `Bearer ${(await created.json()).token}` } };
  ownAccount.apiToken = ownAccount.admin;
  ownAccount.guest = ownAccount.admin;
});
afterAll(() => t.close());

interface Row {
  route: string;
  method: string;
  path: string;
  body?: (who: Who) => object;
  expect: Record<Who, number>;
}

const members = (status: number, token = status) => ({
  user: status,
  admin: status,
  employee: status,
  apiToken: token,
});

const TABLE: Row[] = [
  { route: 'read the profile', method: 'GET', path: '/api/profile', expect: { guest: 200, ...members(200) } },
  {
    route: 'rename oneself',
    method: 'PATCH',
    path: '/api/profile',
    body: () => ({ firstName: 'Same' }),
    expect: { guest: 401, ...members(200) },
  },
  {
    route: 'check an email',
    method: 'POST',
    path: '/api/validate/username',
    body: () => ({ email: 'x@example.com' }),
    expect: { guest: 200, ...members(200) },
  },
  {
    route: 'confirm the password',
    method: 'POST',
    path: '/api/session/reauthenticate',
    body: () => ({ password: 'Numberyard1' }),
    expect: { guest: 401, ...members(200, 403) },
  },
  {
    route: 'list MFA methods',
    method: 'GET',
    path: '/api/profile/mfa-methods',
    expect: { guest: 401, ...members(200, 403) },
  },
  {
    route: 'list API tokens',
    method: 'GET',
    path: '/api/apiTokens',
    expect: { guest: 401, ...members(200, 403) },
  },
  {
    route: 'create an API token',
    method: 'POST',
    path: '/api/apiTokens',
    body: () => ({ name: 'x' }),
    expect: { guest: 401, ...members(201, 403) },
  },
  {
    route: 'list account users',
    method: 'GET',
    path: '/api/account-users',
    expect: { guest: 401, user: 403, admin: 200, employee: 200, apiToken: 403 },
  },
  {
    route: 'list account invitations',
    method: 'GET',
    path: '/api/account-invitations',
    expect: { guest: 401, user: 403, admin: 200, employee: 200, apiToken: 403 },
  },
  {
    route: 'list one’s own invitations',
    method: 'GET',
    path: '/api/invitations',
    expect: { guest: 401, ...members(200, 403) },
  },
  {
    route: 'invite an account user',
    method: 'POST',
    path: '/api/account-users',
    body: (who) => ({ email: `invitee-${who}@example.com`, firstName: 'In', lastName: 'Vitee' }),
    expect: { guest: 401, user: 403, admin: 201, employee: 201, apiToken: 403 },
  },
  {
    route: 'switch to one’s own account',
    method: 'POST',
    path: '/api/session?switchAccount=true',
    body: (who) => ({ accountId: ownAccount[who] }),
    expect: { guest: 401, ...members(200, 403) },
  },
  {
    route: 'list one’s signed-in sessions',
    method: 'GET',
    path: '/api/sessions',
    expect: { guest: 401, ...members(200, 403) },
  },
  {
    route: 'revoke a session that is not one’s own',
    method: 'DELETE',
    path: '/api/sessions/999999',
    expect: { guest: 401, ...members(404, 403) },
  },
  {
    route: 'stream live events',
    method: 'HEAD',
    path: '/api/events',
    expect: { guest: 401, ...members(200) },
  },
];

describe('who may call which accounts route', () => {
  for (const row of TABLE) {
    for (const who of ['guest', 'user', 'admin', 'employee', 'apiToken'] as const) {
      it(`${row.route}: ${who} gets ${row.expect[who]}`, async () => {
        const { cookie, headers } = credentials[who];
        const response = await t.request(row.path, {
          method: row.method,
          ...(cookie ? { cookie } : {}),
          ...(headers ? { headers } : {}),
          ...(row.body ? { json: row.body(who) } : {}),
        });
        expect(response.status).toBe(row.expect[who]);
        // Like a browser: confirming the password and switching account rotate the session cookie.
        const renewed = response.headers.getSetCookie().find((line) => line.startsWith('ny_session='));
        if (renewed) credentials[who] = { cookie: renewed.split(';')[0]! };
        await response.body?.cancel();
      });
    }
  }
});
