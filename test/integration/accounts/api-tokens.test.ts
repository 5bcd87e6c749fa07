import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, seedLogins } from '../../support/accounts.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let admin: string;
let broker: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedLogins(t);
  admin = await logIn(t, 'admin@numberyard.test');
  broker = await logIn(t, 'broker@numberyard.test');
});
afterAll(() => t.close());

const create = (cookie: string, name: string) =>
  t.request('/api/apiTokens', { method: 'POST', cookie, json: { name } });
const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

describe('API tokens', () => {
  it('shows the token in full once, then only its last 4 characters', async () => {
    const created = await create(admin, '  CRM sync  ');
    expect(created.status).toBe(201);
    const body = await created.json();
    expect(body).toMatchObject({ name: 'CRM sync', last4: body.token.slice(-4), lastUsedAt: null });
    expect(body.token.length).toBeGreaterThanOrEqual(40);
    const list = await (await t.request('/api/apiTokens', { cookie: admin })).json();
    expect(list.data).toEqual([
      expect.objectContaining({ id: body.id, name: 'CRM sync', last4: body.token.slice(-4) }),
    ]);
    expect(JSON.stringify(list)).not.toContain(body.token);
    const [stored] = await t.sql<{ token_hash: string }>(
      'select token_hash from accounts.api_token where id = $1',
      [body.id],
    );
    expect(stored!.token_hash).not.toContain(body.token);
  });

  it('refuses a name longer than 32 characters after trimming', async () => {
    expect((await create(admin, 'x'.repeat(33))).status).toBe(400);
    expect((await create(admin, ` ${'x'.repeat(32)} `)).status).toBe(201);
  });

  it('authenticates every API route as its user in its account, and records the last use', async () => {
    const { token, id } = await (await create(admin, 'Reporting')).json();
    const profile = await (await t.request('/api/profile', bearer(token))).json();
    expect(profile).toMatchObject({
      isLoggedIn: true,
      role: 'admin',
      userInfo: { email: 'admin@numberyard.test' },
    });
    const list = await (await t.request('/api/apiTokens', { cookie: admin })).json();
    expect(list.data.find((item: { id: number }) => item.id === id).lastUsedAt).not.toBeNull();
  });

  it('cannot manage tokens with a token', async () => {
    const { token } = await (await create(admin, 'Automation')).json();
    const response = await t.request('/api/apiTokens', {
      method: 'POST',
      json: { name: 'minted' },
      ...bearer(token),
    });
    expect(response.status).toBe(403);
    expect((await t.request('/api/apiTokens', bearer(token))).status).toBe(403);
  });

  it('revokes a token at once when it is deleted', async () => {
    const { token, id } = await (await create(admin, 'Temporary')).json();
    expect((await t.request('/api/profile', bearer(token))).status).toBe(200);
    expect((await t.request(`/api/apiTokens/${id}`, { method: 'DELETE', cookie: admin })).status).toBe(204);
    expect((await t.request('/api/profile', bearer(token))).status).toBe(401);
  });

  it('renames a token', async () => {
    const { id } = await (await create(admin, 'Old name')).json();
    const renamed = await t.request(`/api/apiTokens/${id}`, {
      method: 'PATCH',
      cookie: admin,
      json: { name: 'New name' },
    });
    expect((await renamed.json()).name).toBe('New name');
  });

  it('never lets another account read, rename or delete a token by guessing its id', async () => {
    const { id } = await (await create(admin, 'Private')).json();
    expect((await (await t.request('/api/apiTokens', { cookie: broker })).json()).data).toEqual([]);
    expect(
      (await t.request(`/api/apiTokens/${id}`, { method: 'PATCH', cookie: broker, json: { name: 'mine' } }))
        .status,
    ).toBe(404);
    expect((await t.request(`/api/apiTokens/${id}`, { method: 'DELETE', cookie: broker })).status).toBe(404);
  });
});
