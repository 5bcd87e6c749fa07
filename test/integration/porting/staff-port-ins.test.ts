import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORT_IN_BILLING } from '../../../src/modules/basket/testing/port-in-billing.ts';
import {
  CHECK_PORT_IN_QUEUE,
  SUBMIT_PORT_IN_QUEUE,
} from '../../../src/modules/porting/app/port-in-queues.ts';
import { json, logIn, seedLogins } from '../../support/accounts.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { idOf } from '../messaging/account-numbers-kit.ts';

const NOW = '2026-11-26T12:00:00Z';
const HOUR = 3_600_000;
let t: TestApp;
let acme: number;

beforeAll(async () => {
  t = await createTestApp({ now: NOW, env: { PORT_IN_SIMULATOR_DELAY_MINUTES: '60' } });
  await seedLogins(t);
  acme = await idOf(t, 'account', 'admin@numberyard.test');
});
afterAll(() => t.close());

// Fresh sessions: the tests move the clock and idle sessions lapse.
const staff = () => logIn(t, 'staff@numberyard.test');
const list = async (query = '') =>
  t.request(`/api/admin/portIns${query}`, { cookie: await staff() }).then(json);
const act = async (id: number | string, action: string, body?: unknown) =>
  t
    .request(`/api/admin/portIns/${id}/${action}`, {
      method: 'POST',
      cookie: await staff(),
      ...(body === undefined ? {} : { json: body }),
    })
    .then(json);
const auditOf = async (id: number) =>
  (await t.request(`/api/admin/audit?subject=portIn:${id}&$sort[at]=1`, { cookie: await staff() }).then(json))
    .body.data;

let next = 100;
/** Places a port-in order as checkout does and answers its id. */
async function placeOrder(billing: Record<string, unknown> = {}): Promise<number> {
  const tn = `+1802234${String(next++).padStart(4, '0')}`;
  const numbers = [
    {
      tn,
      planId: 3,
      billingPeriod: 1 as const,
      billing: { ...PORT_IN_BILLING, account_number: '123456', ...billing },
      feeCents: 500,
    },
  ];
  const { porting } = t.composed.modules;
  const { runInContext, tx } = t.composed.ports;
  await runInContext(() =>
    tx(() =>
      porting.createPortInOrders({
        accountId: acme,
        brandingId: 1,
        checkoutOrderUuid: '00000000-0000-4000-8000-000000000002',
        numbers,
      }),
    ),
  );
  const [row] = await t.sql<{ id: number }>('select id from porting.port_in_order where tn = $1', [tn]);
  return row!.id;
}

const runJob = (queue: string, data: object) =>
  t.composed.ports.runInContext(() => t.composed.jobs.find((job) => job.queue === queue)!.handle(data));

/** Submitted to the simulator (and, REJECT, rejected an hour later). */
async function submitted(billing: Record<string, unknown> = {}): Promise<number> {
  const id = await placeOrder(billing);
  await runJob(SUBMIT_PORT_IN_QUEUE, { orderId: id });
  return id;
}
async function rejected(): Promise<number> {
  const id = await submitted({ account_number: 'REJECT' });
  t.clock.advance(HOUR);
  const [row] = await t.sql<{ carrier_order_id: string }>(
    'select carrier_order_id from porting.port_in_order where id = $1',
    [id],
  );
  await runJob(CHECK_PORT_IN_QUEUE, { orderId: id, carrierOrderId: row!.carrier_order_id });
  return id;
}

const statusOf = async (id: number) =>
  (await t.sql<{ status: string }>('select status from porting.port_in_order where id = $1', [id]))[0]!
    .status;
const mailsAbout = (id: number) =>
  t.sql<{ category: string; text_body: string }>(
    'select category, text_body from platform.mail_outbox where text_body like $1 order by id',
    [`%port-ins?id=${id}\n%`],
  );
const summaryCount = async () =>
  (await t.request('/api/admin/summary', { cookie: await staff() }).then(json)).body.portIns;

describe('GET /api/admin/portIns', () => {
  it('lists exactly the rejected and the late orders, the ones the admin home counts', async () => {
    await t.sql(
      `insert into porting.port_in_order (account_id, billing_period, checkout_order_uuid, created_at, plan_id, tn,
         status, reject_code, reject_reason, events)
       values ($1, 1, gen_random_uuid(), $2::timestamptz, 1, '+12012340110', 'rejected', '6P', 'Wrong account',
                '[{"kind":"created","at":"2026-11-25T12:00:00.000Z","text":"Placed."},
                  {"kind":"rejected","at":"2026-11-26T10:00:00.000Z","text":"Rejected (6P)."}]'),
              ($1, 1, gen_random_uuid(), $2::timestamptz - interval '40 days', 1, '+12012340111', 'submitted', null,
                null, '[]'),
              ($1, 1, gen_random_uuid(), $2::timestamptz, 1, '+12012340112', 'pending', null, null, '[]'),
              ($1, 1, gen_random_uuid(), $2::timestamptz - interval '40 days', 1, '+12012340113', 'completed', null,
                null, '[]'),
              ($1, 1, gen_random_uuid(), $2::timestamptz - interval '40 days', 1, '+12012340114', 'cancelled', null,
                null, '[]')`,
      [acme, NOW],
    );
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.data.map((order: { tn: string }) => order.tn)).toEqual(['+12012340111', '+12012340110']);
    expect(body.total).toBe(2);
    expect(await summaryCount()).toBe(2);
    expect(body.data[1]).toMatchObject({
      account: { id: acme, name: expect.any(String) },
      formattedTn: '(201) 234-0110',
      status: 'rejected',
      rejectCode: '6P',
      rejectReason: 'Wrong account',
      placedDate: '2026-11-26T12:00:00.000Z',
      daysOpen: 0,
      lastCarrierEvent: { kind: 'rejected', at: '2026-11-26T10:00:00.000Z' },
    });
    expect(body.data[0]).toMatchObject({ daysOpen: 40, lastCarrierEvent: null });
    expect(JSON.stringify(body)).not.toContain('billing');
  });

  it('filters by state (rejected, late, all) in the list language, and refuses a bad filter with 400', async () => {
    expect((await list('?state=rejected')).body.data.map((order: { tn: string }) => order.tn)).toEqual([
      '+12012340110',
    ]);
    expect((await list('?state=late')).body.data.map((order: { tn: string }) => order.tn)).toEqual([
      '+12012340111',
    ]);
    const page = await list('?state=all&$limit=1&$sort[placedDate]=-1');
    expect(page.body).toMatchObject({ total: 2, limit: 1, skip: 0, data: [{ tn: '+12012340110' }] });
    expect((await list('?tn[$contains]=0111')).body.total).toBe(1);
    expect((await list('?state=stuck')).status).toBe(400);
    expect((await list('?colour=red')).status).toBe(400);
  });

  it('is for staff only: a guest 401, a customer 403, a staff API token 403', async () => {
    expect((await t.request('/api/admin/portIns')).status).toBe(401);
    const customer = await logIn(t, 'admin@numberyard.test');
    expect((await t.request('/api/admin/portIns', { cookie: customer })).status).toBe(403);
    const created = await t.request('/api/apiTokens', {
      method: 'POST',
      cookie: await staff(),
      json: { name: 'x' },
    });
    const { token } = await created.json();
    const viaToken = await t.request('/api/admin/portIns', { headers: { authorization: `Bearer ${token}` } });
    expect(viaToken.status).toBe(403);
    const cancel = await t.request('/api/admin/portIns/1/cancel', {
      method: 'POST',
      cookie: customer,
      json: { note: 'Mine now.' },
    });
    expect(cancel.status).toBe(403);
  });
});

describe('staff actions on a port-in', () => {
  it('check asks the carrier now and records its answer; a rejected order cannot be checked (409)', async () => {
    const id = await submitted();
    t.clock.advance(HOUR);
    const { status, body } = await act(id, 'check');
    expect(status).toBe(200);
    expect(body).toMatchObject({ id, status: 'focDateSet', lastCarrierEvent: { kind: 'focDateSet' } });
    expect(await statusOf(id)).toBe('focDateSet');
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      action: 'portIn.check',
      actor: 'staff@numberyard.test',
      before: { status: 'submitted' },
      after: { status: 'focDateSet', changed: true, carrierAnswer: { status: 'focDateSet' } },
    });
    const other = await rejected();
    expect((await act(other, 'check')).status).toBe(409);
    expect(await auditOf(other)).toEqual([]);
  });

  it('resubmit puts a rejected order back to pending and queues its submission', async () => {
    const id = await rejected();
    const { status, body } = await act(id, 'resubmit');
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'pending', rejectCode: null });
    const jobs = await t.sql(`select 1 from pgboss.job where name = $1 and data->>'orderId' = $2`, [
      SUBMIT_PORT_IN_QUEUE,
      String(id),
    ]);
    expect(jobs).toHaveLength(2);
    expect(await auditOf(id)).toMatchObject([
      {
        action: 'portIn.resubmit',
        before: { status: 'rejected', rejectCode: '6P' },
        after: { status: 'pending' },
      },
    ]);
    const completed = await submitted();
    await t.sql(`update porting.port_in_order set status = 'completed' where id = $1`, [completed]);
    expect((await act(completed, 'resubmit')).status).toBe(409);
  });

  it('remind mails the customer the rejection again and leaves the order as it is', async () => {
    const id = await rejected();
    const { status, body } = await act(id, 'remind');
    expect(status).toBe(200);
    expect(body.status).toBe('rejected');
    const rejections = (await mailsAbout(id)).filter((mail) => mail.category === 'port-in-rejected');
    expect(rejections).toHaveLength(2);
    expect(await auditOf(id)).toMatchObject([
      {
        action: 'portIn.remind',
        before: { status: 'rejected' },
        after: { status: 'rejected', mailsSent: 1 },
      },
    ]);
    expect((await act(await submitted(), 'remind')).status).toBe(409);
  });

  it('cancel withdraws the order with a note the customer reads, and it leaves the queue', async () => {
    const id = await rejected();
    const before = await summaryCount();
    expect((await act(id, 'cancel', { note: '  ' })).status).toBe(400);
    const { status, body } = await act(id, 'cancel', { note: 'The customer asked us to stop.' });
    expect(status).toBe(200);
    expect(body.status).toBe('cancelled');
    expect(await summaryCount()).toBe(before - 1);
    expect((await mailsAbout(id)).at(-1)).toMatchObject({ category: 'port-in-cancelled' });
    expect((await mailsAbout(id)).at(-1)?.text_body).toContain('The customer asked us to stop.');
    expect(await auditOf(id)).toMatchObject([
      {
        action: 'portIn.cancel',
        before: { status: 'rejected' },
        after: { status: 'cancelled', note: 'The customer asked us to stop.' },
      },
    ]);
    expect((await act(id, 'cancel', { note: 'Again.' })).status).toBe(409);

    const inFlight = await submitted();
    expect((await act(inFlight, 'cancel', { note: 'Duplicate order.' })).body).toMatchObject({
      status: 'cancelled',
    });
    expect((await auditOf(inFlight))[0].after).toMatchObject({ withdrawnAtCarrier: true });
  });

  it('answers 404 for an unknown order and 400 for an id that is not one, changing nothing', async () => {
    for (const action of ['check', 'resubmit', 'remind'])
      expect((await act(999_999, action)).status, action).toBe(404);
    expect((await act(999_999, 'cancel', { note: 'x' })).status).toBe(404);
    expect((await act('abc', 'check')).status).toBe(400);
    expect(await auditOf(999_999)).toEqual([]);
  });
});
