import { describe, expect, it } from 'vitest';
import { CONTACT, DUE, GUEST, setup } from '../testing/checkout-scenario.ts';
import { CAPTURE_ORDER_PAYMENT_QUEUE } from './release-held-orders-of-account.ts';

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
