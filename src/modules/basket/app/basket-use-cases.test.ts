import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../platform/clock/clock.ts';
import { RESERVATION_MS } from '../domain/basket-item.ts';
import { heldNumber, InMemoryBaskets, InMemoryNumberHolds, testPlans } from '../testing/in-memory-basket.ts';
import { makeAddItem } from './add-item.ts';
import { makeCreateBasket } from './create-basket.ts';
import { makeCurrentBasket } from './current-basket.ts';
import type { BasketDeps } from './deps.ts';
import { makeExpireItems } from './expire-items.ts';
import { makeGetBasket } from './get-basket.ts';

const guest = { brandingId: 1, accountId: null };

function setup() {
  const baskets = new InMemoryBaskets();
  const holds = new InMemoryNumberHolds([
    heldNumber(),
    heldNumber({ numberId: 2, tn: '+12012340101' }),
    heldNumber({
      numberId: 3,
      tn: '+12012340102',
      priceCents: 0,
      licenseOneTimeCents: 5_000,
      licenseMonthlyCents: 2_500,
    }),
  ]);
  const clock = new FixedClock('2026-11-22T12:00:00Z');
  let uuids = 0;
  const deps: BasketDeps = {
    baskets,
    holds,
    plans: testPlans,
    clock,
    tx: (work) => work(),
    newUuid: () => `basket-${++uuids}`,
  };
  return {
    baskets,
    holds,
    clock,
    createBasket: makeCreateBasket(deps),
    getBasket: makeGetBasket(deps),
    addItem: makeAddItem(deps),
    expireItems: makeExpireItems(deps),
    currentBasket: makeCurrentBasket(deps),
  };
}

describe('adding a number', () => {
  it("holds it for 30 minutes with the brand's default plan and the number however it was typed", async () => {
    const { createBasket, addItem, holds } = setup();
    const { uuid } = await createBasket(guest);
    const item = await addItem({ basketUuid: uuid, tn: '(201) 234-0100', user: guest });
    expect(item).toMatchObject({
      mode: 'buy',
      tn: '+12012340100',
      plan: 1,
      planMrc: 200,
      expiresAt: '2026-11-22T12:30:00.000Z',
    });
    expect(holds.held.get(1)).toEqual({ basketUuid: uuid, until: new Date('2026-11-22T12:30:00Z') });
  });

  it("answers conflict with the spec's message when the number is already in the basket", async () => {
    const { createBasket, addItem, baskets } = setup();
    const { uuid } = await createBasket(guest);
    await addItem({ basketUuid: uuid, tn: '+12012340100', mode: 'buy', user: guest });
    await expect(addItem({ basketUuid: uuid, tn: '+12012340100', user: guest })).rejects.toMatchObject({
      kind: 'conflict',
      code: 'basket.number_already_in_basket',
      message: 'Telephone Number (201) 234-0100 is already in your cart.',
    });
    expect(baskets.items).toHaveLength(1);
  });

  it('licenses a number that can only be licensed when no mode is named, with its fees in data.license', async () => {
    const { createBasket, addItem } = setup();
    const { uuid } = await createBasket(guest);
    const item = await addItem({ basketUuid: uuid, tn: '+12012340102', user: guest });
    expect(item).toMatchObject({
      mode: 'license',
      price: 5_000,
      data: { license: { license_nrc: 5_000, license_mrc: 2_500 } },
    });
  });

  it('keeps where the number was found with the item', async () => {
    const { createBasket, addItem } = setup();
    const { uuid } = await createBasket(guest);
    const item = await addItem({
      basketUuid: uuid,
      tn: '+12012340100',
      data: { query: 'CARS', sectionName: 'Best', page: 1, position: 3 },
      user: guest,
    });
    expect(item.data).toEqual({ query: 'CARS', sectionName: 'Best', page: 1, position: 3 });
  });

  it('answers gone when another basket holds the number', async () => {
    const { createBasket, addItem } = setup();
    const theirs = await createBasket(guest);
    const mine = await createBasket(guest);
    await addItem({ basketUuid: theirs.uuid, tn: '+12012340100', mode: 'buy', user: guest });
    await expect(
      addItem({ basketUuid: mine.uuid, tn: '+12012340100', mode: 'buy', user: guest }),
    ).rejects.toMatchObject({ kind: 'gone', code: 'basket.number_gone' });
  });

  it('refuses to sell a toll-free number before holding it, and licenses it', async () => {
    const { createBasket, addItem, holds } = setup();
    holds.numbers.push(
      heldNumber({
        numberId: 3,
        tn: '+18002342277',
        priceCents: 4_995,
        licenseOneTimeCents: 2_500,
        licenseMonthlyCents: 995,
      }),
    );
    const { uuid } = await createBasket(guest);
    await expect(
      addItem({ basketUuid: uuid, tn: '1-800-234-2277', mode: 'buy', user: guest }),
    ).rejects.toMatchObject({ kind: 'rule_violated', code: 'basket.toll_free_not_sold' });
    expect(holds.held.has(3)).toBe(false);
    const item = await addItem({ basketUuid: uuid, tn: '1-800-234-2277', user: guest });
    expect(item).toMatchObject({ tn: '+18002342277', mode: 'license', price: 2_500 });
  });

  it('refuses admin-only plans and, for licences, the port-away plan', async () => {
    const { createBasket, addItem } = setup();
    const { uuid } = await createBasket(guest);
    await expect(
      addItem({ basketUuid: uuid, tn: '+12012340100', mode: 'buy', planId: 2, user: guest }),
    ).rejects.toMatchObject({
      code: 'basket.plan_not_offered',
    });
    await expect(
      addItem({ basketUuid: uuid, tn: '+12012340100', mode: 'license', planId: 0, user: guest }),
    ).rejects.toMatchObject({ code: 'basket.plan_not_offered' });
  });
});

describe('expiry', () => {
  it('closes lapsed items at their expiry time and releases their holds; a second run does nothing', async () => {
    const { createBasket, addItem, expireItems, getBasket, holds, clock } = setup();
    const { uuid } = await createBasket(guest);
    await addItem({ basketUuid: uuid, tn: '+12012340100', mode: 'buy', user: guest });
    clock.advance(RESERVATION_MS);
    expect(await expireItems()).toBe(0);
    clock.advance(1);
    expect((await getBasket(uuid, guest)).tnItemCount).toBe(0);
    expect(await expireItems()).toBe(1);
    expect(holds.held.size).toBe(0);
    expect(await expireItems()).toBe(0);
  });
});

describe('the current basket for the profile', () => {
  it("is the remembered basket while the visitor may use it, else the account's latest", async () => {
    const { createBasket, currentBasket, clock } = setup();
    const member = { brandingId: 1, accountId: 5 };
    const guestBasket = await createBasket(guest);
    const older = await createBasket(member);
    clock.advance(1_000);
    const newer = await createBasket(member);
    expect(await currentBasket(guest, guestBasket.uuid)).toBe(guestBasket.uuid);
    expect(await currentBasket(guest, older.uuid)).toBeNull();
    expect(await currentBasket(member, null)).toBe(newer.uuid);
    expect(await currentBasket({ brandingId: 1, accountId: 6 }, older.uuid)).toBeNull();
  });
});
