import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../platform/clock/clock.ts';
import { AesGcmSecretBox, DEVELOPMENT_DATA_KEY } from '../../../platform/crypto/secret-box.ts';
import { InMemoryRateLimiter } from '../../../platform/rate-limit/testing/in-memory-rate-limiter.ts';
import { RESERVATION_MS } from '../domain/basket-item.ts';
import {
  heldNumber,
  InMemoryBaskets,
  InMemoryNumberHolds,
  RecordedBasketChanges,
  testPlans,
} from '../testing/in-memory-basket.ts';
import { PORT_IN_BILLING } from '../testing/port-in-billing.ts';
import { makeAddItem } from './add-item.ts';
import { makeAddPortIn } from './add-port-in.ts';
import { makeAddSeat } from './add-seat.ts';
import { makeChangeItem } from './change-item.ts';
import { makeCreateBasket } from './create-basket.ts';
import { makeExpireItems } from './expire-items.ts';
import { makeGetBasket } from './get-basket.ts';
import { makeUpdateBasketData } from './update-basket-data.ts';

const guest = { brandingId: 1, accountId: null };
const brandTwoGuest = { brandingId: 2, accountId: null };
const DISCOUNTED_ACCOUNT = 7;
const IP = '203.0.113.9';
const secretBox = new AesGcmSecretBox(DEVELOPMENT_DATA_KEY);

function setup() {
  const baskets = new InMemoryBaskets();
  const clock = new FixedClock('2026-11-24T12:00:00Z');
  let uuids = 0;
  const deps = {
    baskets,
    holds: new InMemoryNumberHolds([heldNumber()]),
    plans: testPlans(DISCOUNTED_ACCOUNT),
    changes: new RecordedBasketChanges(),
    clock,
    rateLimiter: new InMemoryRateLimiter(),
    tx: <T>(work: () => Promise<T>) => work(),
    newUuid: () => `basket-${++uuids}`,
    secretBox,
  };
  const addPortIn = makeAddPortIn(deps);
  return {
    baskets,
    clock,
    createBasket: makeCreateBasket(deps),
    getBasket: makeGetBasket(deps),
    addItem: makeAddItem(deps),
    addPortIn: (input: Parameters<typeof addPortIn>[0]) => addPortIn({ data: PORT_IN_BILLING, ...input }),
    addSeat: makeAddSeat(deps),
    changeItem: makeChangeItem(deps),
    expireItems: makeExpireItems(deps),
    updateBasketData: makeUpdateBasketData(deps),
  };
}

describe('a port-in line', () => {
  it("is priced at the basket account's lnp fee and keeps the number as E.164", async () => {
    const { createBasket, addPortIn } = setup();
    const listed = await createBasket(guest, IP);
    expect(
      await addPortIn({ basketUuid: listed.uuid, tn: '(973) 234-0100', user: guest, ip: IP }),
    ).toMatchObject({ type: 'portIn', tn: '+19732340100', price: 500, plan: 1, expiresAt: null });
    const member = { brandingId: 1, accountId: DISCOUNTED_ACCOUNT };
    const owned = await createBasket(member, IP);
    expect(await addPortIn({ basketUuid: owned.uuid, tn: '9732340101', user: member, ip: IP })).toMatchObject(
      {
        price: 250,
      },
    );
  });

  it('is refused on plan 0 and for a number outside North America', async () => {
    const { createBasket, addPortIn } = setup();
    const { uuid } = await createBasket(guest, IP);
    await expect(
      addPortIn({ basketUuid: uuid, tn: '9732340100', planId: 0, user: guest, ip: IP }),
    ).rejects.toMatchObject({
      code: 'basket.plan_not_offered',
      message: 'Plan 0 is not offered for port-ins.',
    });
    await expect(
      addPortIn({ basketUuid: uuid, tn: '+442079460958', user: guest, ip: IP }),
    ).rejects.toMatchObject({
      code: 'basket.not_portable',
    });
  });

  it('stores the carrier PIN only sealed and answers hasPin instead of it', async () => {
    const { createBasket, addPortIn, baskets, getBasket } = setup();
    const { uuid } = await createBasket(guest, IP);
    const data = { ...PORT_IN_BILLING, account_number: 'A-1', pin: '4321', wireless: true };
    const added = await addPortIn({ basketUuid: uuid, tn: '9732340106', user: guest, ip: IP, data });
    expect(added.data).toMatchObject({ hasPin: true, account_number: 'A-1' });
    expect(JSON.stringify(added)).not.toContain('4321');
    expect(JSON.stringify(await getBasket(uuid, guest))).not.toContain('4321');
    const [stored] = await baskets.openItems(uuid);
    expect(stored?.data).not.toHaveProperty('pin');
    expect(JSON.stringify(stored?.data)).not.toContain('4321');
    expect(secretBox.open(String(stored?.data.pin_sealed))).toBe('4321');
    const landline = await addPortIn({ basketUuid: uuid, tn: '9732340100', user: guest, ip: IP });
    expect(landline.data).toMatchObject({ hasPin: false });
  });

  it("is refused (422, the billing modal's messages) without the names, address or a wireless number's PIN", async () => {
    const { createBasket, addPortIn, baskets } = setup();
    const { uuid } = await createBasket(guest, IP);
    const { firstName: _f, lastName: _l, ...noNames } = PORT_IN_BILLING;
    await expect(
      addPortIn({ basketUuid: uuid, tn: '9732340100', user: guest, ip: IP, data: noNames }),
    ).rejects.toMatchObject({
      kind: 'rule_violated',
      message: 'First name required',
      errors: { firstName: 'First name required', lastName: 'Last name required' },
    });
    await expect(
      addPortIn({
        basketUuid: uuid,
        tn: '9732340106',
        user: guest,
        ip: IP,
        data: { ...PORT_IN_BILLING, wireless: true },
      }),
    ).rejects.toMatchObject({
      errors: { account_number: 'Account number is required', pin: 'PIN is required' },
    });
    expect(await baskets.openItems(uuid)).toEqual([]);
  });

  it('is not closed by the expiry job', async () => {
    const { createBasket, addPortIn, expireItems, getBasket, clock } = setup();
    const { uuid } = await createBasket(guest, IP);
    await addPortIn({ basketUuid: uuid, tn: '9732340100', user: guest, ip: IP });
    clock.advance(RESERVATION_MS * 2);
    expect(await expireItems()).toBe(0);
    expect((await getBasket(uuid, guest)).tnItemCount).toBe(1);
  });

  it('answers conflict when the number is in the basket already', async () => {
    const { createBasket, addPortIn } = setup();
    const { uuid } = await createBasket(guest, IP);
    await addPortIn({ basketUuid: uuid, tn: '9732340100', user: guest, ip: IP });
    await expect(
      addPortIn({ basketUuid: uuid, tn: '9732340100', user: guest, ip: IP }),
    ).rejects.toMatchObject({
      kind: 'conflict',
      message: 'Telephone Number (973) 234-0100 is already in your cart.',
    });
  });
});

describe('a user line', () => {
  it('is added to a guest basket of a brand that prices users, at its monthly price', async () => {
    const { createBasket, addSeat } = setup();
    const { uuid } = await createBasket(brandTwoGuest, IP);
    expect(await addSeat({ basketUuid: uuid, type: 'admin', user: brandTwoGuest })).toMatchObject({
      type: 'admin',
      tn: null,
      plan: null,
      mrc: 495,
    });
  });

  it('is refused for a signed-in caller and on a brand whose users cost nothing', async () => {
    const { createBasket, addSeat } = setup();
    const member = { brandingId: 2, accountId: 9 };
    const owned = await createBasket(member, IP);
    await expect(addSeat({ basketUuid: owned.uuid, type: 'user', user: member })).rejects.toMatchObject({
      code: 'basket.seats_only_for_new_accounts',
    });
    const brandOne = await createBasket(guest, IP);
    await expect(addSeat({ basketUuid: brandOne.uuid, type: 'user', user: guest })).rejects.toMatchObject({
      code: 'basket.seats_only_for_new_accounts',
    });
  });

  it('has no plan to change, and leaves when a signed-in caller takes the basket', async () => {
    const { createBasket, addSeat, changeItem, updateBasketData } = setup();
    const { uuid } = await createBasket(brandTwoGuest, IP);
    const seat = await addSeat({ basketUuid: uuid, type: 'user', user: brandTwoGuest });
    await expect(
      changeItem({ basketUuid: uuid, itemId: seat.basketItemId, planId: 10, user: brandTwoGuest }),
    ).rejects.toMatchObject({ code: 'basket.seat_has_no_plan' });
    const member = { brandingId: 2, accountId: 9 };
    const taken = await updateBasketData({ basketUuid: uuid, data: { stated_source: 'blog' }, user: member });
    expect(taken).toMatchObject({ owner: 'account', items: [], data: { stated_source: 'blog' } });
  });
});

describe('basket data', () => {
  it('keeps the keys it had and sets the ones given', async () => {
    const { createBasket, updateBasketData } = setup();
    const { uuid } = await createBasket(guest, IP, { campaign: 'fall' });
    const view = await updateBasketData({
      basketUuid: uuid,
      data: { firstName: 'Ada', business: false },
      user: guest,
    });
    expect(view.data).toEqual({ campaign: 'fall', firstName: 'Ada', business: false });
  });

  it("answers not found for another account's basket", async () => {
    const { createBasket, updateBasketData } = setup();
    const { uuid } = await createBasket({ brandingId: 1, accountId: 5 }, IP);
    await expect(
      updateBasketData({
        basketUuid: uuid,
        data: { firstName: 'Eve' },
        user: { brandingId: 1, accountId: 6 },
      }),
    ).rejects.toMatchObject({ code: 'basket.not_found' });
  });
});
