import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoAccountIdOf } from '../../../src/modules/accounts/index.ts';
import { withContext } from '../../../src/platform/db/unit-of-work.ts';
import { json, lastMailTo, logIn, seedLogins } from '../../support/accounts.ts';
import { listNumber } from '../../support/inventory.ts';
import { cookieFrom, createTestApp, type TestApp } from '../../support/test-app.ts';
import { answer, holdOf, offerUuid, postOffer, row, timersOf } from './negotiations-support.ts';

let t: TestApp;
let admin: string;
let user: string;
let broker: string;
let staff: string;
let adminAccount: number;
let brokerAccount: number;
let numbers = 0;
const HOUR = 3_600_000;

/** A fresh house number listed at $500 (the house's minimum offer is half: $250). */
async function freshNumber(priceCents = 50_000): Promise<string> {
  const tn = `+1406234${String(1000 + ++numbers)}`;
  await listNumber(t, tn, { priceCents });
  return tn;
}

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-27T10:00:00Z' });
  await seedLogins(t);
  const accountOf = (email: string) => withContext(t.orm, () => demoAccountIdOf(t.orm.em.fork(), email));
  adminAccount = (await accountOf('admin@numberyard.test'))!;
  brokerAccount = (await accountOf('broker@numberyard.test'))!;
  admin = await logIn(t, 'admin@numberyard.test');
  user = await logIn(t, 'user@numberyard.test');
  broker = await logIn(t, 'broker@numberyard.test');
  staff = await logIn(t, 'staff@numberyard.test');
});
afterAll(() => t.close());
/** Sessions lapse within a day: after moving the clock that far, sign in again. */
const dayLater = (who: 'admin' | 'staff') => logIn(t, `${who}@numberyard.test`);

// Tests move the clock a day on; each starts back at the same moment, so the sessions stay valid.
beforeEach(() => t.clock.set('2026-11-27T10:00:00Z'));

describe('POST /api/offers: who may offer', () => {
  it('opens an account for a guest, answers a loginToken, holds the offer on the card and mails both parties', async () => {
    const tn = await freshNumber();
    const response = await postOffer(t, {
      tn,
      offer: 30_000,
      email: 'guest-offer@example.com',
      password: 'Tr4ding-Numbers!',
    });
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(201);
    expect(body).toEqual({
      uuid: expect.any(String),
      negotiationId: expect.any(Number),
      loginToken: expect.any(String),
    });
    const session = await t.request(`/api/session/${body.loginToken}`);
    expect(session.status).toBe(200);
    const cookie = cookieFrom(session, 'ny_session');
    const offer = await json(await t.request(`/api/offers/${body.uuid}`, { cookie }));
    expect(offer.body).toMatchObject({
      tn,
      formattedTn: '(406) 234-1001',
      originalPrice: 50_000,
      initialOffer: 30_000,
      counterOffer: null,
      offer: 30_000,
      status: 'submitted',
      expirationDate: '2026-11-28T10:00:00.000Z',
    });
    expect(await holdOf(t, body.uuid)).toMatchObject({ amount_cents: 30_000, status: 'requires_capture' });
    expect((await lastMailTo(t, 'guest-offer@example.com'))?.subject).toContain('Your offer of $300.00');
    const [sales] = await t.sql<{ to_address: string }>(
      "select to_address from platform.mail_outbox where subject like 'New offer of $300.00%' order by id desc limit 1",
    );
    expect(sales?.to_address).toBeTruthy();
  });

  it("takes a guest's hold placed by the browser (reference offer:<digits>) and refuses one of another amount", async () => {
    const tn = await freshNumber();
    const hold = async (amount: number) => {
      const intent = await t.request('/api/stripe-payment-intents', {
        method: 'POST',
        json: {
          amount,
          recaptchaToken: 't',
          metadata: { reference: `offer:${tn.slice(1)}` },
          payment_method: 'pm_card_visa',
        },
      });
      expect(intent.status).toBe(201);
      return (await intent.json()).id as string;
    };
    const guest = { tn, offer: 30_000, password: 'Tr4ding-Numbers!' };
    const wrong = await postOffer(t, {
      ...guest,
      email: 'hold-1@example.com',
      paymentIntentId: await hold(29_999),
    });
    expect(wrong.status).toBe(422);
    const right = await postOffer(t, {
      ...guest,
      email: 'hold-2@example.com',
      paymentIntentId: await hold(30_000),
    });
    expect(right.status).toBe(201);
    expect(await holdOf(t, (await right.json()).uuid)).toMatchObject({
      amount_cents: 30_000,
      reference: `offer:${tn.slice(1)}`,
    });
  });

  it("refuses an offer under $9.95 with the spec's message and stores nothing", async () => {
    const tn = await freshNumber();
    const response = await json(await postOffer(t, { tn, offer: 994 }, admin));
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain('Please enter an offer of at least $9.95.');
    expect(await t.sql('select 1 from offers.negotiation where tn = $1', [tn])).toHaveLength(0);
  });

  it('refuses a user-role member: only account admins may offer', async () => {
    const response = await json(await postOffer(t, { tn: await freshNumber(), offer: 30_000 }, user));
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('You must be logged in as an account admin to make an offer.');
  });

  it('refuses an offer while the balance is over the credit limit', async () => {
    await t.composed.modules.billing.ledger.record({
      accountId: adminAccount,
      entries: [{ kind: 'charge', amountCents: 5_000, description: 'test debt', reference: 'test:debt' }],
    });
    const response = await json(await postOffer(t, { tn: await freshNumber(), offer: 30_000 }, admin));
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('offers.over_credit_limit');
    await t.composed.modules.billing.ledger.record({
      accountId: adminAccount,
      entries: [{ kind: 'payment', amountCents: 5_000, description: 'test paid', reference: 'test:paid' }],
    });
    expect((await postOffer(t, { tn: await freshNumber(), offer: 30_000 }, admin)).status).toBe(201);
  });

  it('holds 100 cents for a high offer (1,000,000 cents or more), which is paid by wire transfer', async () => {
    const tn = await freshNumber(2_000_000);
    const uuid = await offerUuid(t, { tn, offer: 1_000_000 }, admin);
    expect(await holdOf(t, uuid)).toMatchObject({ amount_cents: 100, status: 'requires_capture' });
    const offer = await json(await t.request(`/api/offers/${uuid}`, { cookie: admin }));
    expect(offer.body.wireTransfer).toBe(true);
  });

  it('answers 400 when the bot check fails, and refuses a guest whose email is in use; nothing stored', async () => {
    const tn = await freshNumber();
    const bot = await json(await postOffer(t, { tn, offer: 30_000, recaptchaToken: 'fail' }, admin));
    expect(bot.body.code).toBe('bot_check.failed');
    const taken = await json(
      await postOffer(t, { tn, offer: 30_000, email: 'admin@numberyard.test', password: 'Tr4ding-Numbers!' }),
    );
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Email is already in use.');
    expect(await t.sql('select 1 from offers.negotiation where tn = $1', [tn])).toHaveLength(0);
  });

  it('answers 404 for a number that is not on sale', async () => {
    expect((await postOffer(t, { tn: '+14062349999', offer: 30_000 }, admin)).status).toBe(404);
  });
});

describe('reading offers', () => {
  it("answers 404 for another account's offer, and for an id that does not match the uuid", async () => {
    const uuid = await offerUuid(t, { tn: await freshNumber(), offer: 30_000 }, admin);
    expect((await t.request(`/api/offers/${uuid}`, { cookie: broker })).status).toBe(404);
    const { negotiation_id: _n, id } = (await row(t, uuid)) as { id: number; negotiation_id?: number };
    expect((await t.request(`/api/negotiations/${id}?uuid=${uuid}`)).status).toBe(200);
    expect((await t.request(`/api/negotiations/${id + 1000}?uuid=${uuid}`)).status).toBe(404);
  });
});

describe('the seller side', () => {
  it("lists the house numbers' offers to staff with the brokerage prices, and none of them to a broker", async () => {
    const tn = await freshNumber();
    const uuid = await offerUuid(t, { tn, offer: 30_000 }, admin);
    const list = await json(
      await t.request(`/api/brokerage/negotiations?tn=${encodeURIComponent(tn)}&$include=brokerage`, {
        cookie: staff,
      }),
    );
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      expect.objectContaining({
        uuid,
        offer: 30_000,
        status: 'submitted',
        brokerage: { price: 50_000, minimumOffer: 25_000 },
      }),
    ]);
    const brokers = await json(
      await t.request(`/api/brokerage/negotiations?tn=${encodeURIComponent(tn)}`, { cookie: broker }),
    );
    expect(brokers.body.total).toBe(0);
    expect((await answer(t, uuid, { status: 'accepted' }, broker)).status).toBe(404);
  });

  it("shows a broker the offers on the broker's own numbers only, and hides them from staff", async () => {
    const tn = await freshNumber();
    const uuid = await offerUuid(t, { tn, offer: 30_000 }, admin);
    await t.sql('update offers.negotiation set seller_account_id = $1 where uuid = $2', [
      brokerAccount,
      uuid,
    ]);
    const mine = await json(await t.request('/api/brokerage/negotiations', { cookie: broker }));
    expect(mine.body.data.map((n: { uuid: string }) => n.uuid)).toEqual([uuid]);
    const house = await json(await t.request('/api/brokerage/negotiations?$limit=100', { cookie: staff }));
    expect(house.body.data.map((n: { uuid: string }) => n.uuid)).not.toContain(uuid);
    expect((await answer(t, uuid, { status: 'accepted' }, staff)).status).toBe(404);
    expect((await answer(t, uuid, { status: 'accepted' }, broker)).status).toBe(200);
  });

  it('sorts by expirationDate descending by default and answers a CSV file with Accept: text/csv', async () => {
    const list = await json(await t.request('/api/brokerage/negotiations?$limit=100', { cookie: staff }));
    const dates = list.body.data.map((n: { expirationDate: string }) => n.expirationDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const csv = await t.request('/api/brokerage/negotiations', {
      cookie: staff,
      headers: { accept: 'text/csv' },
    });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain('brokerage-negotiations-2026-11-27');
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toBe(
      'Phone number,List price,Offer,Min offer,Status,Expiration date,Negotiation id',
    );
    expect(text).toContain('(406) 234-');
  });

  it('refuses members who are neither staff nor admins', async () => {
    expect((await t.request('/api/brokerage/negotiations', { cookie: user })).status).toBe(403);
    expect((await t.request('/api/brokerage/negotiations')).status).toBe(401);
  });
});

describe('the lifecycle', () => {
  it('counter, then the buyer accepts: the basket may take it at the countered price; mails go both ways', async () => {
    const tn = await freshNumber();
    const uuid = await offerUuid(t, { tn, offer: 30_000 }, admin);
    const countered = await json(await answer(t, uuid, { status: 'countered', offer: 40_000 }, staff));
    expect(countered.status).toBe(200);
    expect(countered.body).toMatchObject({ status: 'countered', offer: 40_000, counterOffer: 40_000 });
    expect((await lastMailTo(t, 'admin@numberyard.test'))?.subject).toContain('Counter offer of $400.00');
    const { offers } = t.composed.modules;
    await expect(offers.acceptedForBasket(uuid, { accountId: adminAccount })).rejects.toThrow(
      'Offer Not Accepted',
    );
    const accepted = await json(
      await t.request(`/api/offers/${uuid}`, {
        method: 'PATCH',
        json: { status: 'accepted' },
        cookie: admin,
      }),
    );
    expect(accepted).toEqual({ status: 200, body: { status: 'accepted' } });
    expect(await offers.acceptedForBasket(uuid, { accountId: adminAccount })).toMatchObject({
      tn,
      priceCents: 40_000,
      negotiationUUID: uuid,
    });
    await expect(offers.acceptedForBasket(uuid, { accountId: brokerAccount })).rejects.toThrow(
      'Offer not found.',
    );
  });

  it('the buyer accepts only a countered offer', async () => {
    const uuid = await offerUuid(t, { tn: await freshNumber(), offer: 30_000 }, admin);
    const response = await t.request(`/api/offers/${uuid}`, {
      method: 'PATCH',
      json: { status: 'accepted' },
      cookie: admin,
    });
    expect(response.status).toBe(409);
  });

  it('after a counter the buyer cannot offer again on that number for 24 hours', async () => {
    const tn = await freshNumber();
    const uuid = await offerUuid(t, { tn, offer: 30_000 }, admin);
    await answer(t, uuid, { status: 'countered', offer: 45_000 }, staff);
    const again = await json(await postOffer(t, { tn, offer: 35_000 }, admin));
    expect(again.status).toBe(409);
    t.clock.advance(24 * HOUR + 1000);
    await t.composed.modules.offers.closeNegotiation({ uuid });
    expect((await row(t, uuid)).status).toBe('declined');
    expect((await postOffer(t, { tn, offer: 35_000 }, await dayLater('admin'))).status).toBe(201);
  });

  it('a decline releases the hold; after a second decline the buyer waits 24 hours', async () => {
    const tn = await freshNumber();
    const first = await offerUuid(t, { tn, offer: 30_000 }, admin);
    expect((await answer(t, first, { status: 'declined' }, staff)).status).toBe(200);
    expect(await holdOf(t, first)).toMatchObject({ status: 'canceled' });
    expect((await row(t, first)).hold_state).toBe('released');
    const second = await offerUuid(t, { tn, offer: 31_000 }, admin);
    await answer(t, second, { status: 'declined' }, staff);
    const third = await json(await postOffer(t, { tn, offer: 32_000 }, admin));
    expect(third.status).toBe(422);
    expect(third.body.code).toBe('offers.wait_required');
    t.clock.advance(24 * HOUR + 1000);
    expect((await postOffer(t, { tn, offer: 32_000 }, await dayLater('admin'))).status).toBe(201);
  });

  it("answers 'Offer Expired' to a seller answering after 24 hours, and 409 to a second answer", async () => {
    const late = await offerUuid(t, { tn: await freshNumber(), offer: 30_000 }, admin);
    const twice = await offerUuid(t, { tn: await freshNumber(), offer: 30_000 }, admin);
    expect((await answer(t, twice, { status: 'accepted' }, staff)).status).toBe(200);
    expect((await answer(t, twice, { status: 'declined' }, staff)).status).toBe(409);
    t.clock.advance(24 * HOUR);
    const expired = await json(await answer(t, late, { status: 'accepted' }, await dayLater('staff')));
    expect(expired.status).toBe(422);
    expect(expired.body.message).toBe('Offer Expired');
  });

  it("completes an accepted offer once: then 'Offer Already Completed'", async () => {
    const uuid = await offerUuid(t, { tn: await freshNumber(), offer: 30_000 }, admin);
    await answer(t, uuid, { status: 'accepted' }, staff);
    const { offers } = t.composed.modules;
    await withContext(t.orm, () =>
      t.composed.ports.tx(() => offers.completeNegotiation({ uuid, accountId: adminAccount })),
    );
    expect(await row(t, uuid)).toMatchObject({ status: 'completed', hold_state: 'released' });
    await expect(offers.acceptedForBasket(uuid, { accountId: adminAccount })).rejects.toThrow(
      'Offer Already Completed',
    );
  });
});

describe('timers (pg-boss jobs, fixed clock)', () => {
  it('queues the below-minimum reject 15 minutes out; the job declines the offer and releases its hold', async () => {
    const uuid = await offerUuid(t, { tn: await freshNumber(), offer: 20_000 }, admin);
    const created = t.clock.now().getTime();
    expect((await timersOf(t, uuid)).map((d) => d.getTime())).toEqual([created + 15 * 60_000]);
    t.clock.advance(15 * 60_000);
    expect(await t.composed.modules.offers.closeNegotiation({ uuid })).toBe('declined');
    expect(await row(t, uuid)).toMatchObject({
      status: 'declined',
      declined_reason: "The offer is below the seller's minimum.",
    });
    expect(await holdOf(t, uuid)).toMatchObject({ status: 'canceled' });
  });

  it('queues the 24-hour expiry; run early it changes nothing, run after 24 hours it declines and releases', async () => {
    const uuid = await offerUuid(t, { tn: await freshNumber(), offer: 30_000 }, admin);
    const created = t.clock.now().getTime();
    expect((await timersOf(t, uuid)).map((d) => d.getTime())).toEqual([created + 24 * HOUR]);
    t.clock.advance(23 * HOUR);
    expect(await t.composed.modules.offers.closeNegotiation({ uuid })).toBe('unchanged');
    t.clock.advance(HOUR);
    expect(await t.composed.modules.offers.closeNegotiation({ uuid })).toBe('declined');
    expect(await row(t, uuid)).toMatchObject({ status: 'declined', hold_state: 'released' });
    expect(await t.composed.modules.offers.closeNegotiation({ uuid })).toBe('unchanged');
    const offer = await json(await t.request(`/api/offers/${uuid}`, { cookie: await dayLater('admin') }));
    expect(offer.body.declinedReason).toBe('No answer within 24 hours.');
  });
});
