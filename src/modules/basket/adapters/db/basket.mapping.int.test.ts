import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../../test/support/test-app.ts';
import { withContext } from '../../../../platform/db/unit-of-work.ts';
import { Basket } from '../../domain/basket.ts';
import { BasketItem } from '../../domain/basket-item.ts';
import { BasketItemSchema, BasketSchema } from './basket.mapping.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const now = new Date('2026-11-22T12:00:00Z');

describe('basket mappings', () => {
  it('round-trip a basket and an item with its prices in cents, and the loaded item keeps its rules', async () => {
    const basket = new Basket({
      uuid: '6f1c2c8e-3c5a-4d4e-9f55-2b1f0c7e9a10',
      brandingId: 2,
      accountId: 7,
      data: { campaign: 'spring-sale', agree_fees: true },
      now,
    });
    const item = BasketItem.newNumber({
      basketUuid: basket.uuid,
      number: {
        numberId: 9_000_000_001,
        tn: '+12012340100',
        priceCents: 0,
        licenseOneTimeCents: 2_500,
        licenseMonthlyCents: 1_500,
        vendor: 'bwc',
      },
      mode: 'license',
      plan: { id: 10, mrcCents: 495 },
      billingPeriod: 12,
      data: { query: 'CARS', page: 2 },
      now,
    });
    const [loadedBasket, loadedItem] = await withContext(t.orm, async () => {
      // The item's foreign key is not in the mapping (the migration adds it): the basket goes in first.
      const writer = t.orm.em.fork();
      await writer.persist(basket).flush();
      await writer.persist(item).flush();
      const fork = t.orm.em.fork();
      return [
        await fork.findOneOrFail(BasketSchema, { uuid: basket.uuid }),
        (await fork.findOneOrFail(BasketItemSchema, { id: item.id })) as unknown as BasketItem,
      ] as const;
    });
    expect(loadedBasket).toBeInstanceOf(Basket);
    expect({ ...loadedBasket }).toEqual({ ...basket });
    expect(loadedItem).toBeInstanceOf(BasketItem);
    expect({ ...loadedItem }).toEqual({ ...item });
    expect(loadedItem.monthlyCents).toBe(1_995);
    expect(loadedItem.isLive(new Date('2026-11-22T12:30:01Z'))).toBe(false);
  });
});
