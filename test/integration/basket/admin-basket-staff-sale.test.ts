import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, seedLogins } from '../../support/accounts.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { accountOf, brokerLists, transactionsOf } from '../brokerage/licences-kit.ts';
import { numberStatus } from '../checkout/checkout-kit.ts';
import { addAdminItem, adminForm, basketOf, staffSwitchedTo } from './admin-basket-kit.ts';
import { listNumber } from './basket-test-kit.ts';

/** Admin add-number's audit entry, staff commission in brokers' earnings and lapsed staff rows (docs/adr/0075). */
let t: TestApp;
let staff: string;
let acmeId: number;
let staffUserId: number;
const NOW = '2026-11-24T12:00:00Z';
const THIRTY_ONE_MINUTES = 31 * 60_000;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  await seedLogins(t);
  const customer = await logIn(t, 'admin@numberyard.test');
  acmeId = (await (await t.request('/api/profile', { cookie: customer })).json()).accountId;
  staff = await staffSwitchedTo(t, acmeId);
  const [user] = await t.sql<{ id: number }>(
    `select id from accounts."user" where email = 'staff@numberyard.test'`,
  );
  staffUserId = user!.id;
});
afterAll(() => t.close());

async function added(uuid: string, tn: string, overrides: Record<string, unknown> = {}) {
  const response = await addAdminItem(t, adminForm(uuid, tn, overrides), { cookie: staff });
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return (await response.json()) as { basketItemId: number };
}

describe('the audit log of admin add-number', () => {
  it('records who added which item, with its price, commission and licence fees, for which account', async () => {
    const uuid = await basketOf(t, staff);
    const item = await added(uuid, '+12013460101', {
      mode: 'license',
      vendor: 'excellentnumbers',
      vendorProductId: 'EN-9',
      licenseNrcCents: 5_000,
      licenseMrcCents: 1_500,
      licenseAnnualIncreasePercent: 3,
    });
    const entries = await t.sql<{ actor_user_id: number; action: string; before: unknown; after: unknown }>(
      'select actor_user_id, action, before, after from admin.audit_entry where subject = $1',
      [`basketItem:${item.basketItemId}`],
    );
    expect(entries).toEqual([
      {
        actor_user_id: staffUserId,
        action: 'adminItem.create',
        before: null,
        after: {
          basketUuid: uuid,
          accountId: acmeId,
          tn: '+12013460101',
          vendor: 'excellentnumbers',
          vendorProductId: 'EN-9',
          mode: 'license',
          priceCents: 12_345,
          commissionPercent: 12.5,
          licenseNrcCents: 5_000,
          licenseMrcCents: 1_500,
          licenseAnnualIncreasePercent: 3,
          manualActivation: true,
        },
      },
    ]);
  });

  it('records nothing when the item is refused', async () => {
    const uuid = await basketOf(t, staff);
    const refused = await addAdminItem(t, adminForm(uuid, '+12013460102', { commissionPercent: 60 }), {
      cookie: staff,
    });
    expect(refused.status).toBe(422);
    const entries = await t.sql(`select 1 from admin.audit_entry where after->>'tn' = '+12013460102'`);
    expect(entries).toEqual([]);
  });
});

describe("a staff sale of a broker's listed number", () => {
  it('pays the broker what the staff commission leaves: 25 % commission on $200.00 earns $150.00', async () => {
    const tn = '+12013460201';
    const broker = await accountOf(t, 'broker@numberyard.test');
    await brokerLists(t, broker, tn, { priceCents: 10_000 }, 'offnet');
    const uuid = await basketOf(t, staff);
    await added(uuid, tn, { priceCents: 20_000, commissionPercent: 25 });
    const checkout = await t.request('/api/baskets/checkout', {
      method: 'POST',
      cookie: staff,
      json: { uuid, payWith: 'account' },
    });
    expect(checkout.status, JSON.stringify(await checkout.clone().json())).toBe(200);
    expect(await transactionsOf(t, tn)).toMatchObject([
      {
        broker_account_id: broker,
        type: 'sale',
        purchase_amount: 20_000,
        fee_amount: 5_000,
        payout_amount: 15_000,
      },
    ]);
  });
});

describe('a number put in the inventory for a staff sale that does not happen', () => {
  it('leaves the inventory when staff remove the item; a number we had stays on offer', async () => {
    const lacking = '+12013460301';
    const ours = '+12013460302';
    await listNumber(t, ours, { priceCents: 4_900 });
    const uuid = await basketOf(t, staff);
    const lackingItem = await added(uuid, lacking);
    const ourItem = await added(uuid, ours);
    expect(await numberStatus(t, lacking)).toEqual({ status: 'staff', reserved_basket: uuid });
    for (const item of [lackingItem, ourItem]) {
      const removed = await t.request(`/api/baskets/items/${item.basketItemId}?basketUuid=${uuid}`, {
        method: 'DELETE',
        cookie: staff,
      });
      expect(removed.status).toBe(200);
    }
    expect(await numberStatus(t, lacking)).toBeUndefined();
    expect(await numberStatus(t, ours)).toEqual({ status: 'available', reserved_basket: null });
    // Staff may add it again: it is created anew.
    await added(uuid, lacking);
    expect(await numberStatus(t, lacking)).toEqual({ status: 'staff', reserved_basket: uuid });
  });

  it('leaves the inventory when its hold lapses and the expiry job runs, once', async () => {
    const lacking = '+12013460401';
    const uuid = await basketOf(t, staff);
    await added(uuid, lacking);
    try {
      t.clock.advance(THIRTY_ONE_MINUTES);
      expect(await t.composed.modules.basket.expireItems()).toBeGreaterThanOrEqual(1);
      expect(await numberStatus(t, lacking)).toBeUndefined();
      expect(await t.composed.modules.basket.expireItems()).toBe(0);
    } finally {
      t.clock.set(NOW);
    }
  });

  it('stays while another basket holds it again after the first hold lapsed', async () => {
    const lacking = '+12013460501';
    const first = await basketOf(t, staff);
    await added(first, lacking);
    try {
      t.clock.advance(THIRTY_ONE_MINUTES);
      const second = await basketOf(t, staff);
      await added(second, lacking);
      await t.composed.modules.basket.expireItems();
      expect(await numberStatus(t, lacking)).toEqual({ status: 'staff', reserved_basket: second });
    } finally {
      t.clock.set(NOW);
    }
  });
});
