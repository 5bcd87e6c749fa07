import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PORT_IN_BILLING } from '../../../src/modules/basket/testing/port-in-billing.ts';
import { SIMULATOR_REJECT } from '../../../src/modules/porting/adapters/carrier/simulated-port-in-carrier.ts';
import {
  CHECK_PORT_IN_QUEUE,
  PARK_STALE_PORT_INS_QUEUE,
  SUBMIT_PORT_IN_QUEUE,
} from '../../../src/modules/porting/app/port-in-queues.ts';
import { json, logIn, seedLogins } from '../../support/accounts.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { idOf } from '../messaging/account-numbers-kit.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ADMIN_EMAIL = 'admin@numberyard.test';

let t: TestApp;
let admin: string;
let user: string;
let broker: string;
let acme: number;

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-26T12:00:00Z', env: { PORT_IN_SIMULATOR_DELAY_MINUTES: '60' } });
  await seedLogins(t);
  acme = await idOf(t, 'account', ADMIN_EMAIL);
});
// The tests move the clock by hours and days: fresh sessions for each.
beforeEach(async () => {
  admin = await logIn(t, ADMIN_EMAIL);
  user = await logIn(t, 'user@numberyard.test');
  broker = await logIn(t, 'broker@numberyard.test');
});
afterAll(() => t.close());

let next = 100;
/** Places a port-in order as checkout does (in a transaction) and answers its id. */
async function placeOrder(billing: Record<string, unknown> = {}, planId = 3): Promise<number> {
  const tn = `+1802234${String(next++).padStart(4, '0')}`;
  await t.composed.ports.runInContext(() =>
    t.composed.ports.tx(() =>
      t.composed.modules.porting.createPortInOrders({
        accountId: acme,
        brandingId: 1,
        checkoutOrderUuid: '00000000-0000-4000-8000-000000000001',
        numbers: [
          {
            tn,
            planId,
            billingPeriod: 1,
            billing: {
              ...PORT_IN_BILLING,
              lastName: 'Admin',
              account_number: '123456',
              pin: '9876',
              ...billing,
            },
            feeCents: 500,
          },
        ],
      }),
    ),
  );
  const [row] = await t.sql<{ id: number }>('select id from porting.port_in_order where tn = $1', [tn]);
  return row!.id;
}

const runJob = (queue: string, data: object = {}) =>
  t.composed.ports.runInContext(() => t.composed.jobs.find((job) => job.queue === queue)!.handle(data));

async function carrierOrderIdOf(id: number): Promise<string | null> {
  const [row] = await t.sql<{ carrier_order_id: string | null }>(
    'select carrier_order_id from porting.port_in_order where id = $1',
    [id],
  );
  return row?.carrier_order_id ?? null;
}
/** The check job as the submit job queued it: it names the carrier order it follows. */
const runCheck = async (id: number, carrierOrderId?: string | null) =>
  runJob(CHECK_PORT_IN_QUEUE, {
    orderId: id,
    carrierOrderId: carrierOrderId ?? (await carrierOrderIdOf(id)),
  });

async function orderRow(id: number) {
  const [row] = await t.sql<{
    status: string;
    tn: string;
    plan_id: number;
    foc_date: string | null;
    billing: Record<string, unknown>;
    pin_sealed: string | null;
  }>(
    'select status, tn, plan_id, foc_date::text, billing, pin_sealed from porting.port_in_order where id = $1',
    [id],
  );
  return row!;
}

async function mailsAbout(id: number) {
  return t.sql<{ subject: string; text_body: string; category: string }>(
    `select subject, text_body, category from platform.mail_outbox
      where to_address = $1 and text_body like $2 order by id`,
    [ADMIN_EMAIL, `%port-ins?id=${id}\n%`],
  );
}

async function jobsFor(queue: string, id: number) {
  return t.sql<{ start_after: string }>(
    `select start_after from pgboss.job where name = $1 and data->>'orderId' = $2 order by created_on`,
    [queue, String(id)],
  );
}

/** Signed in after the test moved the clock (sessions lapse when idle). */
const freshAdmin = () => logIn(t, ADMIN_EMAIL);
const detail = async (id: number, cookie?: string) =>
  t.request(`/api/accounts/port-ins/${id}`, { cookie: cookie ?? (await freshAdmin()) }).then(json);

describe('port-in order lifecycle', () => {
  it('checkout queues the submission in its transaction and keeps the PIN sealed, out of the billing data', async () => {
    const id = await placeOrder();
    expect(await jobsFor(SUBMIT_PORT_IN_QUEUE, id)).toHaveLength(1);
    const row = await orderRow(id);
    expect(row.status).toBe('pending');
    expect(row.billing).not.toHaveProperty('pin');
    expect(row.pin_sealed).toMatch(/^v1\./);
    expect(row.pin_sealed).not.toContain('9876');
  });

  it('moves submitted -> FOC date set -> completed with a mail at every step, and the number joins the account with its plan', async () => {
    const id = await placeOrder();
    await runJob(SUBMIT_PORT_IN_QUEUE, { orderId: id });
    expect((await orderRow(id)).status).toBe('submitted');
    const [check] = await jobsFor(CHECK_PORT_IN_QUEUE, id);
    expect(new Date(check?.start_after ?? 0).getTime()).toBe(t.clock.now().getTime() + HOUR);

    t.clock.advance(HOUR);
    await runCheck(id);
    const foc = await orderRow(id);
    expect(foc).toMatchObject({ status: 'focDateSet', foc_date: '2026-11-26' });

    t.clock.advance(HOUR);
    await runCheck(id);
    const done = await orderRow(id);
    expect(done.status).toBe('completed');
    const [number] = await t.sql<{ account_id: number; plan_id: number; billing_period: number }>(
      'select account_id, plan_id, billing_period from messaging.account_number where tn = $1',
      [done.tn],
    );
    expect(number).toEqual({ account_id: acme, plan_id: 3, billing_period: 1 });
    expect((await mailsAbout(id)).map((mail) => mail.category)).toEqual([
      'port-in-submitted',
      'port-in-focDateSet',
      'port-in-completed',
    ]);

    const { status, body } = await detail(id);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id, status: 'completed', focDate: '2026-11-26', hasPin: true });
    expect(body.timeline.map((event: { kind: string }) => event.kind)).toEqual([
      'created',
      'submitted',
      'focDateSet',
      'completed',
    ]);
    expect(JSON.stringify(body)).not.toContain('9876');
  });

  it('repeated jobs change and mail nothing more', async () => {
    const id = await placeOrder();
    await runJob(SUBMIT_PORT_IN_QUEUE, { orderId: id });
    await runJob(SUBMIT_PORT_IN_QUEUE, { orderId: id });
    t.clock.advance(2 * HOUR);
    await runCheck(id);
    await runCheck(id);
    expect((await orderRow(id)).status).toBe('completed');
    expect((await mailsAbout(id)).map((mail) => mail.category)).toEqual([
      'port-in-submitted',
      'port-in-focDateSet',
      'port-in-completed',
    ]);
    expect((await detail(id)).body.timeline).toHaveLength(4);
  });

  it('a check before the carrier answers schedules another and changes nothing', async () => {
    const id = await placeOrder();
    await runJob(SUBMIT_PORT_IN_QUEUE, { orderId: id });
    await runCheck(id);
    expect((await orderRow(id)).status).toBe('submitted');
    expect(await jobsFor(CHECK_PORT_IN_QUEUE, id)).toHaveLength(2);
  });
});

describe('rejected port-ins', () => {
  async function rejectedOrder(): Promise<number> {
    const id = await placeOrder({ account_number: 'REJECT' });
    await runJob(SUBMIT_PORT_IN_QUEUE, { orderId: id });
    t.clock.advance(HOUR);
    await runCheck(id);
    return id;
  }
  const correct = async (id: number, body: unknown, cookie?: string) =>
    t
      .request(`/api/accounts/port-ins/${id}`, {
        method: 'PATCH',
        cookie: cookie ?? (await freshAdmin()),
        json: body,
      })
      .then(json);

  it("is rejected with the carrier's reason code and text, and the customer is mailed", async () => {
    const id = await rejectedOrder();
    const { body } = await detail(id);
    expect(body).toMatchObject({
      status: 'rejected',
      rejectCode: SIMULATOR_REJECT.reasonCode,
      rejectReason: SIMULATOR_REJECT.reasonText,
    });
    expect((await mailsAbout(id)).at(-1)?.category).toBe('port-in-rejected');
  });

  it('an account admin corrects the billing data and the order is resubmitted and completes', async () => {
    const id = await rejectedOrder();
    const before = await carrierOrderIdOf(id);
    const { status, body } = await correct(id, { account_number: '555777', pin: '2468', zip: '05401' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'pending', rejectCode: null });
    expect(body.billing).toMatchObject({ account_number: '555777', zip: '05401', firstName: 'Ada' });
    expect(await jobsFor(SUBMIT_PORT_IN_QUEUE, id)).toHaveLength(2);
    await runJob(SUBMIT_PORT_IN_QUEUE, { orderId: id });
    t.clock.advance(2 * HOUR);
    const checksQueued = (await jobsFor(CHECK_PORT_IN_QUEUE, id)).length;
    await runCheck(id, before);
    expect((await orderRow(id)).status).toBe('submitted');
    expect(await jobsFor(CHECK_PORT_IN_QUEUE, id)).toHaveLength(checksQueued);
    await runCheck(id);
    expect((await orderRow(id)).status).toBe('completed');
    expect((await detail(id)).body.timeline.map((event: { kind: string }) => event.kind)).toEqual([
      'created',
      'submitted',
      'rejected',
      'corrected',
      'submitted',
      'focDateSet',
      'completed',
    ]);
  });

  it('bad correction data answers 400 and changes nothing', async () => {
    const id = await rejectedOrder();
    const { status, body } = await correct(id, { zip: 'abc' });
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain('Please enter a valid zip code.');
    expect((await orderRow(id)).status).toBe('rejected');
    expect((await correct(id, { pin: '1', surprise: 'x' })).status).toBe(400);
  });

  it('refuses a correction that leaves out what the billing modal requires (422, its messages) and changes nothing', async () => {
    const id = await placeOrder({ account_number: 'REJECT', pin: '', wireless: true });
    await runJob(SUBMIT_PORT_IN_QUEUE, { orderId: id });
    t.clock.advance(HOUR);
    await runCheck(id);
    expect((await orderRow(id)).status).toBe('rejected');
    const noPin = await correct(id, { account_number: '555777' });
    expect(noPin.status).toBe(422);
    expect(noPin.body).toMatchObject({ message: 'PIN is required', errors: { pin: 'PIN is required' } });
    const shortCity = await correct(id, { city: 'NY', pin: '1234' });
    expect(shortCity.status).toBe(422);
    expect(shortCity.body.errors).toHaveProperty('city');
    expect(await orderRow(id)).toMatchObject({ status: 'rejected', billing: { account_number: 'REJECT' } });
    expect(await jobsFor(SUBMIT_PORT_IN_QUEUE, id)).toHaveLength(1);
    expect((await correct(id, { account_number: '555777', pin: '1234' })).status).toBe(200);
  });

  it('an order that is not rejected cannot be corrected (409)', async () => {
    const id = await placeOrder();
    expect((await correct(id, { account_number: '1' })).status).toBe(409);
    expect((await orderRow(id)).billing).toMatchObject({ account_number: '123456' });
  });

  it("a user who is not an account admin gets 403, another account's admin 404", async () => {
    const id = await rejectedOrder();
    expect((await correct(id, { account_number: '1' }, await logIn(t, 'user@numberyard.test'))).status).toBe(
      403,
    );
    expect(
      (await correct(id, { account_number: '1' }, await logIn(t, 'broker@numberyard.test'))).status,
    ).toBe(404);
    expect((await orderRow(id)).status).toBe('rejected');
  });
});

describe('the Park move', () => {
  it('moves orders not completed after 30 days to the Park plan and mails the customer once', async () => {
    const stale = await placeOrder({}, 3);
    await runJob(SUBMIT_PORT_IN_QUEUE, { orderId: stale });
    t.clock.advance(29 * DAY);
    const fresh = await placeOrder({}, 3);
    t.clock.advance(DAY);
    await runJob(PARK_STALE_PORT_INS_QUEUE);
    await runJob(PARK_STALE_PORT_INS_QUEUE);
    expect((await orderRow(stale)).plan_id).toBe(1);
    expect((await orderRow(fresh)).plan_id).toBe(3);
    const parkMails = (await mailsAbout(stale)).filter((mail) => mail.category === 'port-in-parked');
    expect(parkMails).toHaveLength(1);
    expect(parkMails[0]?.text_body).toContain('$2/month');
    expect((await detail(stale)).body).toMatchObject({ parked: true, planId: 1 });
  });
});

describe('GET /api/accounts/port-ins', () => {
  it("lists the account's orders in the list language, newest first, without PINs", async () => {
    const { status, body } = await t.request('/api/accounts/port-ins?$limit=2', { cookie: admin }).then(json);
    expect(status).toBe(200);
    expect(body.data).toHaveLength(2);
    expect(body.total).toBeGreaterThan(2);
    expect(body.data[0].id).toBeGreaterThan(body.data[1].id);
    expect(JSON.stringify(body)).not.toContain('9876');
    const rejected = await t.request('/api/accounts/port-ins?status=rejected', { cookie: admin }).then(json);
    expect(rejected.body.data.every((order: { status: string }) => order.status === 'rejected')).toBe(true);
    expect((await t.request('/api/accounts/port-ins?nope=1', { cookie: admin })).status).toBe(400);
  });

  it("another account sees none of them, and another account's order is 404", async () => {
    const id = await placeOrder();
    const { body } = await t.request('/api/accounts/port-ins', { cookie: broker }).then(json);
    expect(body.total).toBe(0);
    expect((await detail(id, broker)).status).toBe(404);
    expect((await t.request('/api/accounts/port-ins')).status).toBe(401);
    expect((await t.request('/api/accounts/port-ins', { cookie: user })).status).toBe(403);
  });
});
