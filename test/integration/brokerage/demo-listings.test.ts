import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../../src/start.ts';
import { logIn } from '../../support/accounts.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-28T12:00:00Z' });
});
afterAll(() => t.close());

describe('the demo broker', () => {
  it('holds numbers listed in search, one on sale and one with a spelling waiting, seeded once', async () => {
    const first = await seedDemoData(t.orm, 200, t.clock.now());
    expect(first.listings).toBe(5);
    expect((await seedDemoData(t.orm, 200, t.clock.now())).listings).toBe(0);

    const broker = await logIn(t, 'broker@numberyard.test');
    const { data, total } = await (await t.request('/api/brokerage/listings', { cookie: broker })).json();
    expect(total).toBe(5);
    const byTn = Object.fromEntries(data.map((row: { tn: string }) => [row.tn, row]));
    expect(byTn['+12012347101']).toMatchObject({ isListed: true, price: 14_995, minimumOffer: 9_995 });
    expect(byTn['+13102347103']).toMatchObject({
      isListed: true,
      price: 19_995,
      retailPrice: 29_995,
      isOnSale: true,
    });
    expect(byTn['+12122343569']).toMatchObject({ isListed: true, pendingSpelling: 'flow' });
    expect(byTn['+16462347104']).toMatchObject({ isListed: false, type: 'onnet' });
    expect(byTn['+18882347105']).toMatchObject({ isListed: false, isLicensable: true });

    const [row] = await t.sql<{ status: string; seller_account_id: number | null }>(
      `select status, seller_account_id from catalog.number where tn = '+12012347101'`,
    );
    expect(row).toMatchObject({ status: 'available', seller_account_id: expect.any(Number) });
  });
});
