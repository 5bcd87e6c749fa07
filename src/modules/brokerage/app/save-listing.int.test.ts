import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listNumber } from '../../../../test/support/inventory.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { withContext } from '../../../platform/db/unit-of-work.ts';
import { ListingNotPublishable } from '../domain/brokerage.errors.ts';
import { Listing } from '../domain/listing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-28T12:00:00Z' });
});
afterAll(() => t.close());

const BROKER = 4242;

async function saved(
  tn: string,
  change: Parameters<Listing['apply']>[0],
  type: 'onnet' | 'offnet' = 'onnet',
) {
  const { core } = t.composed.modules.brokerage;
  return withContext(t.orm, () =>
    core.tx(async () => {
      const listing =
        (await core.listings.ofBroker(BROKER, tn, { lock: true })) ??
        new Listing({ tn, brokerAccountId: BROKER, type, now: t.clock.now() });
      if (listing.id === undefined) await core.listings.add(listing);
      const op = await core.saveListing(listing, change);
      return { op, listing };
    }),
  );
}

const onSale = (tn: string) =>
  withContext(t.orm, () => t.composed.modules.catalog.findAvailableNumber(tn, null));

describe('saving a listing publishes it to search at once (docs/adr/0055)', () => {
  it('a listed number is on sale in the catalog under its broker, with its minimum offer', async () => {
    const { op } = await saved('+12014561001', {
      isListed: true,
      priceCents: 4_995,
      minimumOfferCents: 2_500,
    });
    expect(op).toBe('list');
    expect(await onSale('+12014561001')).toMatchObject({
      priceCents: 4_995,
      sellerAccountId: BROKER,
      minOfferCents: 2_500,
    });
    const history = await withContext(t.orm, () =>
      t.composed.modules.brokerage.core.listings.historyOf(BROKER, '+12014561001'),
    );
    expect(history.map((entry) => entry.op)).toEqual(['list']);
  });

  it('a price change reaches search, and delisting takes the number off sale', async () => {
    await saved('+12014561002', { isListed: true, priceCents: 4_995 });
    await saved('+12014561002', { priceCents: 3_995 });
    expect((await onSale('+12014561002'))?.priceCents).toBe(3_995);
    await saved('+12014561002', { isListed: false });
    expect(await onSale('+12014561002')).toBeNull();
  });

  it('an off-network listing stays out of search until verified', async () => {
    await saved('+12014561003', { isListed: true, priceCents: 4_995 }, 'offnet');
    expect(await onSale('+12014561003')).toBeNull();
  });

  it('refuses to list a number the house has on sale, and keeps nothing of the attempt', async () => {
    await listNumber(t, '+12014561004', { priceCents: 10_000 });
    await expect(saved('+12014561004', { isListed: true, priceCents: 995 })).rejects.toBeInstanceOf(
      ListingNotPublishable,
    );
    expect(await onSale('+12014561004')).toMatchObject({ priceCents: 10_000, sellerAccountId: null });
    const [row] = await t.sql<{ count: string }>(
      `select count(*) from brokerage.listing where tn = '+12014561004'`,
    );
    expect(Number(row?.count)).toBe(0);
  });
});
