import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, lastMailTo, lastSmsTo, logIn, seedLogins } from '../../support/accounts.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import {
  accountData,
  accountNumbers,
  checkoutClient,
  freshNumber,
  numberStatus,
  PASSWORD,
  paymentsOf,
} from './checkout-kit.ts';

/** Fraud levels at checkout with the admin module's rules, and the staff review queue, through HTTP. */
let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-24T12:00:00Z' });
  await seedLogins(t);
  staff = await logIn(t, 'staff@numberyard.test');
  for (const [domain, action] of [
    ['review\\.test', 'manualFraudReview'],
    ['auto\\.test', 'automatedFraudReview'],
    ['fraud\\.test', 'severeFraud'],
  ]) {
    const created = await t.request('/api/admin/fraudRules', {
      method: 'POST',
      cookie: staff,
      json: { field: 'email', operator: 'regex', data: `@${domain}$`, action, comment: domain, priority: 0 },
    });
    expect(created.status).toBe(201);
  }
});
afterAll(() => t.close());

async function guestCheckout(email: string) {
  const tn = await freshNumber(t, '+1201567');
  const guest = checkoutClient(t);
  const uuid = await guest.basket([tn], accountData(email));
  const response = await guest.checkout({ uuid, stripePaymentId: 'pm_card_visa', password: PASSWORD });
  return { tn, uuid, response, body: await response.json() };
}

const review = (orderUuid: string, decision: 'approve' | 'reject', cookie = staff) =>
  t.request(`/api/admin/fraud-reviews/${orderUuid}/${decision}`, { method: 'POST', cookie });

const auditOf = (orderUuid: string) =>
  t.sql<{ action: string }>('select action from admin.audit_entry where subject = $1 order by id', [
    `checkoutOrder:${orderUuid}`,
  ]);

describe('fraud levels at checkout', () => {
  it('refuses a severeFraud order with 422: nothing charged, no account, the number still held', async () => {
    const { tn, uuid, response, body } = await guestCheckout('eve@fraud.test');
    expect(response.status).toBe(422);
    expect(body).toMatchObject({ code: 'checkout.refused' });
    expect(await paymentsOf(t, uuid)).toEqual([]);
    expect(await numberStatus(t, tn)).toEqual({ status: 'available', reserved_basket: uuid });
  });

  it('holds a manual-review order: numbers kept, card authorized only, listed for staff with the matched rule', async () => {
    const { tn, uuid, response, body } = await guestCheckout('rex@review.test');
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ fraudLevel: 'manualFraudReview', status: 'held_for_review' });
    expect(await paymentsOf(t, uuid)).toEqual([{ status: 'requires_capture', amount_cents: body.amountDue }]);
    expect(await numberStatus(t, tn)).toEqual({ status: 'available', reserved_basket: uuid });
    expect(await accountNumbers(t, tn)).toEqual([]);
    expect((await lastMailTo(t, 'rex@review.test'))?.subject).toBe('We are reviewing your order');
    // Held beyond the basket's 30 minutes: nobody else can take the number meanwhile.
    t.clock.advance(60 * 60 * 1000);
    const other = await checkoutClient(t).basket([]);
    const taken = await t.request('/api/baskets/items', { method: 'POST', json: { basketUuid: other, tn } });
    expect(taken.status).toBe(410);

    const queue = await (await t.request('/api/admin/fraud-reviews', { cookie: staff })).json();
    expect(queue.data).toEqual([
      expect.objectContaining({
        orderUuid: body.orderUuid,
        tns: [tn],
        matchedRules: [expect.objectContaining({ field: 'email', action: 'manualFraudReview' })],
      }),
    ]);
  });

  it('approval sells and assigns the numbers and captures the card; rejection frees them and releases it; both audited', async () => {
    const approved = await guestCheckout('amy@review.test');
    const rejected = await guestCheckout('ron@review.test');
    const customer = await logIn(t, 'admin@numberyard.test');
    expect((await review(approved.body.orderUuid, 'approve', customer)).status).toBe(403);

    const yes = await review(approved.body.orderUuid, 'approve');
    expect(yes.status).toBe(200);
    expect(await yes.json()).toMatchObject({ status: 'completed', decidedBy: expect.any(Number) });
    expect(await numberStatus(t, approved.tn)).toEqual({ status: 'sold', reserved_basket: null });
    expect(await accountNumbers(t, approved.tn)).toHaveLength(1);
    expect(await paymentsOf(t, approved.uuid)).toEqual([
      { status: 'succeeded', amount_cents: approved.body.amountDue },
    ]);

    const no = await review(rejected.body.orderUuid, 'reject');
    expect(no.status).toBe(200);
    expect(await numberStatus(t, rejected.tn)).toEqual({ status: 'available', reserved_basket: null });
    expect(await accountNumbers(t, rejected.tn)).toEqual([]);
    expect(await paymentsOf(t, rejected.uuid)).toEqual([
      { status: 'canceled', amount_cents: rejected.body.amountDue },
    ]);

    expect(await auditOf(approved.body.orderUuid)).toEqual([{ action: 'fraudReview.approve' }]);
    expect(await auditOf(rejected.body.orderUuid)).toEqual([{ action: 'fraudReview.reject' }]);
    expect((await review(approved.body.orderUuid, 'reject')).status).toBe(404);
  });

  it('holds an automated-review order until the buyer confirms their phone at the mailed link, then provisions it once', async () => {
    const { tn, uuid, body } = await guestCheckout('ann@auto.test');
    expect(body).toMatchObject({ fraudLevel: 'automatedFraudReview', status: 'held_for_review' });
    const mail = await lastMailTo(t, 'ann@auto.test');
    const confirmation = /confirm-account\?uuid=([0-9a-f-]{36})/.exec(mail?.text_body ?? '')?.[1];
    expect(confirmation, mail?.text_body).toBeDefined();

    const confirm = (json: unknown) =>
      t.request(`/api/confirm-account/${confirmation}`, { method: 'PATCH', json });
    expect((await confirm({ phone: '(201) 234-5678' })).status).toBe(200);
    const coded = await confirm({ code: codeIn(await lastSmsTo(t, '+12012345678')) });
    expect(coded.status).toBe(200);
    // The card was authorized at checkout: nothing more is due, so confirming activates without a payment.
    expect(await coded.json()).toMatchObject({ amountDue: 0 });
    const activated = await confirm({ activate: true });
    expect(activated.status).toBe(200);
    expect(await activated.json()).toMatchObject({ isActivated: true });

    expect(await numberStatus(t, tn)).toEqual({ status: 'sold', reserved_basket: null });
    expect(await accountNumbers(t, tn)).toHaveLength(1);
    const [order] = await t.sql<{ status: string }>(
      'select status from basket.checkout_order where uuid = $1',
      [body.orderUuid],
    );
    expect(order?.status).toBe('completed');
    const queued = await t.sql<{ n: string }>(
      "select count(*) as n from pgboss.job where name = 'basket.capture-order-payment' and data->>'orderUuid' = $1",
      [body.orderUuid],
    );
    expect(Number(queued[0]?.n)).toBe(1);
    // The capture job's work: the authorized card is charged once.
    await t.composed.ports.runInContext(async () => {
      const job = t.composed.jobs.find((definition) => definition.queue === 'basket.capture-order-payment');
      await job!.handle({ orderUuid: body.orderUuid });
    });
    expect(await paymentsOf(t, uuid)).toEqual([{ status: 'succeeded', amount_cents: body.amountDue }]);
  });

  it("matches a vendor rule against each number's supplier (the catalog's vendor, kept on the basket line)", async () => {
    const created = await t.request('/api/admin/fraudRules', {
      method: 'POST',
      cookie: staff,
      json: {
        field: 'vendor',
        operator: '=',
        data: 'telnyx',
        action: 'manualFraudReview',
        comment: 'vendor check',
      },
    });
    const rule = await created.json();
    try {
      const { body } = await guestCheckout('val@vendor-check.example');
      expect(body).toMatchObject({ fraudLevel: 'manualFraudReview', status: 'held_for_review' });
      const [line] = await t.sql<{ vendor: string }>(
        'select i.vendor from basket.basket_item i join basket.checkout_order o on o.basket_uuid = i.basket_uuid where o.uuid = $1',
        [body.orderUuid],
      );
      expect(line?.vendor).toBe('telnyx');
    } finally {
      await t.request(`/api/admin/fraudRules/${rule.fraudRuleId}`, { method: 'DELETE', cookie: staff });
    }
  });
});
