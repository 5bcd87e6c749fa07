import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../platform/clock/clock.ts';
import { InMemoryRateLimiter } from '../../../platform/rate-limit/testing/in-memory-rate-limiter.ts';
import type { BasketUser } from '../domain/basket.ts';
import { RESERVATION_MS } from '../domain/basket-item.ts';
import { MAX_NUMBERS_PER_BASKET } from '../domain/hoarding-rules.ts';
import {
  heldNumber,
  InMemoryBaskets,
  InMemoryNumberHolds,
  RecordedBasketChanges,
  testPlans,
} from '../testing/in-memory-basket.ts';
import { makeAddItem } from './add-item.ts';
import { makeChangeItem } from './change-item.ts';
import { makeCreateBasket } from './create-basket.ts';
import { makeCurrentBasket } from './current-basket.ts';
import { makeExpireItems } from './expire-items.ts';
import { makeGetBasket } from './get-basket.ts';
import { makeRemoveItem } from './remove-item.ts';

const guest = { brandingId: 1, accountId: null };
/** testPlans: this account pays 150 for plan 1 and 20% less for numbers. */
const DISCOUNTED_ACCOUNT = 7;
const IP = '203.0.113.9';

function setup() {
  const baskets = new InMemoryBaskets();
  // 30 numbers on offer: +12012340100 ... +12012340129, and one only licensed: +12012340199.
  const holds = new InMemoryNumberHolds([
    ...Array.from({ length: 30 }, (_, i) =>
      heldNumber({ numberId: i + 1, tn: `+120123401${String(i).padStart(2, '0')}` }),
    ),
    heldNumber({
      numberId: 99,
      tn: '+12012340199',
      priceCents: 0,
      licenseOneTimeCents: 5_000,
      licenseMonthlyCents: 2_500,
    }),
  ]);
  const clock = new FixedClock('2026-11-22T12:00:00Z');
  let uuids = 0;
  const changes = new RecordedBasketChanges();
  const deps = {
    baskets,
    holds,
    plans: testPlans(DISCOUNTED_ACCOUNT),
    changes,
    clock,
    rateLimiter: new InMemoryRateLimiter(),
    tx: <T>(work: () => Promise<T>) => work(),
    newUuid: () => `basket-${++uuids}`,
  };
  return {
    baskets,
    holds,
    clock,
    changes,
    createBasket: makeCreateBasket(deps),
    getBasket: makeGetBasket(deps),
    addItem: makeAddItem(deps),
    changeItem: makeChangeItem(deps),
    removeItem: makeRemoveItem(deps),
    expireItems: makeExpireItems(deps),
    currentBasket: makeCurrentBasket(deps),
  };
}

describe("the account's prices", () => {
  const member = { brandingId: 1, accountId: DISCOUNTED_ACCOUNT };

  it('prices a guest line at list prices and, once a signed-in caller claims the basket, lines at theirs', async () => {
    const { createBasket, addItem } = setup();
    const { uuid } = await createBasket(guest, IP);
    const listed = await addItem({ basketUuid: uuid, tn: '+12012340100', user: guest, ip: IP });
    expect(listed).toMatchObject({ price: 4_900, planMrc: 200 });

    const claimed = await addItem({ basketUuid: uuid, tn: '+12012340101', user: member, ip: IP });
    expect(claimed).toMatchObject({ price: 3_920, planMrc: 150 });
  });

  it("takes a claimed guest basket's plan change at the account's price", async () => {
    const { createBasket, addItem, changeItem } = setup();
    const { uuid } = await createBasket(guest, IP);
    const item = await addItem({ basketUuid: uuid, tn: '+12012340100', planId: 3, user: guest, ip: IP });
    const changed = await changeItem({
      basketUuid: uuid,
      itemId: item.basketItemId,
      planId: 1,
      user: member,
    });
    expect(changed.planMrc).toBe(150);
  });
});

describe('adding a number', () => {
  it("holds it for 30 minutes with the brand's default plan and the number however it was typed", async () => {
    const { createBasket, addItem, holds } = setup();
    const { uuid } = await createBasket(guest, IP);
    const item = await addItem({ basketUuid: uuid, tn: '(201) 234-0100', user: guest, ip: IP });
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
    const { uuid } = await createBasket(guest, IP);
    await addItem({ basketUuid: uuid, tn: '+12012340100', mode: 'buy', user: guest, ip: IP });
    await expect(
      addItem({ basketUuid: uuid, tn: '+12012340100', user: guest, ip: IP }),
    ).rejects.toMatchObject({
      kind: 'conflict',
      code: 'basket.number_already_in_basket',
      message: 'Telephone Number (201) 234-0100 is already in your cart.',
    });
    expect(baskets.items).toHaveLength(1);
  });

  it('licenses a number that can only be licensed when no mode is named, with its fees in data.license', async () => {
    const { createBasket, addItem } = setup();
    const { uuid } = await createBasket(guest, IP);
    const item = await addItem({ basketUuid: uuid, tn: '+12012340199', user: guest, ip: IP });
    expect(item).toMatchObject({
      mode: 'license',
      price: 5_000,
      data: { license: { license_nrc: 5_000, license_mrc: 2_500 } },
    });
  });

  it('keeps where the number was found with the item', async () => {
    const { createBasket, addItem } = setup();
    const { uuid } = await createBasket(guest, IP);
    const item = await addItem({
      basketUuid: uuid,
      tn: '+12012340100',
      data: { query: 'CARS', sectionName: 'Best', page: 1, position: 3 },
      user: guest,
      ip: IP,
    });
    expect(item.data).toEqual({ query: 'CARS', sectionName: 'Best', page: 1, position: 3 });
  });

  it('keeps the Pig Pick promotion the catalog vouches for, and ignores any other (docs/adr/0066)', async () => {
    const { createBasket, addItem, holds } = setup();
    holds.promotions.set('signed', {
      tn: '+12012340100',
      percentage: 10,
      shownAt: new Date('2026-11-22T11:55:00Z'),
    });
    const { uuid } = await createBasket(guest, IP);
    const promoted = await addItem({
      basketUuid: uuid,
      tn: '+12012340100',
      promotion: 'signed',
      user: guest,
      ip: IP,
    });
    expect(promoted.data).toEqual({ pigPickPercentage: 10, pigPickShownAt: '2026-11-22T11:55:00.000Z' });
    const borrowed = await addItem({
      basketUuid: uuid,
      tn: '+12012340101',
      promotion: 'signed',
      user: guest,
      ip: IP,
    });
    expect(borrowed.data).toEqual({});
  });

  it('answers gone when another basket holds the number', async () => {
    const { createBasket, addItem } = setup();
    const theirs = await createBasket(guest, IP);
    const mine = await createBasket(guest, IP);
    await addItem({ basketUuid: theirs.uuid, tn: '+12012340100', mode: 'buy', user: guest, ip: IP });
    await expect(
      addItem({ basketUuid: mine.uuid, tn: '+12012340100', mode: 'buy', user: guest, ip: IP }),
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
    const { uuid } = await createBasket(guest, IP);
    await expect(
      addItem({ basketUuid: uuid, tn: '1-800-234-2277', mode: 'buy', user: guest, ip: IP }),
    ).rejects.toMatchObject({ kind: 'rule_violated', code: 'basket.toll_free_not_sold' });
    expect(holds.held.has(3)).toBe(false);
    const item = await addItem({ basketUuid: uuid, tn: '1-800-234-2277', user: guest, ip: IP });
    expect(item).toMatchObject({ tn: '+18002342277', mode: 'license', price: 2_500 });
  });

  it('refuses admin-only plans and, for licences, the port-away plan', async () => {
    const { createBasket, addItem } = setup();
    const { uuid } = await createBasket(guest, IP);
    await expect(
      addItem({ basketUuid: uuid, tn: '+12012340100', mode: 'buy', planId: 2, user: guest, ip: IP }),
    ).rejects.toMatchObject({
      code: 'basket.plan_not_offered',
    });
    await expect(
      addItem({ basketUuid: uuid, tn: '+12012340100', mode: 'license', planId: 0, user: guest, ip: IP }),
    ).rejects.toMatchObject({ code: 'basket.plan_not_offered' });
  });
});

describe('against hoarding', () => {
  const add = (
    addItem: ReturnType<typeof setup>['addItem'],
    basketUuid: string,
    i: number,
    user: BasketUser = guest,
  ) => addItem({ basketUuid, tn: `+120123401${String(i).padStart(2, '0')}`, mode: 'buy', user, ip: IP });

  it('refuses a 26th number in a customer basket with 422 and a clear message', async () => {
    const { createBasket, addItem } = setup();
    const { uuid } = await createBasket(guest, IP);
    for (let i = 0; i < MAX_NUMBERS_PER_BASKET; i++) await add(addItem, uuid, i);
    await expect(add(addItem, uuid, 25)).rejects.toMatchObject({
      kind: 'rule_violated',
      code: 'basket.full',
      message: 'A basket holds at most 25 numbers. Check out or remove a number to add another.',
    });
  });

  it('lets an employee add a 26th number', async () => {
    const { createBasket, addItem } = setup();
    const employee = { brandingId: 1, accountId: 9, isEmployee: true };
    const { uuid } = await createBasket(employee, IP);
    for (let i = 0; i <= MAX_NUMBERS_PER_BASKET; i++) await add(addItem, uuid, i, employee);
  });

  it('counts only live numbers toward the 25', async () => {
    const { createBasket, addItem, clock } = setup();
    const { uuid } = await createBasket(guest, IP);
    for (let i = 0; i < MAX_NUMBERS_PER_BASKET; i++) await add(addItem, uuid, i);
    clock.advance(RESERVATION_MS + 1);
    await expect(add(addItem, uuid, 25)).resolves.toMatchObject({ basketItemId: expect.any(Number) });
  });

  it('lets one basket hold a number three times a day, then refuses until a day after the first hold', async () => {
    const { createBasket, addItem, clock } = setup();
    const { uuid } = await createBasket(guest, IP);
    for (let hold = 0; hold < 3; hold++) {
      await add(addItem, uuid, 0);
      clock.advance(RESERVATION_MS + 1);
    }
    await expect(add(addItem, uuid, 0)).rejects.toMatchObject({
      kind: 'rule_violated',
      code: 'basket.hold_limit',
    });
    clock.advance(24 * 3_600_000 - 3 * (RESERVATION_MS + 1) + 1);
    await expect(add(addItem, uuid, 0)).resolves.toMatchObject({ basketItemId: expect.any(Number) });
  });

  it('answers 429 past the hourly limit of new baskets from one address', async () => {
    const { createBasket } = setup();
    for (let i = 0; i < 30; i++) await createBasket(guest, IP);
    await expect(createBasket(guest, IP)).rejects.toMatchObject({ kind: 'rate_limited' });
    await expect(createBasket(guest, '198.51.100.7')).resolves.toBeDefined();
  });

  it('answers 429 past the hourly limit of new baskets of one account, from any address', async () => {
    const { createBasket } = setup();
    const member = { brandingId: 1, accountId: 5 };
    for (let i = 0; i < 10; i++) await createBasket(member, `198.51.100.${i}`);
    await expect(createBasket(member, '198.51.100.99')).rejects.toMatchObject({ kind: 'rate_limited' });
  });
});

describe('expiry', () => {
  it('closes lapsed items at their expiry time and releases their holds; a second run does nothing', async () => {
    const { createBasket, addItem, expireItems, getBasket, holds, clock } = setup();
    const { uuid } = await createBasket(guest, IP);
    await addItem({ basketUuid: uuid, tn: '+12012340100', mode: 'buy', user: guest, ip: IP });
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
    const guestBasket = await createBasket(guest, IP);
    const older = await createBasket(member, IP);
    clock.advance(1_000);
    const newer = await createBasket(member, IP);
    expect(await currentBasket(guest, guestBasket.uuid)).toBe(guestBasket.uuid);
    expect(await currentBasket(guest, older.uuid)).toBeNull();
    expect(await currentBasket(member, null)).toBe(newer.uuid);
    expect(await currentBasket({ brandingId: 1, accountId: 6 }, older.uuid)).toBeNull();
  });
});

describe('live changes to the owning account', () => {
  const member = { brandingId: 1, accountId: 5 };

  it('tells the account of its new basket and each item added, changed, removed and expired', async () => {
    const { createBasket, addItem, changeItem, removeItem, expireItems, clock, changes } = setup();
    const { uuid } = await createBasket(member, IP);
    const first = await addItem({ basketUuid: uuid, tn: '+12012340100', user: member, ip: IP });
    const second = await addItem({ basketUuid: uuid, tn: '+12012340101', user: member, ip: IP });
    await changeItem({ basketUuid: uuid, itemId: first.basketItemId, planId: 3, user: member });
    await removeItem({ basketUuid: uuid, itemId: first.basketItemId, user: member });
    clock.advance(RESERVATION_MS + 1);
    await expireItems();

    expect(changes.told).toEqual([
      { accountId: 5, type: 'created', basketUuid: uuid, itemId: undefined },
      { accountId: 5, type: 'created', basketUuid: uuid, itemId: first.basketItemId },
      { accountId: 5, type: 'created', basketUuid: uuid, itemId: second.basketItemId },
      { accountId: 5, type: 'patched', basketUuid: uuid, itemId: first.basketItemId },
      { accountId: 5, type: 'removed', basketUuid: uuid, itemId: first.basketItemId },
      { accountId: 5, type: 'removed', basketUuid: uuid, itemId: second.basketItemId },
    ]);
  });

  it('tells nobody about a guest basket, and the account that takes it in that it did', async () => {
    const { createBasket, addItem, changes } = setup();
    const { uuid } = await createBasket(guest, IP);
    await addItem({ basketUuid: uuid, tn: '+12012340100', user: guest, ip: IP });
    expect(changes.told).toEqual([]);

    const item = await addItem({ basketUuid: uuid, tn: '+12012340101', user: member, ip: IP });
    expect(changes.told).toEqual([
      { accountId: 5, type: 'patched', basketUuid: uuid, itemId: undefined },
      { accountId: 5, type: 'created', basketUuid: uuid, itemId: item.basketItemId },
    ]);
  });
});
