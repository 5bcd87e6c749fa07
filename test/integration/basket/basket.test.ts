import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, seedLogins } from '../../support/accounts.ts';
import { cookieFrom, createTestApp, type TestApp } from '../../support/test-app.ts';
import { basketClient, holdOf, itemRows, listNumber, searchFinds } from './basket-test-kit.ts';

let t: TestApp;
let next = 100;
const THIRTY_MINUTES = 30 * 60 * 1000;

/** A fresh number for each test, so tests never share a hold: $49 to buy, or $25 + $15/month to license. */
async function freshNumber(terms: Partial<Parameters<typeof listNumber>[2]> = {}): Promise<string> {
  const tn = `+1201234${String(next++).padStart(4, '0')}`;
  await listNumber(t, tn, {
    priceCents: 4_900,
    licenseOneTimeCents: 2_500,
    licenseMonthlyCents: 1_500,
    ...terms,
  });
  return tn;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedLogins(t);
});
afterAll(() => t.close());

describe('POST /api/baskets and GET /api/baskets/{uuid}', () => {
  it('creates an empty guest basket of the site brand that the browser remembers for the profile', async () => {
    const response = await t.request('/api/baskets?brandingId=2', { method: 'POST', json: {} });
    expect(response.status).toBe(201);
    const basket = await response.json();
    expect(basket).toMatchObject({
      brandingId: 2,
      owner: 'guest',
      items: [],
      tnItemCount: 0,
      nrcTotal: 0,
      mrcTotal: 0,
    });
    expect(basket.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const remembered = cookieFrom(response, 'ny_basket');
    const profile = await (await t.request('/api/profile?brandingId=2', { cookie: remembered })).json();
    expect(profile.basketUuid).toBe(basket.uuid);
    expect((await (await t.request('/api/profile')).json()).basketUuid).toBeNull();
  });

  it("keeps the basket data it was created with, dropping the keys that are the server's", async () => {
    const response = await t.request('/api/baskets', {
      method: 'POST',
      json: {
        data: { campaign: 'spring-sale', company: 'Acme', agree_fees: true, stripeCustomerId: 'cus_x' },
      },
    });
    expect(response.status).toBe(201);
    const { uuid, data } = await response.json();
    expect(data).toEqual({ campaign: 'spring-sale', company: 'Acme', agree_fees: true });
    expect((await (await basketClient(t).get(uuid)).json()).data).toEqual(data);
  });

  it("answers spec 2's computed fields: number lines, user lines, totals, flags and the number map", async () => {
    const bought = await freshNumber();
    const licensed = await freshNumber({ priceCents: 0 });
    const guest = basketClient(t);
    const uuid = await guest.create();
    expect((await guest.add({ basketUuid: uuid, tn: bought })).status).toBe(201);
    expect((await guest.add({ basketUuid: uuid, tn: licensed, type: 'new' })).status).toBe(201);
    const basket = await (await guest.get(uuid)).json();
    expect(basket).toMatchObject({
      tnItemCount: 2,
      userItems: [],
      adminUserItems: [],
      nrcTotal: 4_900 + 2_500,
      portInTotal: 0,
      mrcTotal: 200 + (1_500 + 200),
      containsLicensedTns: true,
      containsNewTns: true,
    });
    expect(basket.tnItems.map((item: { tn: string; mode: string }) => [item.tn, item.mode])).toEqual([
      [bought, 'buy'],
      [licensed, 'license'],
    ]);
    expect(basket.tnToBasketItem[licensed]).toEqual(basket.tnItems[1]);
    expect(basket.tnItems[1].data.license).toEqual({ license_nrc: 2_500, license_mrc: 1_500 });
  });

  it('answers 404 for an unknown basket and 400 for a malformed uuid', async () => {
    const guest = basketClient(t);
    expect((await guest.get('6f1c2c8e-3c5a-4d4e-9f55-2b1f0c7e9a10')).status).toBe(404);
    expect((await guest.get('not-a-uuid')).status).toBe(400);
  });

  it("binds a signed-in caller's basket to the account: the profile names it on any browser", async () => {
    const cookie = await logIn(t, 'broker@numberyard.test');
    const uuid = await basketClient(t, cookie).create();
    const basket = await (await basketClient(t, cookie).get(uuid)).json();
    expect(basket.owner).toBe('account');
    expect((await (await t.request('/api/profile', { cookie })).json()).basketUuid).toBe(uuid);
  });
});

describe('POST /api/baskets/items', () => {
  it("holds the number: it leaves other baskets' searches and stays visible to its own", async () => {
    const tn = await freshNumber();
    const guest = basketClient(t);
    const uuid = await guest.create();
    const other = await guest.create();
    const response = await guest.add({ basketUuid: uuid, tn, mode: 'buy' });
    expect(response.status).toBe(201);
    const item = await response.json();
    expect(item).toMatchObject({
      tn,
      mode: 'buy',
      plan: 1,
      billingPeriod: 1,
      createdDate: '2026-11-22T12:00:00.000Z',
      expiresAt: '2026-11-22T12:30:00.000Z',
    });
    expect(await holdOf(t, tn)).toEqual({
      reserved_basket: uuid,
      reserved_until: new Date('2026-11-22T12:30:00Z'),
    });
    expect(await searchFinds(t, tn, other)).toBe(false);
    expect(await searchFinds(t, tn)).toBe(false);
    expect(await searchFinds(t, tn, uuid)).toBe(true);
  });

  it("takes the catalog's prices, never the body's, and computes the basket's totals", async () => {
    const bought = await freshNumber({ priceCents: 7_500 });
    const licensed = await freshNumber({
      priceCents: 0,
      licenseOneTimeCents: 3_000,
      licenseMonthlyCents: 1_200,
    });
    const guest = basketClient(t);
    const uuid = await guest.create();
    const first = await (await guest.add({ basketUuid: uuid, tn: bought, mode: 'buy', price: 1 })).json();
    expect(first).toMatchObject({ price: 7_500, nrc: 7_500, mrc: 200, planMrc: 200 });
    const second = await (
      await guest.add({ basketUuid: uuid, tn: licensed, mode: 'license', plan: 3 })
    ).json();
    expect(second).toMatchObject({ price: 3_000, nrc: 3_000, mrc: 1_200 + 600, planMrc: 600, plan: 3 });
    const basket = await (await guest.get(uuid)).json();
    expect(basket.items.map((item: { tn: string }) => item.tn)).toEqual([bought, licensed]);
    expect(basket).toMatchObject({ tnItemCount: 2, nrcTotal: 10_500, mrcTotal: 200 + 1_800 });
  });

  it('answers 410 for a sold number and for one another basket holds, storing nothing', async () => {
    const sold = await freshNumber({ status: 'sold' });
    const held = await freshNumber();
    const guest = basketClient(t);
    const mine = await guest.create();
    const theirs = await guest.create();
    expect((await guest.add({ basketUuid: theirs, tn: held, mode: 'buy' })).status).toBe(201);

    const soldAnswer = await guest.add({ basketUuid: mine, tn: sold, mode: 'buy' });
    expect(soldAnswer.status).toBe(410);
    expect(await soldAnswer.json()).toMatchObject({ name: 'Gone', code: 'basket.number_gone' });
    const heldAnswer = await guest.add({ basketUuid: mine, tn: held, mode: 'buy' });
    expect(heldAnswer.status).toBe(410);
    expect((await heldAnswer.json()).message).toMatch(/no longer available/);
    expect(await itemRows(t, mine)).toEqual([]);
    expect((await holdOf(t, held))?.reserved_basket).toBe(theirs);
  });

  it("answers 409 with the spec's message when the number is already in the basket, keeping one line", async () => {
    const tn = await freshNumber();
    const guest = basketClient(t);
    const uuid = await guest.create();
    const first = await guest.add({ basketUuid: uuid, tn, mode: 'buy' });
    t.clock.advance(60_000);
    const again = await guest.add({
      basketUuid: uuid,
      tn: `(${tn.slice(2, 5)}) ${tn.slice(5, 8)}-${tn.slice(8)}`,
      mode: 'buy',
    });
    t.clock.advance(-60_000);
    expect(first.status).toBe(201);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      code: 'basket.number_already_in_basket',
      message: `Telephone Number (${tn.slice(2, 5)}) ${tn.slice(5, 8)}-${tn.slice(8)} is already in your cart.`,
    });
    expect(await itemRows(t, uuid)).toHaveLength(1);
  });

  it('refuses bad input with 400 and field messages, changing nothing', async () => {
    const tn = await freshNumber();
    const guest = basketClient(t);
    const uuid = await guest.create();
    const bad = await guest.add({ basketUuid: uuid, tn, mode: 'rent', billingPeriod: 6 });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toEqual({
      mode: "Mode must be 'buy' or 'license'.",
      billingPeriod: 'Billing period must be 1 (monthly) or 12 (yearly).',
    });
    expect((await guest.add({ basketUuid: 'nope', tn, mode: 'buy' })).status).toBe(400);
    expect((await guest.add({ basketUuid: uuid, tn: '12', mode: 'buy' })).status).toBe(400);
    expect(await itemRows(t, uuid)).toEqual([]);
    expect((await holdOf(t, tn))?.reserved_basket).toBeNull();
  });

  it('refuses with 422 a number only sold through an agent and an admin-only plan, releasing no hold it took', async () => {
    const agentOnly = await freshNumber({ priceCents: 1_500_000 });
    const tn = await freshNumber();
    const guest = basketClient(t);
    const uuid = await guest.create();
    expect((await guest.add({ basketUuid: uuid, tn: agentOnly, mode: 'buy' })).status).toBe(422);
    expect((await holdOf(t, agentOnly))?.reserved_basket).toBeNull();
    expect((await guest.add({ basketUuid: uuid, tn, mode: 'buy', plan: 2 })).status).toBe(422);
    expect(await itemRows(t, uuid)).toEqual([]);
  });
});

describe('PATCH /api/baskets/items/{id}', () => {
  it('changes the plan (billing back to monthly) and the billing period', async () => {
    const tn = await freshNumber();
    const guest = basketClient(t);
    const uuid = await guest.create();
    const { basketItemId } = await (
      await guest.add({ basketUuid: uuid, tn, mode: 'buy', billingPeriod: 12 })
    ).json();
    const planned = await guest.change(uuid, basketItemId, { plan: 6 });
    expect(planned.status).toBe(200);
    expect(await planned.json()).toMatchObject({ plan: 6, planMrc: 1_900, mrc: 1_900, billingPeriod: 1 });
    const yearly = await (await guest.change(uuid, basketItemId, { billingPeriod: 12 })).json();
    expect(yearly).toMatchObject({ plan: 6, billingPeriod: 12 });
    expect((await (await guest.get(uuid)).json()).mrcTotal).toBe(1_900);
  });

  it('refuses a billing period other than 1 or 12, an empty change and plan 0 for a licence, changing nothing', async () => {
    const tn = await freshNumber();
    const guest = basketClient(t);
    const uuid = await guest.create();
    const { basketItemId } = await (await guest.add({ basketUuid: uuid, tn, mode: 'license' })).json();
    expect((await guest.change(uuid, basketItemId, { billingPeriod: 3 })).status).toBe(400);
    expect((await guest.change(uuid, basketItemId, {})).status).toBe(400);
    expect((await guest.change(uuid, basketItemId, { plan: 0 })).status).toBe(422);
    expect((await (await guest.get(uuid)).json()).items[0]).toMatchObject({ plan: 1, billingPeriod: 1 });
  });
});

describe('DELETE /api/baskets/items/{id}', () => {
  it('removes the item and releases the hold: everyone finds the number again', async () => {
    const tn = await freshNumber();
    const guest = basketClient(t);
    const uuid = await guest.create();
    const { basketItemId } = await (await guest.add({ basketUuid: uuid, tn, mode: 'buy' })).json();
    const response = await guest.remove(uuid, basketItemId);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ items: [], tnItemCount: 0 });
    expect(await holdOf(t, tn)).toEqual({ reserved_basket: null, reserved_until: null });
    expect(await searchFinds(t, tn)).toBe(true);
    expect((await guest.remove(uuid, basketItemId)).status).toBe(404);
  });
});

describe('expiry after 30 minutes', () => {
  it('leaves the item out of reads at once, and the job closes it and releases the hold, idempotently', async () => {
    const tn = await freshNumber();
    const guest = basketClient(t);
    const uuid = await guest.create();
    const { basketItemId } = await (await guest.add({ basketUuid: uuid, tn, mode: 'buy' })).json();
    try {
      t.clock.advance(THIRTY_MINUTES);
      expect((await (await guest.get(uuid)).json()).tnItemCount).toBe(1);
      t.clock.advance(1);
      expect((await (await guest.get(uuid)).json()).items).toEqual([]);
      expect(await searchFinds(t, tn)).toBe(true);
      expect((await guest.change(uuid, basketItemId, { plan: 3 })).status).toBe(404);

      expect(await t.composed.modules.basket.expireItems()).toBeGreaterThanOrEqual(1);
      expect(await itemRows(t, uuid)).toEqual([
        { id: basketItemId, tn, deleted_at: new Date('2026-11-22T12:30:00Z') },
      ]);
      expect(await holdOf(t, tn)).toEqual({ reserved_basket: null, reserved_until: null });
      expect(await t.composed.modules.basket.expireItems()).toBe(0);
    } finally {
      t.clock.set('2026-11-22T12:00:00Z');
    }
  });

  it('does not release a hold the basket took again after the item lapsed', async () => {
    const tn = await freshNumber();
    const guest = basketClient(t);
    const uuid = await guest.create();
    await guest.add({ basketUuid: uuid, tn, mode: 'buy' });
    try {
      t.clock.advance(THIRTY_MINUTES + 60_000);
      const again = await guest.add({ basketUuid: uuid, tn, mode: 'buy' });
      expect(again.status).toBe(201);
      await t.composed.modules.basket.expireItems();
      expect((await holdOf(t, tn))?.reserved_basket).toBe(uuid);
      expect((await (await guest.get(uuid)).json()).tnItemCount).toBe(1);
    } finally {
      t.clock.set('2026-11-22T12:00:00Z');
    }
  });
});

describe('who may use a basket', () => {
  it("refuses another account, and guests, an account's basket: reading and changing it", async () => {
    const tn = await freshNumber();
    const owner = basketClient(t, await logIn(t, 'admin@numberyard.test'));
    const stranger = basketClient(t, await logIn(t, 'broker@numberyard.test'));
    const guest = basketClient(t);
    const uuid = await owner.create();
    const { basketItemId } = await (await owner.add({ basketUuid: uuid, tn, mode: 'buy' })).json();
    for (const intruder of [stranger, guest]) {
      expect((await intruder.get(uuid)).status).toBe(404);
      expect((await intruder.add({ basketUuid: uuid, tn: await freshNumber(), mode: 'buy' })).status).toBe(
        404,
      );
      expect((await intruder.change(uuid, basketItemId, { plan: 3 })).status).toBe(404);
      expect((await intruder.remove(uuid, basketItemId)).status).toBe(404);
    }
    expect((await (await owner.get(uuid)).json()).items[0]).toMatchObject({ plan: 1 });
    expect((await holdOf(t, tn))?.reserved_basket).toBe(uuid);
    const sameAccount = basketClient(t, await logIn(t, 'user@numberyard.test'));
    expect((await sameAccount.get(uuid)).status).toBe(200);
  });

  it("refuses an item of another basket addressed through one's own basket", async () => {
    const tn = await freshNumber();
    const guest = basketClient(t);
    const victim = await guest.create();
    const attacker = await guest.create();
    const { basketItemId } = await (await guest.add({ basketUuid: victim, tn, mode: 'buy' })).json();
    expect((await guest.change(attacker, basketItemId, { plan: 3 })).status).toBe(404);
    expect((await guest.remove(attacker, basketItemId)).status).toBe(404);
    expect(await itemRows(t, victim)).toEqual([{ id: basketItemId, tn, deleted_at: null }]);
    expect((await holdOf(t, tn))?.reserved_basket).toBe(victim);
  });

  it('a signed-in caller who changes a guest basket takes it: the guest link stops working', async () => {
    const tn = await freshNumber();
    const guest = basketClient(t);
    const uuid = await guest.create();
    const member = basketClient(t, await logIn(t, 'broker@numberyard.test'));
    expect((await member.add({ basketUuid: uuid, tn, mode: 'buy' })).status).toBe(201);
    expect((await (await member.get(uuid)).json()).owner).toBe('account');
    expect((await guest.get(uuid)).status).toBe(404);
  });

  it('keeps a basket on its brand: the other brand answers 404', async () => {
    const guest = basketClient(t);
    const uuid = await guest.create();
    expect((await t.request(`/api/baskets/${uuid}?brandingId=2`)).status).toBe(404);
  });
});
