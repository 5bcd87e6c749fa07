import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { json, logIn, seedLogins } from '../../support/accounts.ts';
import { listNumber } from '../../support/inventory.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { answer, holdOf, offerUuid, row } from './negotiations-support.ts';

let t: TestApp;
let admin: string;
let broker: string;
let staff: string;
let numbers = 0;

async function freshNumber(): Promise<string> {
  const tn = `+1406345${String(2000 + ++numbers)}`;
  await listNumber(t, tn, { priceCents: 50_000 });
  return tn;
}

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-27T10:00:00Z' });
  await seedLogins(t);
  admin = await logIn(t, 'admin@numberyard.test');
  broker = await logIn(t, 'broker@numberyard.test');
  staff = await logIn(t, 'staff@numberyard.test');
});
afterAll(() => t.close());
beforeEach(() => t.clock.set('2026-11-27T10:00:00Z'));

async function basketOf(cookie?: string): Promise<string> {
  const created = await t.request('/api/baskets', {
    method: 'POST',
    json: {},
    ...(cookie ? { cookie } : {}),
  });
  return (await created.json()).uuid;
}

function addOffer(basketUuid: string, tn: string, negotiationUUID: string, cookie?: string) {
  return t.request('/api/baskets/items', {
    method: 'POST',
    json: { basketUuid, tn, data: { negotiationUUID } },
    ...(cookie ? { cookie } : {}),
  });
}

/** An offer of $400 on a fresh $500 number that the house accepted. */
async function acceptedOffer(): Promise<{ tn: string; uuid: string }> {
  const tn = await freshNumber();
  const uuid = await offerUuid(t, { tn, offer: 40_000 }, admin);
  expect((await answer(t, uuid, { status: 'accepted' }, staff)).status).toBe(200);
  return { tn, uuid };
}

describe('an accepted offer in the basket', () => {
  it('is priced at the accepted offer, carries the negotiation, and checkout completes it and releases the hold', async () => {
    const { tn, uuid } = await acceptedOffer();
    const basket = await basketOf(admin);
    const added = await json(await addOffer(basket, tn, uuid, admin));
    expect(added.status).toBe(201);
    const { id: negotiationId } = (await row(t, uuid)) as { id: number };
    expect(added.body).toMatchObject({ tn, price: 40_000, data: { negotiationId, negotiationUUID: uuid } });

    const checkout = await t.request('/api/baskets/checkout', {
      method: 'POST',
      json: { uuid: basket, stripePaymentId: 'pm_card_visa' },
      cookie: admin,
    });
    expect(checkout.status, await checkout.clone().text()).toBe(200);
    expect(await row(t, uuid)).toMatchObject({ status: 'completed', hold_state: 'released' });
    expect(await holdOf(t, uuid)).toMatchObject({ status: 'canceled' });
    const offer = await json(await t.request(`/api/offers/${uuid}`, { cookie: admin }));
    expect(offer.body.status).toBe('completed');
  });

  it("refuses an offer that is not accepted yet with 'Offer Not Accepted'", async () => {
    const tn = await freshNumber();
    const uuid = await offerUuid(t, { tn, offer: 40_000 }, admin);
    const response = await json(await addOffer(await basketOf(admin), tn, uuid, admin));
    expect(response.status).toBe(422);
    expect(response.body.message).toBe('Offer Not Accepted');
  });

  it("refuses an accepted offer past its 24 hours with 'Offer Expired'", async () => {
    const { tn, uuid } = await acceptedOffer();
    t.clock.advance(24 * 3_600_000);
    const fresh = await logIn(t, 'admin@numberyard.test');
    const response = await json(await addOffer(await basketOf(fresh), tn, uuid, fresh));
    expect(response.status).toBe(422);
    expect(response.body.message).toBe('Offer Expired');
  });

  it("answers 404 for another account's offer and 401 for a guest, and takes no price from the client", async () => {
    const { tn, uuid } = await acceptedOffer();
    expect((await addOffer(await basketOf(broker), tn, uuid, broker)).status).toBe(404);
    expect((await addOffer(await basketOf(), tn, uuid)).status).toBe(401);
    const other = await freshNumber();
    expect((await addOffer(await basketOf(admin), other, uuid, admin)).status).toBe(400);
  });
});
