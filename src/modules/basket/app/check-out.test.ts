import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../platform/clock/clock.ts';
import { RecordingMailer } from '../../../platform/mail/testing/recording-mailer.ts';
import { InMemoryRateLimiter } from '../../../platform/rate-limit/testing/in-memory-rate-limiter.ts';
import { Basket } from '../domain/basket.ts';
import { RESERVATION_MS } from '../domain/basket-item.ts';
import {
  heldNumber,
  InMemoryBaskets,
  InMemoryNumberHolds,
  RecordedBasketChanges,
  testPlans,
} from '../testing/in-memory-basket.ts';
import {
  FakeCheckoutPayments,
  FakeFraudScreening,
  InMemoryAccountNumbers,
  InMemoryCheckoutOrders,
  InMemoryCustomerAccounts,
  InMemoryLedger,
  InMemoryNumberSales,
  InMemoryPortInOrders,
  RecordedAudit,
} from '../testing/in-memory-checkout.ts';
import { makeAddItem } from './add-item.ts';
import { makeApproveFraudReview } from './approve-fraud-review.ts';
import { makeCaptureOrderPayment } from './capture-order-payment.ts';
import { type CheckOutInput, makeCheckOut } from './check-out.ts';
import type { CheckoutCaller } from './checkout-buyer.ts';
import { makeListFraudReviews } from './list-fraud-reviews.ts';
import { makeRejectFraudReview } from './reject-fraud-review.ts';
import { makeReleaseHeldOrder } from './release-held-order.ts';
import {
  CAPTURE_ORDER_PAYMENT_QUEUE,
  makeReleaseHeldOrdersOfAccount,
} from './release-held-orders-of-account.ts';

const GUEST: CheckoutCaller = { brandingId: 1, accountId: null, userId: null, role: null, isEmployee: false };
/** InMemoryCustomerAccounts: user 70 is account 7's admin (credit limit $100); 71 has the user role. */
const ADMIN: CheckoutCaller = { brandingId: 1, accountId: 7, userId: 70, role: 'admin', isEmployee: false };
const USER: CheckoutCaller = { ...ADMIN, userId: 71, role: 'user' };
const EMPLOYEE: CheckoutCaller = { ...ADMIN, isEmployee: true };
/** The Account Info step as the basket keeps it (the shared account-form rules). */
const CONTACT = {
  email: 'new@example.com',
  firstName: 'Nia',
  lastName: 'New',
  address: '5 Elm St',
  city: 'Trenton',
  state: 'NJ',
  zip: '08601',
  contact_number: '2012345678',
  agree_terms: true,
};
const PASSWORD = 'Numbers2026';
/** heldNumber(): $49 to buy; testPlans: Park (plan 1) is $2 a month. */
const DUE = 4_900 + 200;

function setup() {
  const clock = new FixedClock('2026-11-24T12:00:00Z');
  const baskets = new InMemoryBaskets();
  const holds = new InMemoryNumberHolds(
    Array.from({ length: 5 }, (_, i) => heldNumber({ numberId: i + 1, tn: `+1201234010${i}` })),
  );
  const orders = new InMemoryCheckoutOrders();
  const payments = new FakeCheckoutPayments();
  const fraud = new FakeFraudScreening();
  const ledger = new InMemoryLedger();
  const customers = new InMemoryCustomerAccounts();
  const accountNumbers = new InMemoryAccountNumbers();
  const portIns = new InMemoryPortInOrders();
  const sales = new InMemoryNumberSales(holds);
  const audit = new RecordedAudit();
  const mailer = new RecordingMailer();
  const queued: { queue: string; data: object }[] = [];
  const confirmationsRequested: { accountId: number; userId: number }[] = [];
  const jobs = { send: async (queue: string, data: object) => void queued.push({ queue, data }) };
  const taxes = { oneTimeCents: 0 };
  const none = { taxableAmount: 0, totalTax: 0 };
  const estimateTaxes = async () => ({
    oneTime: { taxableAmount: 0, totalTax: taxes.oneTimeCents },
    portIn: none,
    monthly: none,
    payloadHash: 'x',
    source: 'rates',
    estimatedAt: clock.now().toISOString(),
  });
  let uuids = 0;
  const tx = <T>(work: () => Promise<T>) => work();
  const deps = {
    baskets,
    holds,
    plans: testPlans(),
    changes: new RecordedBasketChanges(),
    clock,
    rateLimiter: new InMemoryRateLimiter(),
    tx,
    orders,
    payments,
    fraud,
    ledger,
    customers,
    accountNumbers,
    portIns,
    sales,
    audit,
    mailer,
    estimateTaxes,
    taxes,
    jobs,
    queued,
    confirmationsRequested,
    requestAccountConfirmation: async (input: { accountId: number; userId: number }) => {
      confirmationsRequested.push(input);
      return 'confirmation-1';
    },
    newUuid: () => `uuid-${++uuids}`,
    publicUrl: 'http://numberyard.localhost',
  };
  const addItem = makeAddItem(deps);
  const checkOut = makeCheckOut(deps);
  async function basketWith(
    caller: CheckoutCaller,
    tns: string[],
    data: Record<string, string | boolean> = CONTACT,
  ) {
    const basket = new Basket({
      uuid: `basket-${++uuids}`,
      brandingId: 1,
      accountId: caller.accountId,
      data,
      now: clock.now(),
    });
    await baskets.add(basket);
    for (const tn of tns) await addItem({ basketUuid: basket.uuid, tn, user: caller, ip: '203.0.113.9' });
    return basket.uuid;
  }
  const pay = (basketUuid: string, caller: CheckoutCaller, more: Partial<CheckOutInput> = {}) =>
    checkOut({
      basketUuid,
      caller,
      stripePaymentId: 'pm_card_visa',
      password: PASSWORD,
      ip: '203.0.113.9',
      ...more,
    });
  return {
    ...deps,
    basketWith,
    pay,
    checkOut,
    listFraudReviews: makeListFraudReviews(deps),
    approve: makeApproveFraudReview(deps),
    reject: makeRejectFraudReview(deps),
    releaseHeldOrder: makeReleaseHeldOrder(deps),
    releaseHeldOrdersOfAccount: makeReleaseHeldOrdersOfAccount(deps),
    captureOrderPayment: makeCaptureOrderPayment(deps),
  };
}

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

describe('orders held for review', () => {
  it('keeps the numbers and the uncaptured authorization, assigns nothing, and lists the order for staff', async () => {
    const s = setup();
    s.fraud.level = 'manualFraudReview';
    s.fraud.matched = [
      {
        fraudRuleId: 3,
        field: 'email',
        operator: 'regex',
        data: '@example\\.com$',
        action: 'manualFraudReview',
        comment: 'test',
      },
    ];
    const uuid = await s.basketWith(GUEST, ['+12012340100']);
    const result = await s.pay(uuid, GUEST);
    expect(result).toMatchObject({ fraudLevel: 'manualFraudReview', status: 'held_for_review' });
    expect(s.payments.calls).toEqual([`authorize pm_card_visa ${DUE}`]);
    expect(s.accountNumbers.assigned).toEqual([]);
    expect(s.sales.sold.size).toBe(0);
    expect(s.holds.held.get(1)).toEqual({ basketUuid: uuid, until: new Date('2026-12-01T12:00:00Z') });
    expect(s.ledger.entries).toEqual([]);
    expect(s.mailer.lastTo('new@example.com')?.subject).toBe('We are reviewing your order');
    const queue = await s.listFraudReviews({ skip: 0, limit: 10 });
    expect(queue.total).toBe(1);
    expect(queue.data[0]).toMatchObject({
      orderUuid: result.orderUuid,
      matchedRules: s.fraud.matched,
      tns: ['+12012340100'],
    });
  });

  it('approval sells, assigns and captures, audited', async () => {
    const s = setup();
    s.fraud.level = 'manualFraudReview';
    const uuid = await s.basketWith(GUEST, ['+12012340100']);
    const { orderUuid } = await s.pay(uuid, GUEST);
    const view = await s.approve({ orderUuid, staffUserId: 1 });
    expect(view).toMatchObject({ status: 'completed', decidedBy: 1 });
    expect(s.sales.sold).toEqual(new Set([1]));
    expect(s.accountNumbers.assigned.map((n) => n.tn)).toEqual(['+12012340100']);
    expect(s.payments.calls.at(-1)).toBe('capture pi_1');
    expect(s.audit.entries).toEqual([
      expect.objectContaining({
        actorUserId: 1,
        action: 'fraudReview.approve',
        subject: `checkoutOrder:${orderUuid}`,
      }),
    ]);
    await expect(s.approve({ orderUuid, staffUserId: 1 })).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('rejection frees the numbers and releases the authorization, audited', async () => {
    const s = setup();
    s.fraud.level = 'manualFraudReview';
    const uuid = await s.basketWith(GUEST, ['+12012340100']);
    const { orderUuid } = await s.pay(uuid, GUEST);
    expect((await s.reject({ orderUuid, staffUserId: 1 })).status).toBe('rejected');
    expect(s.holds.held.has(1)).toBe(false);
    expect(s.payments.calls.at(-1)).toBe('release pi_1');
    expect(s.audit.entries.map((e) => e.action)).toEqual(['fraudReview.reject']);
    expect((await s.listFraudReviews({ skip: 0, limit: 10 })).total).toBe(0);
  });

  it('releaseHeldOrder lets an automated review through, never a manual one', async () => {
    const s = setup();
    s.fraud.level = 'automatedFraudReview';
    const auto = await s.pay(await s.basketWith(GUEST, ['+12012340100']), GUEST);
    s.fraud.level = 'manualFraudReview';
    const manual = await s.pay(
      await s.basketWith(GUEST, ['+12012340101'], { ...CONTACT, email: 'b@example.com' }),
      GUEST,
    );
    await expect(s.releaseHeldOrder({ orderUuid: manual.orderUuid })).rejects.toMatchObject({
      kind: 'not_found',
    });
    expect(await s.releaseHeldOrder({ orderUuid: auto.orderUuid })).toEqual({ status: 'completed' });
    expect(s.accountNumbers.assigned.map((n) => n.tn)).toEqual(['+12012340100']);
    expect(s.payments.intents.get('pi_1')?.status).toBe('captured');
    expect(s.payments.intents.get('pi_2')?.status).toBe('authorized');
  });

  it("account confirmation releases the account's automated-review orders in its transaction and queues the capture", async () => {
    const s = setup();
    s.fraud.level = 'automatedFraudReview';
    const auto = await s.pay(await s.basketWith(GUEST, ['+12012340100']), GUEST);
    const accountId = s.customers.opened[0]!.accountId;
    expect(s.confirmationsRequested).toEqual([{ accountId, userId: s.customers.opened[0]!.userId }]);
    const mail = s.mailer.lastTo('new@example.com');
    expect(mail).toMatchObject({ category: 'account-confirmation', secret: true });
    expect(mail?.text).toContain('/confirm-account?uuid=confirmation-1');
    expect(await s.releaseHeldOrdersOfAccount({ accountId })).toBe(1);
    expect(s.accountNumbers.assigned.map((n) => [n.accountId, n.tn])).toEqual([[accountId, '+12012340100']]);
    expect(s.payments.calls.filter((c) => c.startsWith('capture'))).toEqual([]);
    expect(s.queued).toEqual([{ queue: CAPTURE_ORDER_PAYMENT_QUEUE, data: { orderUuid: auto.orderUuid } }]);
    await s.captureOrderPayment({ orderUuid: auto.orderUuid });
    expect(s.payments.intents.get('pi_1')?.status).toBe('captured');
    expect(await s.releaseHeldOrdersOfAccount({ accountId })).toBe(0);
  });
});
