import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createCatalogTestApp } from './catalog-test-app.ts';

let t: TestApp;
let api: ReturnType<typeof createCatalogTestApp>;
beforeAll(async () => {
  t = await createTestApp();
  api = createCatalogTestApp(t);
});
afterAll(() => t.close());

const save = (json: unknown, ip = '203.0.113.7') =>
  api.request('/api/savedSearches', { method: 'POST', json, headers: { 'x-test-ip': ip } });

describe('POST /api/savedSearches', () => {
  it('saves a guest search once; the same email and search again answers 409', async () => {
    const body = {
      search: { type: 'local', npa: '201', state: '', search: 'cars' },
      frequency: 'once',
      email: 'Jo@Example.com',
      recaptchaToken: 'token',
    };
    const created = await save(body);
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({
      id: expect.any(Number),
      email: 'jo@example.com',
      search: { type: 'local', npa: '201', state: null, search: 'cars', country: null },
      frequency: 'once',
      createDate: t.clock.now().toISOString(),
    });
    const again = await save({
      ...body,
      email: 'jo@example.com',
      search: { ...body.search, search: 'CARS' },
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ name: 'Conflict', code: 'catalog.saved_search_exists' });
    const rows = await t.sql('select branding_id, search_key from catalog.saved_search');
    expect(rows).toEqual([{ branding_id: 1, search_key: 'local|201||CARS|' }]);
  });

  it('refuses a bad email, an unknown type and a failed bot check', async () => {
    const search = { type: 'tollfree', npa: '8**' };
    const badEmail = await save({ search, frequency: 'once', email: 'nope' });
    expect(badEmail.status).toBe(400);
    expect((await badEmail.json()).errors).toHaveProperty('email');
    expect((await save({ search: { type: 'mobile' }, email: 'a@example.com' })).status).toBe(400);
    const bot = await save({ search, email: 'a@example.com', recaptchaToken: 'fail' });
    expect(bot.status).toBe(400);
    expect((await bot.json()).code).toBe('bot_check.failed');
  });

  it('limits one address to 20 an hour', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 21; n++) {
      const response = await save(
        { search: { type: 'local', npa: String(300 + n) }, email: 'many@example.com' },
        '198.51.100.9',
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
