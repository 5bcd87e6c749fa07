import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccountIdOf } from '../../../src/modules/accounts/index.ts';
import { seedDemoAccountPricing } from '../../../src/modules/catalog/index.ts';
import { withContext } from '../../../src/platform/db/unit-of-work.ts';
import { logIn, seedLogins } from '../../support/accounts.ts';
import { listNumber } from '../../support/inventory.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { accountIdOf } from './catalog-test-app.ts';

// The brand 2 demo account pays 20% less for numbers and $3.95 instead of $4.95 for its default plan 10.
let t: TestApp;
let business: string;
let other: string;
let acme: number;
let next = 100;

/** A number of its own per test: $100 to buy, or $50 + $25 a month to license. */
async function freshNumber(): Promise<string> {
  const tn = `+1201234${String(next++).padStart(4, '0')}`;
  await listNumber(t, tn, { priceCents: 10_000, licenseOneTimeCents: 5_000, licenseMonthlyCents: 2_500 });
  return tn;
}

const LIST = { price: 10_000, intprice: 10_000, retailPrice: 10_000, licenseNrc: 5_000, licenseMrc: 2_500 };
const DISCOUNTED = {
  price: 8_000,
  intprice: 8_000,
  retailPrice: 8_000,
  licenseNrc: 4_000,
  licenseMrc: 2_000,
};

beforeAll(async () => {
  t = await createTestApp();
  await seedLogins(t);
  await withContext(t.orm, async () => {
    const em = t.orm.em.fork();
    await seedDemoAccountPricing(em, (await demoAccountIdOf(em, 'admin@business.numberyard.test'))!);
  });
  business = await logIn(t, 'admin@business.numberyard.test');
  other = await logIn(t, 'admin@numberyard.test');
  acme = await accountIdOf(t, other);
});
afterAll(() => t.close());

/** Baskets on the brand 2 site, as the brand 2 admin (or another caller) or as a guest. */
const brandTwoBaskets = (cookie?: string) => {
  const as = cookie ? { cookie } : {};
  return {
    async create(): Promise<string> {
      const response = await t.request('/api/baskets?brandingId=2', { method: 'POST', json: {}, ...as });
      expect(response.status).toBe(201);
      return (await response.json()).uuid;
    },
    async add(basketUuid: string, tn: string) {
      const response = await t.request('/api/baskets/items?brandingId=2', {
        method: 'POST',
        json: { basketUuid, tn },
        ...as,
      });
      expect(response.status).toBe(201);
      return response.json();
    },
  };
};

const profile = async (cookie?: string, query = '') =>
  (await t.request(`/api/profile${query}`, cookie ? { cookie } : {})).json();

const found = async (query: string, tn: string, cookie?: string) => {
  const response = await t.request(`/api/tnSearch?${query}`, cookie ? { cookie } : {});
  expect(response.status).toBe(200);
  return (await response.json()).data.find((number: { tn: string }) => number.tn === tn);
};

describe("the account's prices in the profile", () => {
  it("shows the brand 2 admin the account's plan override, and a guest of brand 2 the list price", async () => {
    expect((await profile(business)).pricing.plans['10']).toMatchObject({ id: 10, mrc: 395 });
    expect((await profile(undefined, '?brandingId=2')).pricing.plans['10'].mrc).toBe(495);
  });

  it('ignores inactive overrides and, by the injected clock, expired ones', async () => {
    const expires = new Date(t.clock.now().getTime() + 60 * 60 * 1000);
    await t.sql(
      `insert into catalog.pricing_override (account_id, type, plan_id, amount_cents, status, expire_date)
       values ($1, 'mrc', 1, 150, 'active', $2), ($1, 'mrc', 3, 100, 'inactive', null)`,
      [acme, expires],
    );
    const before = (await profile(other)).pricing.plans;
    expect([before['1'].mrc, before['3'].mrc]).toEqual([150, 600]);
    t.clock.set(expires);
    try {
      expect((await profile(other)).pricing.plans['1'].mrc).toBe(200);
    } finally {
      t.clock.set('2026-11-22T12:00:00Z');
      await t.sql('delete from catalog.pricing_override where account_id = $1', [acme]);
    }
  });
});

describe("the account's prices in search", () => {
  it('shows the brand 2 admin discounted sale and licence prices, a guest and another account list prices', async () => {
    const tn = await freshNumber();
    const query = `fqtnSearch=${encodeURIComponent(tn)}`;
    expect(await found(query, tn, business)).toMatchObject(DISCOUNTED);
    expect(await found(query, tn)).toMatchObject(LIST);
    expect(await found(query, tn, other)).toMatchObject(LIST);
  });

  it("never hands one account's prices to another through the remembered section picks", async () => {
    const tn = await freshNumber();
    const query = 'type=local&npa=201';
    expect(await found(query, tn, business)).toMatchObject(DISCOUNTED);
    expect(await found(query, tn)).toMatchObject(LIST);
    expect(await found(query, tn, other)).toMatchObject(LIST);
    expect(await found(query, tn, business)).toMatchObject(DISCOUNTED);
  });
});

describe("the account's prices in the basket", () => {
  it("prices the brand 2 admin's lines with the discount and the plan override", async () => {
    const baskets = brandTwoBaskets(business);
    const uuid = await baskets.create();
    expect(await baskets.add(uuid, await freshNumber())).toMatchObject({
      price: 8_000,
      plan: 10,
      planMrc: 395,
    });
  });

  it('prices a guest line at list prices, and lines added once the brand 2 admin claims it at theirs', async () => {
    const guest = brandTwoBaskets();
    const uuid = await guest.create();
    expect(await guest.add(uuid, await freshNumber())).toMatchObject({
      price: 10_000,
      plan: 10,
      planMrc: 495,
    });
    const claimed = await brandTwoBaskets(business).add(uuid, await freshNumber());
    expect(claimed).toMatchObject({ price: 8_000, plan: 10, planMrc: 395 });
  });

  it("prices another account's basket at list prices", async () => {
    const baskets = brandTwoBaskets(other);
    const uuid = await baskets.create();
    expect(await baskets.add(uuid, await freshNumber())).toMatchObject({
      price: 10_000,
      plan: 10,
      planMrc: 495,
    });
  });
});
