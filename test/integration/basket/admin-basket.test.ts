import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, seedLogins } from '../../support/accounts.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { accountNumbers, ledgerOf, numberStatus } from '../checkout/checkout-kit.ts';
import { addAdminItem, adminForm, basketOf as basketOfKit, staffSwitchedTo } from './admin-basket-kit.ts';
import { listNumber, searchFinds } from './basket-test-kit.ts';

let t: TestApp;
let staff: string;
let customer: string;
let acmeId: number;

const form = adminForm;
const addAdmin = (json: Record<string, unknown>, as: { cookie?: string; headers?: Record<string, string> }) =>
  addAdminItem(t, json, as);
const basketOf = (cookie: string) => basketOfKit(t, cookie);

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-24T12:00:00Z' });
  await seedLogins(t);
  customer = await logIn(t, 'admin@numberyard.test');
  acmeId = (await (await t.request('/api/profile', { cookie: customer })).json()).accountId;
  staff = await staffSwitchedTo(t, acmeId);
});
afterAll(() => t.close());

describe('POST /api/baskets/adminItems', () => {
  it('is for staff in a web session: a customer and an API token get 403, nothing is added', async () => {
    const uuid = await basketOf(customer);
    const asCustomer = await addAdmin(form(uuid, '+12013450901'), { cookie: customer });
    expect(asCustomer.status).toBe(403);
    const created = await t.request('/api/apiTokens', { method: 'POST', cookie: staff, json: { name: 'x' } });
    const token = (await created.json()).token as string;
    const asToken = await addAdmin(form(uuid, '+12013450901'), {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(asToken.status).toBe(403);
    expect((await addAdmin(form(uuid, '+12013450901'), {})).status).toBe(401);
    expect(await numberStatus(t, '+12013450901')).toBeUndefined();
  });

  it('answers every rule of spec 2 section 5 with its message, and changes nothing', async () => {
    const uuid = await basketOf(staff);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ vendor: 'acme' }, 'vendor', 'Invalid Vendor'],
      [{ vendor: 'excellentnumbers' }, 'vendorProductId', 'Invalid Vendor Product Id'],
      [{ priceCents: null }, 'priceCents', 'Price must be defined'],
      [{ commissionPercent: 51 }, 'commissionPercent', 'Commission cannot be above 50%'],
      [{ commissionPercent: -1 }, 'commissionPercent', 'Commission cannot be below 0%'],
      [{ mode: 'license', licenseMrcCents: 100 }, 'licenseNrcCents', 'NRC must be defined (eg: 0)'],
      [{ mode: 'license', licenseNrcCents: 0 }, 'licenseMrcCents', 'MRC must be defined (eg: 0)'],
      [
        { mode: 'license', licenseNrcCents: 0, licenseMrcCents: 100, licenseAnnualIncreasePercent: -3 },
        'licenseAnnualIncreasePercent',
        'Invalid Annual Increase',
      ],
      [{ tn: '' }, 'tn', 'Phone number is required'],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await addAdmin(form(uuid, '+12013450902', overrides), { cookie: staff });
      expect(response.status, message).toBe(422);
      expect((await response.json()).errors, message).toMatchObject({ [field]: message });
    }
    expect(await numberStatus(t, '+12013450902')).toBeUndefined();
    const basket = await (await t.request(`/api/baskets/${uuid}`, { cookie: staff })).json();
    expect(basket.items).toEqual([]);
  });

  it('creates a number we lack for the sale only (never in search), and checkout bills the account at the staff price', async () => {
    const tn = '+12013450903';
    const uuid = await basketOf(staff);
    const added = await addAdmin(
      form(uuid, '(201) 345-0903', { vendor: 'excellentnumbers', vendorProductId: 'EN-7' }),
      {
        cookie: staff,
      },
    );
    expect(added.status).toBe(201);
    const item = await added.json();
    expect(item).toMatchObject({
      tn,
      type: 'new',
      mode: 'buy',
      price: 12_345,
      data: { adminBasket: true, manualActivationRequired: true, availability: 'staff' },
    });
    // Commission and the vendor's product id are staff's: the account's own users share this basket.
    expect(item.data.customCommissionPercentage).toBeUndefined();
    expect(await numberStatus(t, tn)).toEqual({ status: 'staff', reserved_basket: uuid });
    expect(await searchFinds(t, tn)).toBe(false);
    const again = await addAdmin(form(uuid, tn), { cookie: staff });
    expect(again.status).toBe(409);

    const checkout = await t.request('/api/baskets/checkout', {
      method: 'POST',
      cookie: staff,
      json: { uuid, payWith: 'account' },
    });
    expect(checkout.status, JSON.stringify(await checkout.clone().json())).toBe(200);
    expect(await checkout.json()).toMatchObject({ status: 'completed', paidWith: 'account' });
    expect(await numberStatus(t, tn)).toEqual({ status: 'sold', reserved_basket: null });
    expect(await accountNumbers(t, tn)).toMatchObject([{ account_id: acmeId }]);
    // Billed to the account: a charge of the staff price, no payment.
    const ledger = await ledgerOf(t, acmeId);
    expect(ledger).toContainEqual({ kind: 'charge', amount_cents: 12_345 });
    expect(ledger.some((entry) => entry.kind === 'payment')).toBe(false);
    // The order records the commission and the vendor's product id staff set.
    const [order] = await t.sql<{ lines: { data: Record<string, unknown> }[] }>(
      'select lines from basket.checkout_order where basket_uuid = $1',
      [uuid],
    );
    expect(order?.lines[0]?.data).toMatchObject({
      adminBasket: true,
      customCommissionPercentage: 12.5,
      vendorProductId: 'EN-7',
      manualActivationRequired: true,
    });
  });

  it('holds a number of our inventory at the staff price, licensed with the NRC, MRC and increase given', async () => {
    const tn = '+12013450904';
    await listNumber(t, tn, { priceCents: 99_900 });
    const uuid = await basketOf(staff);
    const added = await addAdmin(
      form(uuid, tn, {
        mode: 'license',
        licenseNrcCents: 5_000,
        licenseMrcCents: 1_500,
        licenseAnnualIncreasePercent: 3,
        manualActivation: false,
      }),
      { cookie: staff },
    );
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({
      mode: 'license',
      price: 5_000,
      data: { license: { license_nrc: 5_000, license_mrc: 1_500 }, licenseAnnualIncrease: 300 },
    });
    expect(await numberStatus(t, tn)).toEqual({ status: 'available', reserved_basket: uuid });
    // A licence's terms are agreed on the basket as for any licence.
    const agreements = {
      agree_ownership: true,
      agree_fees: true,
      agree_duration: true,
      agree_disconnect: true,
    };
    const agreed = await t.request(`/api/baskets/${uuid}`, {
      method: 'PATCH',
      cookie: staff,
      json: { data: agreements },
    });
    expect(agreed.status).toBe(200);
    const bypass = await t.request('/api/baskets/checkout', {
      method: 'POST',
      cookie: staff,
      json: { uuid, payWith: 'bypass' },
    });
    expect(bypass.status, JSON.stringify(await bypass.clone().json())).toBe(200);
    expect(await bypass.json()).toMatchObject({ paidWith: 'bypass' });
    expect(await accountNumbers(t, tn)).toMatchObject([{ account_id: acmeId }]);
  });

  it('sells no toll-free number: staff may only license one', async () => {
    const uuid = await basketOf(staff);
    const response = await addAdmin(form(uuid, '+18882345678'), { cookie: staff });
    expect(response.status).toBe(422);
    expect(await numberStatus(t, '+18882345678')).toBeUndefined();
  });

  it('answers 410 for a number sold already', async () => {
    const tn = '+12013450905';
    await listNumber(t, tn, { priceCents: 4_900, status: 'sold' });
    const uuid = await basketOf(staff);
    expect((await addAdmin(form(uuid, tn), { cookie: staff })).status).toBe(410);
  });
});
