import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogDemoSeed } from '../../../src/modules/catalog/index.ts';
import { withContext } from '../../../src/platform/db/unit-of-work.ts';
import { logIn, seedLogins } from '../../support/accounts.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { accountIdOf, createCatalogTestApp } from './catalog-test-app.ts';

let t: TestApp;
let api: ReturnType<typeof createCatalogTestApp>;
let staff: string;
let admin: string;
let broker: string;
let acme: number;
let brokerAccount: number;

beforeAll(async () => {
  t = await createTestApp();
  api = createCatalogTestApp(t);
  await seedLogins(t);
  await withContext(t.orm, () => createCatalogDemoSeed(t.orm, 400)(t.clock.now()));
  staff = await logIn(t, 'staff@numberyard.test');
  admin = await logIn(t, 'admin@numberyard.test');
  broker = await logIn(t, 'broker@numberyard.test');
  acme = await accountIdOf(t, admin);
  brokerAccount = await accountIdOf(t, broker);
});
afterAll(() => t.close());

const override = (
  accountId: number,
  values: { type: string; planId?: number; cents: number; status?: string; expires?: string },
) =>
  t.sql(
    `insert into catalog.pricing_override (account_id, type, plan_id, amount_cents, status, expire_date)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      accountId,
      values.type,
      values.planId ?? null,
      values.cents,
      values.status ?? 'active',
      values.expires ?? null,
    ],
  );
const planMrc = (body: { plans: { id: number; mrc: number }[] }, id: number) =>
  body.plans.find((plan) => plan.id === id)?.mrc;

describe('GET /api/state-npa', () => {
  it('answers every state and province with its area codes, cacheable for an hour', async () => {
    const response = await api.request('/api/state-npa');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const { data } = await response.json();
    expect(data.find((row: { state: string }) => row.state === 'NJ')).toMatchObject({
      name: 'New Jersey',
      country: 'US',
      npas: expect.arrayContaining(['201', '973']),
    });
    expect(data.filter((row: { country: string }) => row.country === 'CA').length).toBe(13);
  });
});

describe('GET /api/pricing', () => {
  beforeAll(async () => {
    await override(acme, { type: 'mrc', planId: 1, cents: 150 });
    await override(acme, { type: 'mrc', planId: 3, cents: 100, expires: '2026-11-01T00:00:00Z' });
    await override(acme, { type: 'lnp', cents: 50, status: 'inactive' });
    await override(acme, { type: 'mrc', planId: 404, cents: 1 });
    await t.sql('insert into catalog.account_price_factor (account_id, discount_bp) values ($1, 1500)', [
      acme,
    ]);
    await override(brokerAccount, { type: 'transfer', cents: 0 });
  });

  it("answers a brand's list prices to guests", async () => {
    const response = await api.request('/api/pricing?brandingId=2');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ brandingId: 2, accountId: null, numberPriceFactor: null });
    expect(body.plans.map((plan: { id: number }) => plan.id)).toEqual([1, 10]);
    expect(body.users.admin.mrc).toBe(495);
  });

  it("applies an account's active override and discount for its member, but not expired or inactive ones", async () => {
    const response = await api.request(`/api/pricing?accountId=${acme}`, { cookie: admin });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(planMrc(body, 1)).toBe(150);
    expect(planMrc(body, 3)).toBe(600);
    expect(body.fees).toEqual({ lnp: 500, transfer: 300 });
    expect(body.numberPriceFactor).toBe(0.15);
    expect(api.logLines.map((line) => line.msg)).toContain('MISSING PRICING FOR PLAN 404');
  });

  it("refuses another account's pricing to a customer (403) and to a guest (401), not to staff", async () => {
    expect((await api.request(`/api/pricing?accountId=${brokerAccount}`, { cookie: admin })).status).toBe(
      403,
    );
    expect((await api.request(`/api/pricing?accountId=${acme}`)).status).toBe(401);
    const asStaff = await api.request(`/api/pricing?accountId=${brokerAccount}&brandingId=1`, {
      cookie: staff,
    });
    expect(asStaff.status).toBe(200);
    expect((await asStaff.json()).fees.transfer).toBe(0);
  });
});

describe('GET /api/new-telephone-numbers', () => {
  it('is for staff only', async () => {
    expect((await api.request('/api/new-telephone-numbers')).status).toBe(401);
    expect((await api.request('/api/new-telephone-numbers', { cookie: admin })).status).toBe(403);
    expect((await api.request('/api/new-telephone-numbers', { cookie: staff })).status).toBe(200);
  });

  it('pages 10 newest first by default', async () => {
    const body = await (await api.request('/api/new-telephone-numbers', { cookie: staff })).json();
    expect(body).toMatchObject({ total: 400, limit: 10, skip: 0 });
    expect(body.data).toHaveLength(10);
    const dates = body.data.map((row: { createdAt: string }) => row.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.data[0]).toMatchObject({
      negotiationId: null,
      negotiationUUID: null,
      humanTn: expect.any(String),
    });
  });

  it('finds a number by some of its digits, sorted by number', async () => {
    const [row] = await t.sql<{ tn: string; digits: string }>(
      "select tn, digits from catalog.number where country = 'US' order by id limit 1",
    );
    const part = row!.digits.slice(3, 9);
    const response = await api.request(`/api/new-telephone-numbers?search=${part}&sort=tn&$limit=300`, {
      cookie: staff,
    });
    const body = await response.json();
    expect(body.data.map((found: { tn: string }) => found.tn)).toContain(row!.tn);
    for (const found of body.data) expect(found.tn).toContain(part);
    const byE164 = await api.request(`/api/new-telephone-numbers?search=${encodeURIComponent(row!.tn)}`, {
      cookie: staff,
    });
    expect((await byE164.json()).data.map((found: { tn: string }) => found.tn)).toEqual([row!.tn]);
  });

  it('refuses a page larger than 300', async () => {
    expect((await api.request('/api/new-telephone-numbers?$limit=301', { cookie: staff })).status).toBe(400);
  });
});
