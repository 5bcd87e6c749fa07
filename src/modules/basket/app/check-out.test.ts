import { describe, expect, it } from 'vitest';
import { RESERVATION_MS } from '../domain/basket-item.ts';
import { ADMIN, CONTACT, DUE, EMPLOYEE, GUEST, PASSWORD, setup, USER } from '../testing/checkout-scenario.ts';
import { makeAddItem } from './add-item.ts';

describe('checkout of a guest basket', () => {
  it('queues a capture with the order, so a capture that fails after commit is charged by the job, the order standing', async () => {
    const s = setup();
    const uuid = await s.basketWith(GUEST, ['+12012340101']);
    s.payments.failNextCapture = true;
    const result = await s.pay(uuid, GUEST);
    expect(result.status).toBe('completed');
    expect(s.payments.intents.get('pi_1')?.status).toBe('authorized');
    expect(s.queued).toEqual([
      { queue: 'basket.capture-order-payment', data: { orderUuid: result.orderUuid } },
    ]);
    await s.captureOrderPayment({ orderUuid: result.orderUuid });
    expect(s.payments.intents.get('pi_1')?.status).toBe('captured');
  });

  it('opens the account, sells and assigns the numbers, records the ledger, captures the card and answers a login token', async () => {
    const s = setup();
    const uuid = await s.basketWith(GUEST, ['+12012340100']);
    const result = await s.pay(uuid, GUEST);
    expect(result).toMatchObject({
      token: 'token-1',
      fraudLevel: 'notFraud',
      status: 'completed',
      amountDue: DUE,
      paidWith: 'card',
      tnItems: [{ tn: '+12012340100', plan: 1, billingPeriod: 1, type: 'new', mode: 'buy' }],
    });
    expect(s.customers.opened).toEqual([
      expect.objectContaining({
        email: 'new@example.com',
        password: PASSWORD,
        brandingId: 1,
        accountId: 100,
        userId: 1000,
        anniversaryDate: '2026-11-24',
      }),
    ]);
    expect(s.customers.tokens).toEqual([{ userId: 1000, accountId: 100, token: 'token-1' }]);
    expect(s.accountNumbers.assigned).toEqual([
      {
        accountId: 100,
        tn: '+12012340100',
        planId: 1,
        billingPeriod: 1,
        mrcCents: 200,
        anniversaryDate: '2026-11-24',
        paidThrough: '2026-12-24',
        license: null,
      },
    ]);
    expect(s.sales.sold).toEqual(new Set([1]));
    expect(s.payments.calls).toEqual([`authorize pm_card_visa ${DUE}`, 'capture pi_1']);
    expect(await s.ledger.balanceCents(100)).toBe(0);
    expect(s.ledger.entries.map((e) => [e.kind, e.amountCents])).toEqual([
      ['charge', 4_900],
      ['charge', 200],
      ['payment', DUE],
    ]);
    expect(s.mailer.lastTo('new@example.com')?.subject).toBe('Your numbers are ready');
    const basket = await s.baskets.find(uuid);
    expect(basket?.checkedOutAt).toEqual(s.clock.now());
    expect(basket?.accountId).toBe(100);
    expect(await s.baskets.openItems(uuid)).toHaveLength(0);
  });

  it("adds the one-time tax estimated at the buyer's address and records it in the ledger", async () => {
    const s = setup();
    s.taxes.oneTimeCents = 350;
    const uuid = await s.basketWith(GUEST, ['+12012340100']);
    expect((await s.pay(uuid, GUEST)).amountDue).toBe(DUE + 350);
    expect(s.payments.calls[0]).toBe(`authorize pm_card_visa ${DUE + 350}`);
    expect(s.ledger.entries.find((e) => e.kind === 'tax')?.amountCents).toBe(350);
  });

  it('bills twelve months of the plan for a yearly billing period', async () => {
    const s = setup();
    const uuid = await s.basketWith(GUEST, []);
    await makeAddItem(s)({
      basketUuid: uuid,
      tn: '+12012340101',
      billingPeriod: 12,
      user: GUEST,
      ip: '1.1.1.1',
    });
    expect((await s.pay(uuid, GUEST)).amountDue).toBe(4_900 + 12 * 200);
  });

  it('refuses a guest without a password, with a weak one, or with an email in use, before any payment', async () => {
    const s = setup();
    const uuid = await s.basketWith(GUEST, ['+12012340100']);
    await expect(s.pay(uuid, GUEST, { password: undefined })).rejects.toMatchObject({
      code: 'checkout.password_required',
    });
    await expect(s.pay(uuid, GUEST, { password: 'short' })).rejects.toMatchObject({
      errors: { password: 'Password is invalid' },
    });
    const taken = await s.basketWith(GUEST, ['+12012340101'], { ...CONTACT, email: 'taken@example.com' });
    await expect(s.pay(taken, GUEST)).rejects.toMatchObject({
      message: 'Email is already in use.',
      kind: 'conflict',
    });
    const noContact = await s.basketWith(GUEST, ['+12012340102'], {});
    await expect(s.pay(noContact, GUEST)).rejects.toMatchObject({
      code: 'checkout.contact_missing',
      errors: { email: 'Email is required' },
    });
    expect(s.payments.calls).toEqual([]);
    expect(s.orders.orders).toEqual([]);
  });
});

describe('checkout of a signed-in account', () => {
  it("puts the numbers in the admin's account with its anniversary date, no new account", async () => {
    const s = setup();
    const uuid = await s.basketWith(ADMIN, ['+12012340100', '+12012340101']);
    const result = await s.pay(uuid, ADMIN, { password: undefined });
    expect(result.status).toBe('completed');
    expect(s.customers.opened).toEqual([]);
    expect(s.accountNumbers.assigned.map((n) => [n.accountId, n.tn, n.anniversaryDate])).toEqual([
      [7, '+12012340100', '2026-01-15'],
      [7, '+12012340101', '2026-01-15'],
    ]);
    expect(s.customers.tokens).toEqual([{ userId: 70, accountId: 7, token: 'token-1' }]);
  });

  it('refuses a member with the user role (403) and changes nothing', async () => {
    const s = setup();
    const uuid = await s.basketWith(ADMIN, ['+12012340100']);
    await expect(s.pay(uuid, USER)).rejects.toMatchObject({
      kind: 'forbidden',
      message: 'Only an account admin may check out.',
    });
    expect(s.payments.calls).toEqual([]);
    expect(s.sales.sold.size).toBe(0);
  });

  it('bills to the account when the charge is below the credit limit minus the balance, else refuses', async () => {
    const s = setup();
    const uuid = await s.basketWith(ADMIN, ['+12012340100']);
    const result = await s.pay(uuid, ADMIN, { payWith: 'account', stripePaymentId: undefined });
    expect(result.paidWith).toBe('account');
    expect(s.payments.calls).toEqual([]);
    expect(await s.ledger.balanceCents(7)).toBe(DUE);
    const second = await s.basketWith(ADMIN, ['+12012340101']);
    // $100 limit, $51 owed: another $51 is not below the $49 left.
    await expect(s.pay(second, ADMIN, { payWith: 'account' })).rejects.toMatchObject({
      code: 'checkout.credit_limit',
    });
  });

  it('lets an employee bypass payment, recorded on the order and credited in the ledger; nobody else', async () => {
    const s = setup();
    const uuid = await s.basketWith(EMPLOYEE, ['+12012340100']);
    await expect(s.pay(uuid, ADMIN, { payWith: 'bypass' })).rejects.toMatchObject({ kind: 'forbidden' });
    const result = await s.pay(uuid, EMPLOYEE, { payWith: 'bypass', stripePaymentId: undefined });
    expect(result.paidWith).toBe('bypass');
    expect(s.payments.calls).toEqual([]);
    expect(await s.ledger.balanceCents(7)).toBe(0);
  });
});

describe('checkout refusals change nothing', () => {
  it("answers 404 for another account's basket and for an unknown one", async () => {
    const s = setup();
    const uuid = await s.basketWith(ADMIN, ['+12012340100']);
    await expect(s.pay(uuid, GUEST)).rejects.toMatchObject({ kind: 'not_found' });
    await expect(s.pay(uuid, { ...ADMIN, accountId: 8, userId: 80 })).rejects.toMatchObject({
      kind: 'not_found',
    });
    await expect(s.pay('nope', GUEST)).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('refuses an empty basket (422) and one whose reservations all ran out (410)', async () => {
    const s = setup();
    const empty = await s.basketWith(GUEST, []);
    await expect(s.pay(empty, GUEST)).rejects.toMatchObject({
      kind: 'rule_violated',
      message: 'Your basket is empty.',
    });
    const lapsed = await s.basketWith(GUEST, ['+12012340100']);
    s.clock.advance(RESERVATION_MS + 1);
    await expect(s.pay(lapsed, GUEST)).rejects.toMatchObject({
      kind: 'gone',
      code: 'checkout.basket_expired',
    });
    expect(s.payments.calls).toEqual([]);
  });

  it('needs a payment id when something is due, and passes on a foreign one and a decline without an order', async () => {
    const s = setup();
    const uuid = await s.basketWith(GUEST, ['+12012340100']);
    await expect(s.pay(uuid, GUEST, { stripePaymentId: undefined })).rejects.toMatchObject({
      kind: 'validation',
      errors: { stripePaymentId: expect.any(String) },
    });
    await expect(s.pay(uuid, GUEST, { stripePaymentId: 'pi_foreign_1' })).rejects.toMatchObject({
      message: 'Payment not found',
    });
    await expect(s.pay(uuid, GUEST, { stripePaymentId: 'pm_card_chargeDeclined' })).rejects.toMatchObject({
      message: 'Your card was declined.',
    });
    expect(s.orders.orders).toEqual([]);
    expect(s.customers.opened).toEqual([]);
    expect(s.sales.sold.size).toBe(0);
  });

  it('refuses a severeFraud order (422) before any payment, the rules having seen the buyer and each number with its vendor', async () => {
    const s = setup();
    s.fraud.level = 'severeFraud';
    const uuid = await s.basketWith(GUEST, ['+12012340100']);
    await expect(s.pay(uuid, GUEST)).rejects.toMatchObject({
      kind: 'rule_violated',
      code: 'checkout.refused',
    });
    expect(s.payments.calls).toEqual([]);
    expect(s.fraud.screened[0]).toMatchObject({
      email: 'new@example.com',
      fullName: 'Nia New',
      ipAddress: '203.0.113.9',
      password: PASSWORD,
      items: [{ vendor: 'bwc', license: false, priceCents: 4_900, country: 'US' }],
    });
  });

  it('releases the authorization when a number is sold to someone else before the order commits', async () => {
    const s = setup();
    const uuid = await s.basketWith(GUEST, ['+12012340100']);
    s.sales.sold.add(1);
    await expect(s.pay(uuid, GUEST)).rejects.toMatchObject({
      kind: 'gone',
      message: 'Sorry, (201) 234-0100 is no longer available.',
    });
    expect(s.payments.calls).toEqual([`authorize pm_card_visa ${DUE}`, 'release pi_1']);
    expect(s.orders.orders).toEqual([]);
  });
});

describe('a retry of a checked-out basket', () => {
  it('answers the same order with a fresh token to its account, never authorizing again', async () => {
    const s = setup();
    const uuid = await s.basketWith(ADMIN, ['+12012340100']);
    const first = await s.pay(uuid, ADMIN);
    const again = await s.pay(uuid, ADMIN);
    expect(again).toEqual({ ...first, token: 'token-2' });
    expect(s.payments.calls.filter((c) => c.startsWith('authorize'))).toHaveLength(1);
    expect(s.orders.orders).toHaveLength(1);
  });

  it('answers the order of a simultaneous submit that closed the basket between its two reads, never 404', async () => {
    const s = setup();
    const uuid = await s.basketWith(ADMIN, ['+12012340100']);
    const first = await s.pay(uuid, ADMIN);
    const byBasket = s.orders.byBasket.bind(s.orders);
    let reads = 0;
    s.orders.byBasket = async (basketUuid: string) => (++reads === 1 ? null : byBasket(basketUuid));
    const late = await s.pay(uuid, ADMIN);
    expect(late.orderUuid).toBe(first.orderUuid);
    expect(s.payments.calls.filter((c) => c.startsWith('authorize'))).toHaveLength(1);
    expect(s.orders.orders).toHaveLength(1);
  });

  it('answers 409 to anyone else retrying a guest checkout', async () => {
    const s = setup();
    const uuid = await s.basketWith(GUEST, ['+12012340100']);
    await s.pay(uuid, GUEST);
    await expect(s.pay(uuid, GUEST)).rejects.toMatchObject({
      kind: 'conflict',
      message: 'This basket has already been checked out.',
    });
    expect(s.payments.calls.filter((c) => c.startsWith('authorize'))).toHaveLength(1);
  });
});
