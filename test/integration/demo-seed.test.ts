import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccountIdOf, seedDemoLogins } from '../../src/modules/accounts/index.ts';
import { createCatalogDemoSeed, seedDemoAccountPricing } from '../../src/modules/catalog/index.ts';
import { seedDemoAccountNumbers } from '../../src/modules/messaging/index.ts';
import { withContext } from '../../src/platform/db/unit-of-work.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const seedAll = () =>
  withContext(t.orm, async () => {
    const em = t.orm.em.fork();
    const logins = await seedDemoLogins(em, t.clock.now());
    const numbers = await createCatalogDemoSeed(t.orm, 1_000)(t.clock.now());
    const acme = await demoAccountIdOf(em, 'admin@numberyard.test');
    const owned = await seedDemoAccountNumbers(em, acme!, t.clock.now());
    const business = await demoAccountIdOf(em, 'admin@business.numberyard.test');
    const prices = await seedDemoAccountPricing(em, business!);
    return { logins, numbers, owned, prices };
  });

describe('demo data', () => {
  it('seeds the README logins, numbers for sale, the admin’s own numbers and brand 2’s prices, once', async () => {
    expect(await seedAll()).toEqual({ logins: 5, numbers: 1_000, owned: 5, prices: 2 });
    expect(await seedAll()).toEqual({ logins: 0, numbers: 0, owned: 0, prices: 0 });
  });

  it('leaves the demo account paid up to its next anniversary, so the first recurring run bills nothing', async () => {
    await seedAll();
    const acme = await withContext(t.orm, () => demoAccountIdOf(t.orm.em.fork(), 'admin@numberyard.test'));
    await t.composed.modules.billing.recurring.run();
    expect(await t.composed.modules.billing.ledger.balanceCents(acme!)).toBe(0);
    const next = await t.composed.modules.billing.recurring.nextCharge(acme!);
    expect(next.date).toBe('2026-12-15');
    expect(next.totalCents).toBe(600 + 1900 + 600 + 600 + 200);
  });

  it('lets every README login sign in with Numberyard1, on the right brand and role', async () => {
    const expected = {
      'staff@numberyard.test': { role: 'admin', isEmployee: true, adminUser: true, brandingId: 1 },
      'admin@numberyard.test': { role: 'admin', isEmployee: false, brandingId: 1 },
      'user@numberyard.test': { role: 'user', brandingId: 1 },
      'broker@numberyard.test': { role: 'admin', brandingId: 1, accountInfo: { sellersAdmin: 'Y' } },
      'admin@business.numberyard.test': {
        role: 'admin',
        brandingId: 2,
        pricing: { plans: { '10': { mrc: 395 } } },
      },
    };
    for (const [email, profile] of Object.entries(expected)) {
      const login = await t.request('/api/session', {
        method: 'POST',
        json: { email, password: 'Numberyard1' },
      });
      expect(login.status, email).toBe(200);
      const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
      expect(await (await t.request('/api/profile', { cookie })).json()).toMatchObject(profile);
    }
  });

  it('gives the admin and the user one shared account, and staff a second one on brand 2', async () => {
    const login = await t.request('/api/session', {
      method: 'POST',
      json: { email: 'staff@numberyard.test', password: 'Numberyard1' },
    });
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    const profile = await (await t.request('/api/profile', { cookie })).json();
    expect(profile.accounts.map((a: { brandingId: number }) => a.brandingId).sort()).toEqual([1, 2]);
    const [shared] = await t.sql<{ count: string }>(
      `select count(distinct m.account_id) from accounts.membership m join accounts."user" u on u.id = m.user_id
       where u.email in ('admin@numberyard.test', 'user@numberyard.test')`,
    );
    expect(Number(shared!.count)).toBe(1);
  });

  it('leaves the planner statistics of what it loaded, the last-four-digits expression included', async () => {
    const analyzed = await t.sql<{ tablename: string }>(
      `select distinct tablename from pg_stats where schemaname = 'catalog'
       and tablename in ('number', 'search_tally', 'number_type_last4_price_idx') order by tablename`,
    );
    expect(analyzed.map((row) => row.tablename)).toEqual([
      'number',
      'number_type_last4_price_idx',
      'search_tally',
    ]);
  });

  it('keeps every demo number for sale unique and priced in whole cents', async () => {
    const [row] = await t.sql<{ total: string; distinct_tns: string; bad: string }>(
      `select count(*) total, count(distinct tn) distinct_tns,
              count(*) filter (where price_cents < 0 or status <> 'available') bad from catalog.number`,
    );
    expect(row).toEqual({ total: '1000', distinct_tns: '1000', bad: '0' });
  });

  it('offers every demo toll-free number only by licence, with fees (spec 3)', async () => {
    const [row] = await t.sql<{ toll_free: string; sold: string; unlicensed: string }>(
      `select count(*) toll_free, count(*) filter (where price_cents <> 0) sold,
              count(*) filter (where license_one_time_cents is null or license_monthly_cents is null) unlicensed
       from catalog.number where type = 'tollfree'`,
    );
    expect(Number(row!.toll_free)).toBeGreaterThan(20);
    expect(row).toMatchObject({ sold: '0', unlicensed: '0' });
  });
});
