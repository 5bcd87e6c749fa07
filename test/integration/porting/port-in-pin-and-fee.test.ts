import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  BACKFILL_PORT_IN_FEES_SQL,
  DROP_PLAINTEXT_PINS_SQL,
} from '../../../migrations/Migration20261128000000_port_in_pin_fee_carrier.ts';
import { PORT_IN_BILLING } from '../../../src/modules/basket/testing/port-in-billing.ts';
import {
  CHECK_PORT_IN_QUEUE,
  SUBMIT_PORT_IN_QUEUE,
} from '../../../src/modules/porting/app/port-in-queues.ts';
import { logIn, seedLogins } from '../../support/accounts.ts';
import { FakeTelnyxPorting } from '../../support/fake-telnyx-porting.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { checkoutClient, freshNumber } from '../checkout/checkout-kit.ts';

// The carrier here is Telnyx's porting orders API on a loopback fake, so the test sees what the carrier is given.
const fake = new FakeTelnyxPorting();
let t: TestApp;
let admin: string;

beforeAll(async () => {
  await fake.start();
  t = await createTestApp({
    now: '2026-11-28T12:00:00Z',
    env: { PORT_IN_CARRIER: 'telnyx', TELNYX_API_KEY: 'KEY0123456789', TELNYX_BASE_URL: `${fake.url}/v2` },
  });
  await seedLogins(t);
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});
beforeEach(async () => {
  admin = await logIn(t, 'admin@numberyard.test');
});

const runJob = (queue: string, data: object) =>
  t.composed.ports.runInContext(() => t.composed.jobs.find((job) => job.queue === queue)!.handle(data));

/** Every table of every schema whose rows, as text, contain `text`. */
async function tablesContaining(text: string): Promise<string[]> {
  const tables = await t.sql<{ name: string }>(
    `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  const found: string[] = [];
  for (const { name } of tables) {
    const rows = await t.sql(`select 1 from ${name} x where x::text like $1 limit 1`, [`%${text}%`]);
    if (rows.length > 0) found.push(name);
  }
  return found;
}

let nextPortIn = 7100;
/** A basket with a new number and a wireless port-in (PIN given), checked out by the admin: the order's id. */
async function checkedOutPortIn(pin: string) {
  const client = checkoutClient(t, admin);
  const uuid = await client.basket([await freshNumber(t, '+1802345')]);
  const tn = `+1802234${nextPortIn++}`;
  const added = await t.request('/api/baskets/items', {
    method: 'POST',
    cookie: admin,
    json: {
      basketUuid: uuid,
      type: 'portIn',
      tn,
      plan: 3,
      data: { ...PORT_IN_BILLING, account_number: 'A-1', pin, wireless: true, account_required: true },
    },
  });
  expect(added.status).toBe(201);
  const item = await added.json();
  const basket = await (await t.request(`/api/baskets/${uuid}`, { cookie: admin })).json();
  const checkedOut = await client.checkout({ uuid, stripePaymentId: 'pm_card_visa' });
  expect(checkedOut.status).toBe(200);
  const [order] = await t.sql<{ id: number; pin_sealed: string }>(
    'select id, pin_sealed from porting.port_in_order where tn = $1',
    [tn],
  );
  return { uuid, tn, item, basket, checkout: await checkedOut.text(), order: order! };
}

describe('the port-in PIN', () => {
  it('is sealed when posted to the basket: no API answer nor table holds it, yet the carrier gets it', async () => {
    const pin = '735192';
    const { uuid, item, basket, checkout, order } = await checkedOutPortIn(pin);
    expect(item.data).toMatchObject({ hasPin: true, account_number: 'A-1' });
    expect(item.data).not.toHaveProperty('pin');
    expect(item.data).not.toHaveProperty('pin_sealed');
    expect(basket.tnItems.find((line: { type: string }) => line.type === 'portIn').data.hasPin).toBe(true);
    for (const answer of [JSON.stringify(item), JSON.stringify(basket), checkout])
      expect(answer).not.toContain(pin);

    // Checkout handed porting the PIN as the basket sealed it.
    const [stored] = await t.sql<{ pin_sealed: string }>(
      `select data->>'pin_sealed' as pin_sealed from basket.basket_item where basket_uuid = $1 and type = 'portIn'`,
      [uuid],
    );
    expect(order.pin_sealed).toMatch(/^v1\./);
    expect(order.pin_sealed).toBe(stored?.pin_sealed);

    await runJob(SUBMIT_PORT_IN_QUEUE, { orderId: order.id });
    const patch = fake.requests.find((request) => request.method === 'PATCH');
    expect(patch?.body).toMatchObject({ end_user: { admin: { pin_passcode: pin, account_number: 'A-1' } } });

    const detail = await (await t.request(`/api/accounts/port-ins/${order.id}`, { cookie: admin })).text();
    expect(JSON.parse(detail)).toMatchObject({ status: 'submitted', hasPin: true });
    const list = await (await t.request('/api/accounts/port-ins', { cookie: admin })).text();
    for (const answer of [detail, list]) expect(answer).not.toContain(pin);
    expect(await tablesContaining(pin)).toEqual([]);
  });

  it('answers hasPin false for a port-in without one', async () => {
    const uuid = await checkoutClient(t, admin).basket([]);
    const added = await t.request('/api/baskets/items', {
      method: 'POST',
      cookie: admin,
      json: { basketUuid: uuid, type: 'portIn', tn: '+18022347000', data: PORT_IN_BILLING },
    });
    expect((await added.json()).data).toMatchObject({ hasPin: false });
  });
});

describe('the port-in fee', () => {
  it('is charged once to the account’s ledger when the port completes, however often the check job runs', async () => {
    const { tn, order } = await checkedOutPortIn('2468');
    const [before] = await t.sql<{ n: number }>(
      `select count(*)::int as n from billing.ledger_entry where reference = $1`,
      [`port-in:${order.id}`],
    );
    expect(before?.n).toBe(0);
    await runJob(SUBMIT_PORT_IN_QUEUE, { orderId: order.id });
    const [{ carrier_order_id: carrierOrderId }] = (await t.sql<{ carrier_order_id: string }>(
      'select carrier_order_id from porting.port_in_order where id = $1',
      [order.id],
    )) as [{ carrier_order_id: string }];
    const telnyxOrder = fake.orders.get(carrierOrderId)!;
    telnyxOrder.status.value = 'ported';
    telnyxOrder.activation_settings.foc_datetime_actual = '2026-11-28T15:00:00Z';
    await runJob(CHECK_PORT_IN_QUEUE, { orderId: order.id, carrierOrderId });
    await runJob(CHECK_PORT_IN_QUEUE, { orderId: order.id, carrierOrderId });

    const charges = await t.sql<{
      account_id: number;
      kind: string;
      amount_cents: number;
      description: string;
    }>(`select account_id, kind, amount_cents, description from billing.ledger_entry where reference = $1`, [
      `port-in:${order.id}`,
    ]);
    const [owner] = await t.sql<{ account_id: number }>(
      'select account_id from porting.port_in_order where id = $1',
      [order.id],
    );
    expect(charges).toEqual([
      {
        account_id: owner?.account_id,
        kind: 'charge',
        amount_cents: 500,
        description: `Port-in fee (802) 234-${tn.slice(-4)}`,
      },
    ]);
    const [number] = await t.sql('select 1 from messaging.account_number where tn = $1', [tn]);
    expect(number).toBeDefined();
  });
});

describe('migration 20261128000000', () => {
  it('drops PINs stored in clear before sealing (basket items, checkout lines, port-in billing) and back-fills the fee', async () => {
    const legacy = '918273';
    const { uuid, order } = await checkedOutPortIn('1357');
    // As rows written before the PIN was sealed at add time look.
    await t.sql(
      `update basket.basket_item set data = data || $2::jsonb where basket_uuid = $1 and type = 'portIn'`,
      [uuid, JSON.stringify({ pin: legacy })],
    );
    const [{ lines }] = (await t.sql<{ lines: { type: string; data: Record<string, unknown> }[] }>(
      'select lines from basket.checkout_order where basket_uuid = $1',
      [uuid],
    )) as [{ lines: { type: string; data: Record<string, unknown> }[] }];
    const legacyLines = lines.map((line) =>
      line.type === 'portIn' ? { ...line, data: { ...line.data, pin: legacy } } : line,
    );
    await t.sql('update basket.checkout_order set lines = $2::jsonb where basket_uuid = $1', [
      uuid,
      JSON.stringify(legacyLines),
    ]);
    await t.sql(
      `update porting.port_in_order set billing = billing || $2::jsonb, fee_cents = 0 where id = $1`,
      [order.id, JSON.stringify({ pin: legacy })],
    );
    expect((await tablesContaining(legacy)).sort()).toEqual([
      'basket.basket_item',
      'basket.checkout_order',
      'porting.port_in_order',
    ]);

    for (const statement of [...DROP_PLAINTEXT_PINS_SQL, BACKFILL_PORT_IN_FEES_SQL]) await t.sql(statement);

    expect(await tablesContaining(legacy)).toEqual([]);
    const [after] = await t.sql<{ fee_cents: number; billing: Record<string, unknown> }>(
      'select fee_cents, billing from porting.port_in_order where id = $1',
      [order.id],
    );
    expect(after).toMatchObject({ fee_cents: 500, billing: { firstName: 'Ada', account_number: 'A-1' } });
    const [kept] = await t.sql<{ lines: { type: string; data: Record<string, unknown> }[] }>(
      'select lines from basket.checkout_order where basket_uuid = $1',
      [uuid],
    );
    expect(kept?.lines.map((line) => line.type)).toEqual(lines.map((line) => line.type));
    expect(kept?.lines.find((line) => line.type === 'portIn')?.data).toMatchObject({
      firstName: 'Ada',
      wireless: true,
    });
  });
});
