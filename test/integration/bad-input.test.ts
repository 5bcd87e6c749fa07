import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, logIn, seedLogins } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedLogins(t);
  admin = await logIn(t, 'admin@numberyard.test');
  staff = await logIn(t, 'staff@numberyard.test');
});
afterAll(() => t.close());

const tokenCount = async () =>
  Number((await t.sql<{ count: string }>('select count(*) from accounts.api_token'))[0]!.count);

describe('NUL characters', () => {
  it('answers 400 naming the body field, and creates nothing', async () => {
    const before = await tokenCount();
    const { status, body } = await json(
      await t.request('/api/apiTokens', { method: 'POST', cookie: admin, json: { name: 'a\u0000b' } }),
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({
      name: 'BadRequest',
      code: 'validation.nul_character',
      errors: { name: expect.any(String) },
    });
    expect(await tokenCount()).toBe(before);
  });

  it('answers 400 for one nested in the body, in a key, in the query or in a path parameter', async () => {
    const nested = await t.request('/api/profile', {
      method: 'PATCH',
      cookie: admin,
      json: { firstName: 'Ada', extra: [{ note: '\u0000' }] },
    });
    expect((await json(nested)).body.errors).toEqual({
      'extra.0.note': 'must not contain NUL characters or unpaired surrogates',
    });
    const key = await t.request('/api/profile', {
      method: 'PATCH',
      cookie: admin,
      json: { 'first\u0000': 'x' },
    });
    expect(key.status).toBe(400);
    expect((await t.request('/api/apiTokens?$skip=%00', { cookie: admin })).status).toBe(400);
    expect((await t.request('/api/admin/themes?name[$ilike]=a%00', { cookie: staff })).status).toBe(400);
    expect((await t.request('/api/admin/themes/1%00', { cookie: staff })).status).toBe(400);
  });

  it('leaves an escaped backslash followed by u0000 alone: that is text, not a NUL', async () => {
    const response = await t.request('/api/apiTokens', {
      method: 'POST',
      cookie: admin,
      body: '{"name":"back\\\\u0000slash"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(201);
  });
});

describe('list routes', () => {
  it('answer 400 naming an unknown operator', async () => {
    const { status, body } = await json(await t.request('/api/apiTokens?name[$bogus]=x', { cookie: admin }));
    expect(status).toBe(400);
    expect(body.errors).toEqual({ 'name[$bogus]': "unknown operator '$bogus'" });
  });

  it('answer 400 naming an unknown field', async () => {
    for (const path of ['/api/apiTokens', '/api/account-users']) {
      const { status, body } = await json(await t.request(`${path}?notAField[$eq]=1`, { cookie: admin }));
      expect(status, path).toBe(400);
      expect(body.errors, path).toEqual({ 'notAField[$eq]': "unknown field 'notAField'" });
    }
    const numbers = await json(
      await t.request('/api/new-telephone-numbers?tn[$eq]=2015550100', { cookie: staff }),
    );
    expect(numbers.body.errors).toEqual({ 'tn[$eq]': "unknown field 'tn'" });
  });

  it('keep their own parameters and the brand override working', async () => {
    expect((await t.request('/api/apiTokens?$skip=0&$limit=5&brandingId=1', { cookie: admin })).status).toBe(
      200,
    );
    expect((await t.request('/api/account-users?$limit=5', { cookie: admin })).status).toBe(200);
    const numbers = '/api/new-telephone-numbers?search=201&sort=tn&$limit=5&$skip=0';
    expect((await t.request(numbers, { cookie: staff })).status).toBe(200);
    const search =
      '/api/tnSearch?type=local&npa=201&moreResults=true&$limit=5&$skip=0&withAggregations=true&brandingId=1';
    expect((await t.request(search)).status).toBe(200);
  });
});

describe('other input that used to answer 500', () => {
  it('answers 400 to an account switch body sent without ?switchAccount', async () => {
    const { status, body } = await json(
      await t.request('/api/session', { method: 'POST', cookie: admin, json: { accountId: 7 } }),
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({ name: 'BadRequest', errors: { email: expect.any(String) } });
  });

  it('answers 404 for API docs assets named after Object.prototype members', async () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect((await t.request(`/api/docs/assets/${name}`)).status, name).toBe(404);
    }
    expect((await t.request('/api/docs/assets/swagger-ui.css')).status).toBe(200);
  });
});

describe('an email change racing another', () => {
  it('answers 409 when the pre-check passes but another change takes the email before the update', async () => {
    const cookie = await logIn(t, 'broker@numberyard.test');
    const other = new pg.Client({ connectionString: t.url });
    await other.connect();
    try {
      // The other change holds the new email uncommitted: invisible to the pre-check, yet it makes
      // the profile update wait on the unique index until it commits.
      await other.query('begin');
      await other.query(
        `update accounts."user" set email = 'taken@example.com' where email = 'user@numberyard.test'`,
      );
      const answer = t.request('/api/profile', {
        method: 'PATCH',
        cookie,
        json: { email: 'taken@example.com' },
      });
      await vi.waitFor(
        async () => {
          const waiting = await other.query(
            `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          );
          expect(waiting.rows[0].n).toBeGreaterThan(0);
        },
        { timeout: 10_000, interval: 10 },
      );
      await other.query('commit');
      const { status, body } = await json(await answer);
      expect(status).toBe(409);
      expect(body).toMatchObject({ name: 'Conflict', code: 'conflict.concurrent_change' });
    } finally {
      await other.end();
    }
    const [broker] = await t.sql(
      `select count(*)::int as n from accounts."user" where email = 'broker@numberyard.test'`,
    );
    expect(broker).toEqual({ n: 1 });
  });
});
