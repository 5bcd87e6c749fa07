import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORT_IN_BILLING } from '../../../src/modules/basket/testing/port-in-billing.ts';
import { SUBMIT_PORT_IN_QUEUE } from '../../../src/modules/porting/app/port-in-queues.ts';
import { logIn, seedLogins } from '../../support/accounts.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { checkoutClient, freshNumber } from '../checkout/checkout-kit.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-24T12:00:00Z' });
  await seedLogins(t);
  admin = await logIn(t, 'admin@numberyard.test');
});
afterAll(() => t.close());

describe('checkout of a port-in', () => {
  it("creates the order with the account's brand and plan, the PIN sealed, and queues its submission", async () => {
    const bought = await freshNumber(t, '+1802345');
    const portIn = '+18022349901';
    const client = checkoutClient(t, admin);
    const uuid = await client.basket([bought]);
    const added = await t.request('/api/baskets/items', {
      method: 'POST',
      cookie: admin,
      json: {
        basketUuid: uuid,
        type: 'portIn',
        tn: portIn,
        plan: 3,
        data: { ...PORT_IN_BILLING, lastName: 'Admin', account_number: 'A-1', pin: '4321', wireless: true },
      },
    });
    expect(added.status).toBe(201);
    expect((await client.checkout({ uuid, stripePaymentId: 'pm_card_visa' })).status).toBe(200);

    const [order] = await t.sql<{
      id: number;
      branding_id: number;
      plan_id: number;
      status: string;
      billing: Record<string, unknown>;
      pin_sealed: string;
    }>(
      'select id, branding_id, plan_id, status, billing, pin_sealed from porting.port_in_order where tn = $1',
      [portIn],
    );
    expect(order).toMatchObject({ branding_id: 1, plan_id: 3, status: 'pending' });
    expect(order?.billing).toMatchObject({ firstName: 'Ada', account_number: 'A-1' });
    expect(order?.billing).not.toHaveProperty('pin');
    expect(order?.pin_sealed).not.toContain('4321');
    const jobs = await t.sql('select 1 from pgboss.job where name = $1 and data->>$2 = $3', [
      SUBMIT_PORT_IN_QUEUE,
      'orderId',
      String(order?.id),
    ]);
    expect(jobs).toHaveLength(1);
  });
});
