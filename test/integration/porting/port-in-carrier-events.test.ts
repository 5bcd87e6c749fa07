import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORT_IN_BILLING } from '../../../src/modules/basket/testing/port-in-billing.ts';
import { SUBMIT_PORT_IN_QUEUE } from '../../../src/modules/porting/app/port-in-queues.ts';
import { seedLogins } from '../../support/accounts.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { idOf } from '../messaging/account-numbers-kit.ts';

const SECRET = 'port-in-webhook-secret-0123';
const ADMIN_EMAIL = 'admin@numberyard.test';
let t: TestApp;
let acme: number;

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-28T12:00:00Z', env: { CARRIER_WEBHOOK_SECRET: SECRET } });
  await seedLogins(t);
  acme = await idOf(t, 'account', ADMIN_EMAIL);
});
afterAll(() => t.close());

let next = 8100;
/** A port-in order placed as checkout places it and handed to the (simulated) carrier: ids and number. */
async function submittedOrder(feeCents = 500) {
  const tn = `+1802234${next++}`;
  await t.composed.ports.runInContext(() =>
    t.composed.ports.tx(() =>
      t.composed.modules.porting.createPortInOrders({
        accountId: acme,
        brandingId: 1,
        checkoutOrderUuid: '00000000-0000-4000-8000-000000000002',
        numbers: [{ tn, planId: 3, billingPeriod: 1, billing: { ...PORT_IN_BILLING }, feeCents }],
      }),
    ),
  );
  const [{ id }] = (await t.sql<{ id: number }>('select id from porting.port_in_order where tn = $1', [
    tn,
  ])) as [{ id: number }];
  await t.composed.ports.runInContext(() =>
    t.composed.jobs.find((job) => job.queue === SUBMIT_PORT_IN_QUEUE)!.handle({ orderId: id }),
  );
  const [row] = await t.sql<{ carrier_order_id: string }>(
    'select carrier_order_id from porting.port_in_order where id = $1',
    [id],
  );
  return { id, tn, carrierOrderId: row!.carrier_order_id };
}

const send = (json: unknown, secret: string | null = SECRET) =>
  t.request('/api/carrier/port-in-events', {
    method: 'POST',
    json,
    headers: secret === null ? {} : { 'x-carrier-secret': secret },
  });

async function orderRow(id: number) {
  const [row] = await t.sql<{
    status: string;
    foc_date: string | null;
    reject_code: string | null;
    reject_reason: string | null;
    events: { kind: string }[];
  }>(
    'select status, foc_date::text, reject_code, reject_reason, events from porting.port_in_order where id = $1',
    [id],
  );
  return row!;
}

const feeCharges = (id: number) =>
  t.sql<{ amount_cents: number }>('select amount_cents from billing.ledger_entry where reference = $1', [
    `port-in:${id}`,
  ]);

const mailCount = async (id: number) =>
  (await t.sql('select 1 from platform.mail_outbox where text_body like $1', [`%port-ins?id=${id}\n%`]))
    .length;

describe('POST /api/carrier/port-in-events', () => {
  it('refuses a missing or wrong carrier secret (401) and changes nothing', async () => {
    const { id, carrierOrderId } = await submittedOrder();
    const event = { eventId: 'evt-auth', carrierOrderId, status: 'focDateSet', focDate: '2026-12-02' };
    expect((await send(event, null)).status).toBe(401);
    expect((await send(event, 'wrong-secret-0123456789')).status).toBe(401);
    // The secret is checked before the body, so a caller without it learns nothing of the body's shape.
    expect(
      (await send({ nonsense: true } as unknown as typeof event, 'wrong-secret-0123456789')).status,
    ).toBe(401);
    expect((await orderRow(id)).status).toBe('submitted');
    // The refused deliveries recorded nothing: the same event id is applied once it is authenticated.
    expect(await (await send(event)).json()).toMatchObject({ status: 'focDateSet', duplicate: false });
  });

  it('answers 404 for a carrier order id we do not know, recording nothing', async () => {
    const unknown = { eventId: 'evt-unknown', carrierOrderId: 'po-missing', status: 'completed' };
    const answer = await send(unknown);
    expect(answer.status).toBe(404);
    expect((await answer.json()).message).toBe('Port-in not found.');
    expect(
      await t.sql('select 1 from porting.processed_carrier_event where event_id = $1', ['evt-unknown']),
    ).toEqual([]);
  });

  it('applies a repeated event once: one timeline step, one mail', async () => {
    const { id, carrierOrderId } = await submittedOrder();
    const mailsBefore = await mailCount(id);
    const event = { eventId: 'evt-foc-1', carrierOrderId, status: 'focDateSet', focDate: '2026-12-02' };
    const first = await send(event);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ orderId: id, status: 'focDateSet', duplicate: false });
    expect(await (await send(event)).json()).toEqual({ orderId: id, status: 'focDateSet', duplicate: true });
    const row = await orderRow(id);
    expect(row.foc_date).toBe('2026-12-02');
    expect(row.events.filter((step) => step.kind === 'focDateSet')).toHaveLength(1);
    expect(await mailCount(id)).toBe(mailsBefore + 1);
  });

  it('completes the order as the check job does: the number joins the account and the fee is charged once', async () => {
    const { id, tn, carrierOrderId } = await submittedOrder();
    const done = { eventId: 'evt-done-1', carrierOrderId, status: 'completed', focDate: '2026-11-28' };
    expect(await (await send(done)).json()).toMatchObject({ status: 'completed', duplicate: false });
    expect(await (await send(done)).json()).toMatchObject({ status: 'completed', duplicate: true });
    // Another event id saying the same thing is recorded but changes nothing more.
    expect(await (await send({ ...done, eventId: 'evt-done-2' })).json()).toMatchObject({
      status: 'completed',
      duplicate: false,
    });
    expect((await orderRow(id)).events.map((step) => step.kind)).toEqual([
      'created',
      'submitted',
      'focDateSet',
      'completed',
    ]);
    expect(await feeCharges(id)).toEqual([{ amount_cents: 500 }]);
    const [number] = await t.sql<{ account_id: number }>(
      'select account_id from messaging.account_number where tn = $1',
      [tn],
    );
    expect(number?.account_id).toBe(acme);
  });

  it("rejects the order with the carrier's reason code and text", async () => {
    const { id, carrierOrderId } = await submittedOrder();
    const rejected = {
      eventId: 'evt-reject-1',
      carrierOrderId,
      status: 'rejected',
      reasonCode: '6P',
      reasonText: 'The account number does not match.',
    };
    expect(await (await send(rejected)).json()).toMatchObject({ status: 'rejected', duplicate: false });
    expect(await orderRow(id)).toMatchObject({
      status: 'rejected',
      reject_code: '6P',
      reject_reason: 'The account number does not match.',
    });
    expect(await feeCharges(id)).toEqual([]);
  });

  it('refuses an event without what its status needs (400)', async () => {
    const { carrierOrderId } = await submittedOrder();
    expect((await send({ eventId: 'evt-bad-1', carrierOrderId, status: 'focDateSet' })).status).toBe(400);
    expect((await send({ eventId: 'evt-bad-2', carrierOrderId, status: 'rejected' })).status).toBe(400);
  });
});
