import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, seedLogins } from '../../support/accounts.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createCatalogTestApp } from './catalog-test-app.ts';

let t: TestApp;
let api: ReturnType<typeof createCatalogTestApp>;
let staff: string;
let customer: string;

beforeAll(async () => {
  t = await createTestApp({ now: '2026-12-10T12:00:00Z' });
  api = createCatalogTestApp(t);
  await seedLogins(t);
  staff = await logIn(t, 'staff@numberyard.test');
  customer = await logIn(t, 'admin@numberyard.test');
});
afterAll(() => t.close());

const create = (json: unknown, cookie = staff) =>
  api.request('/api/admin/themes', { method: 'POST', cookie, json });
const addPattern = (themeId: number, pattern: string) =>
  api.request('/api/admin/themes/patterns', {
    method: 'POST',
    cookie: staff,
    json: { themeId, pattern, status: 'active' },
  });

describe('admin themes', () => {
  it('are for staff only: guests 401, customers 403', async () => {
    const theme = { name: 'X', theme: 'x', startDate: '2027-01-01', endDate: '2027-01-02' };
    expect((await api.request('/api/admin/themes')).status).toBe(401);
    expect((await api.request('/api/admin/themes', { cookie: customer })).status).toBe(403);
    expect((await api.request('/api/admin/themes', { cookie: staff })).status).toBe(200);
    expect((await create(theme, customer)).status).toBe(403);
    expect((await api.request('/api/admin/themes/1', { method: 'DELETE', cookie: customer })).status).toBe(
      403,
    );
    expect((await api.request('/api/admin/themes/patterns/1', { method: 'DELETE' })).status).toBe(401);
  });

  it('store the derived keyword and whole days (UTC), and mark the current theme', async () => {
    const response = await create({
      name: 'Winter Wonderland',
      theme: 'Winter Wonderland!',
      startDate: '2026-12-01T15:30:00-05:00',
      endDate: '2026-12-31',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      theme: 'winter-wonde',
      name: 'Winter Wonderland',
      status: 'active',
      startDate: '2026-12-01T00:00:00.000Z',
      endDate: '2026-12-31T23:59:59.999Z',
      isCurrent: true,
      themePatterns: [],
    });
  });

  it('refuse an end before the start and a missing title', async () => {
    const backwards = await create({
      name: 'Bad',
      theme: 'bad',
      startDate: '2027-02-02',
      endDate: '2027-02-01',
    });
    expect(backwards.status).toBe(400);
    expect((await backwards.json()).errors).toEqual({ endDate: 'End date must be after the start date.' });
    expect(
      (await create({ name: ' ', theme: 'x', startDate: '2027-02-01', endDate: '2027-02-02' })).status,
    ).toBe(400);
  });

  it('take upper-cased patterns, list them with their theme, and lose them with it', async () => {
    const { themeId } = await (
      await create({ name: 'New Year', theme: 'new year', startDate: '2026-12-31', endDate: '2027-01-02' })
    ).json();
    const added = await addPattern(themeId, ' *2027 ');
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({ themeId, pattern: '*2027', status: 'active' });
    expect((await addPattern(themeId, 'xxyy')).status).toBe(201);
    expect((await addPattern(themeId, 'XXYY')).status).toBe(409);
    expect((await addPattern(themeId, 'x-y!')).status).toBe(400);
    expect((await addPattern(999_999, 'XXYY')).status).toBe(404);

    const one = await (await api.request(`/api/admin/themes/${themeId}`, { cookie: staff })).json();
    expect(one.themePatterns.map((p: { pattern: string }) => p.pattern)).toEqual(['*2027', 'XXYY']);
    expect(one.isCurrent).toBe(false);

    const removed = await api.request(`/api/admin/themes/${themeId}`, { method: 'DELETE', cookie: staff });
    expect(removed.status).toBe(204);
    expect(await t.sql('select id from catalog.theme_pattern where theme_id = $1', [themeId])).toEqual([]);
    expect((await api.request(`/api/admin/themes/${themeId}`, { cookie: staff })).status).toBe(404);
  });

  it('change only the fields sent', async () => {
    const { themeId } = await (
      await create({ name: 'Spring', theme: 'spring', startDate: '2027-03-01', endDate: '2027-03-31' })
    ).json();
    const patched = await api.request(`/api/admin/themes/${themeId}`, {
      method: 'PATCH',
      cookie: staff,
      json: { theme: 'Spring Time', endDate: '2027-04-15' },
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({
      name: 'Spring',
      theme: 'spring-time',
      startDate: '2027-03-01T00:00:00.000Z',
      endDate: '2027-04-15T23:59:59.999Z',
    });
    expect(
      (await api.request('/api/admin/themes/999999', { method: 'PATCH', cookie: staff, json: {} })).status,
    ).toBe(404);
  });

  it('list with the query language: name starts with, sorted by start date', async () => {
    for (const [name, startDate] of [
      ['Winter Sale', '2027-01-10'],
      ['Winter Break', '2027-01-05'],
    ]) {
      await create({ name, theme: name, startDate, endDate: '2027-01-20' });
    }
    const response = await api.request(
      `/api/admin/themes?name[$ilike]=${encodeURIComponent('winter%')}&$sort[startDate]=-1&$limit=2&$relations=themePatterns`,
      { cookie: staff },
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ total: 3, limit: 2, skip: 0 });
    expect(body.data.map((theme: { name: string }) => theme.name)).toEqual(['Winter Sale', 'Winter Break']);
    expect(body.data[0].themePatterns).toEqual([]);
    expect((await api.request('/api/admin/themes?keyword[$eq]=x', { cookie: staff })).status).toBe(400);
  });

  it('give search the patterns of the current theme, the earliest-starting one when several run', async () => {
    const early = await (
      await create({ name: 'Holidays', theme: 'holidays', startDate: '2026-11-15', endDate: '2026-12-26' })
    ).json();
    const late = await (
      await create({ name: 'Late', theme: 'late', startDate: '2026-12-05', endDate: '2026-12-20' })
    ).json();
    await addPattern(early.themeId, '*777');
    await addPattern(late.themeId, 'XXYY');
    expect(await api.satellites.currentThemePatterns(t.clock.now())).toEqual(['*777']);
    expect(await api.satellites.currentThemePatterns(new Date('2027-06-01T00:00:00Z'))).toEqual([]);
  });

  it('delete a single pattern', async () => {
    const { themeId } = await (
      await create({ name: 'Pi', theme: 'pi', startDate: '2027-03-14', endDate: '2027-03-14' })
    ).json();
    const { themePatternId } = await (await addPattern(themeId, '*314')).json();
    const deleted = await api.request(`/api/admin/themes/patterns/${themePatternId}`, {
      method: 'DELETE',
      cookie: staff,
    });
    expect(deleted.status).toBe(204);
    const again = await api.request(`/api/admin/themes/patterns/${themePatternId}`, {
      method: 'DELETE',
      cookie: staff,
    });
    expect(again.status).toBe(404);
  });
});
