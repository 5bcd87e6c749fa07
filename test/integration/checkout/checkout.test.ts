import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo, logIn, seedLogins } from '../../support/accounts.ts';
import { cookieFrom, createTestApp, type TestApp } from '../../support/test-app.ts';
import {
  accountData,
  accountNumbers,
  checkoutClient,
  freshNumber,
  ledgerOf,
  numberStatus,
  PASSWORD,
  paymentsOf,
} from './checkout-kit.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-24T12:00:00Z' });
  await seedLogins(t);
  admin = await logIn(t, 'admin@numberyard.test');
});
afterAll(() => t.close());

describe('POST /api/baskets/checkout for a guest', () => {
  it('opens the account, sells and assigns the number, charges the card, mails the buyer and answers a login token', async () => {
    const tn = await freshNumber(t);
    const guest = checkoutClient(t);
    const uuid = await guest.basket([tn], accountData('nia@example.com'));
    const response = await guest.checkout({ uuid, stripePaymentId: 'pm_card_visa', password: PASSWORD });
    expect(response.status).toBe(200);
    const order = await response.json();
    expect(order).toMatchObject({
      fraudLevel: 'notFraud',
      status: 'completed',
      paidWith: 'card',
      tnItems: [{ tn, type: 'new', mode: 'buy', plan: 1, billingPeriod: 1 }],
    });
    expect(order.amountDue).toBeGreaterThanOrEqual(4_900 + 200);

    expect(await numberStatus(t, tn)).toEqual({ status: 'sold', reserved_basket: null });
    const [assigned] = await accountNumbers(t, tn);
    expect(assigned).toMatchObject({ plan_id: 1, billing_period: 1, anniversary_date: '2026-11-24' });
    expect(await paymentsOf(t, uuid)).toEqual([{ status: 'succeeded', amount_cents: order.amountDue }]);
    const ledger = await ledgerOf(t, assigned!.account_id);
    const balance = ledger.reduce(
      (sum, e) => sum + (['charge', 'tax'].includes(e.kind) ? 1 : -1) * e.amount_cents,
      0,
    );
    expect(balance).toBe(0);
    expect((await lastMailTo(t, 'nia@example.com'))?.subject).toBe('Your numbers are ready');

    const session = await t.request(`/api/session/${order.token}`);
    expect(session.status).toBe(200);
    const profile = await (
      await t.request('/api/profile', { cookie: cookieFrom(session, 'ny_session') })
    ).json();
    expect(profile).toMatchObject({
      isLoggedIn: true,
      role: 'admin',
      userInfo: { email: 'nia@example.com' },
    });
    // The basket is closed: its uuid opens nothing any more.
    expect((await t.request(`/api/baskets/${uuid}`)).status).toBe(404);
  });

  it("refuses a declined card and an insufficient-funds card with the card's text, changing nothing", async () => {
    const tn = await freshNumber(t);
    const guest = checkoutClient(t);
    const uuid = await guest.basket([tn], accountData('declined@example.com'));
    for (const [card, message] of [
      ['pm_card_chargeDeclined', 'Your card was declined.'],
      ['pm_card_chargeDeclinedInsufficientFunds', 'Your card has insufficient funds.'],
    ]) {
      const response = await guest.checkout({ uuid, stripePaymentId: card, password: PASSWORD });
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({ message });
    }
    expect(await numberStatus(t, tn)).toEqual({ status: 'available', reserved_basket: uuid });
    expect(await accountNumbers(t, tn)).toEqual([]);
    expect(await t.sql('select 1 from accounts."user" where email = $1', ['declined@example.com'])).toEqual(
      [],
    );
    // The buyer tries another card: the basket checks out.
    expect((await guest.checkout({ uuid, stripePaymentId: 'pm_card_visa', password: PASSWORD })).status).toBe(
      200,
    );
  });

  it("answers 409 to a retry of a guest's checked-out basket, never charging again", async () => {
    const tn = await freshNumber(t);
    const guest = checkoutClient(t);
    const uuid = await guest.basket([tn], accountData('retry@example.com'));
    expect((await guest.checkout({ uuid, stripePaymentId: 'pm_card_visa', password: PASSWORD })).status).toBe(
      200,
    );
    const again = await guest.checkout({ uuid, stripePaymentId: 'pm_card_visa', password: PASSWORD });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: 'This basket has already been checked out.' });
    expect(await paymentsOf(t, uuid)).toHaveLength(1);
  });

  it('refuses an email in use, a missing password and an incomplete Account Info step with 4xx before any payment', async () => {
    const tn = await freshNumber(t);
    const guest = checkoutClient(t);
    const taken = await guest.basket([tn], accountData('admin@numberyard.test'));
    const inUse = await guest.checkout({ uuid: taken, stripePaymentId: 'pm_card_visa', password: PASSWORD });
    expect(inUse.status).toBe(409);
    expect(await inUse.json()).toMatchObject({ errors: { email: 'Email is already in use.' } });
    const noPassword = await guest.checkout({ uuid: taken, stripePaymentId: 'pm_card_visa' });
    expect(noPassword.status).toBe(400);
    const bare = await guest.basket([await freshNumber(t)]);
    const incomplete = await guest.checkout({
      uuid: bare,
      stripePaymentId: 'pm_card_visa',
      password: PASSWORD,
    });
    expect(incomplete.status).toBe(400);
    expect((await incomplete.json()).errors).toHaveProperty('email');
    expect(await paymentsOf(t, taken)).toEqual([]);
  });

  it('answers 422 for an empty basket, 404 for an unknown or foreign one, 400 for a body without uuid', async () => {
    const guest = checkoutClient(t);
    const empty = await guest.basket([], accountData('empty@example.com'));
    const emptyAnswer = await guest.checkout({
      uuid: empty,
      stripePaymentId: 'pm_card_visa',
      password: PASSWORD,
    });
    expect(emptyAnswer.status).toBe(422);
    expect(await emptyAnswer.json()).toMatchObject({ message: 'Your basket is empty.' });
    const owned = await checkoutClient(t, admin).basket([await freshNumber(t)]);
    expect(
      (await guest.checkout({ uuid: owned, stripePaymentId: 'pm_card_visa', password: PASSWORD })).status,
    ).toBe(404);
    expect(
      (await guest.checkout({ uuid: crypto.randomUUID(), stripePaymentId: 'pm_card_visa' })).status,
    ).toBe(404);
    expect((await guest.checkout({ stripePaymentId: 'pm_card_visa' })).status).toBe(400);
  });
});

describe('POST /api/baskets/checkout signed in', () => {
  it("puts the numbers in the admin's account; a retry answers the same order with a fresh token", async () => {
    const tn = await freshNumber(t);
    const client = checkoutClient(t, admin);
    const uuid = await client.basket([tn]);
    const first = await client.checkout({ uuid, stripePaymentId: 'pm_card_visa' });
    expect(first.status).toBe(200);
    const order = await first.json();
    const [acme] = await t.sql<{ account_id: number }>(
      `select m.account_id from accounts.membership m join accounts."user" u on u.id = m.user_id
        where u.email = 'admin@numberyard.test'`,
    );
    expect((await accountNumbers(t, tn))[0]?.account_id).toBe(acme!.account_id);

    const again = await client.checkout({ uuid, stripePaymentId: 'pm_card_visa' });
    expect(again.status).toBe(200);
    const replay = await again.json();
    expect(replay).toEqual({ ...order, token: expect.any(String) });
    expect(replay.token).not.toBe(order.token);
    expect(await paymentsOf(t, uuid)).toHaveLength(1);
  });

  it('refuses a member with the user role (403) and leaves the number held', async () => {
    const user = await logIn(t, 'user@numberyard.test');
    const tn = await freshNumber(t);
    const uuid = await checkoutClient(t, user).basket([tn]);
    const response = await checkoutClient(t, user).checkout({ uuid, stripePaymentId: 'pm_card_visa' });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ message: 'Only an account admin may check out.' });
    expect(await numberStatus(t, tn)).toEqual({ status: 'available', reserved_basket: uuid });
  });
});

describe('the fraud review queue', () => {
  it('is for staff in a web session only', async () => {
    expect((await t.request('/api/admin/fraud-reviews')).status).toBe(401);
    expect((await t.request('/api/admin/fraud-reviews', { cookie: admin })).status).toBe(403);
    const staff = await logIn(t, 'staff@numberyard.test');
    const list = await t.request('/api/admin/fraud-reviews', { cookie: staff });
    expect(list.status).toBe(200);
    expect(await list.json()).toEqual({ data: [], total: 0, limit: 25, skip: 0 });
    const unknown = `/api/admin/fraud-reviews/${crypto.randomUUID()}/approve`;
    expect((await t.request(unknown, { method: 'POST', cookie: staff })).status).toBe(404);
  });
});
