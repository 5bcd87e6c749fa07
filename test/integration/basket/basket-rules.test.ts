import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORT_IN_BILLING } from '../../../src/modules/basket/testing/port-in-billing.ts';
import { logIn, seedLogins } from '../../support/accounts.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { basketClient, listNumber } from './basket-test-kit.ts';

// docs/adr/0027: basket data a client may write, port-in and user lines, and the order summary.
let t: TestApp;
let next = 500;
const THIRTY_MINUTES = 30 * 60 * 1000;

async function freshNumber(terms: Partial<Parameters<typeof listNumber>[2]> = {}): Promise<string> {
  const tn = `+1201234${String(next++).padStart(4, '0')}`;
  await listNumber(t, tn, {
    priceCents: 4_900,
    licenseOneTimeCents: 2_500,
    licenseMonthlyCents: 1_500,
    ...terms,
  });
  return tn;
}

/** A number to port in: not in the catalog. */
const portable = () => `+1973234${String(next++).padStart(4, '0')}`;

const accountData = {
  business: true,
  company: 'Acme Parking Co',
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '12 Elm St Apt 4',
  city: 'Hoboken',
  state: 'NJ',
  zip: '07030',
  contact_number: '(201) 234-5678',
  email: 'ada@example.com',
  stated_source: 'search',
  agree_terms: true,
};

beforeAll(async () => {
  t = await createTestApp();
  await seedLogins(t);
});
afterAll(() => t.close());

describe('PATCH /api/baskets/{uuid}', () => {
  it('saves the account fields given and keeps the data already there', async () => {
    const guest = basketClient(t);
    const response = await t.request('/api/baskets', {
      method: 'POST',
      json: { data: { campaign: 'fall' } },
    });
    const { uuid } = await response.json();
    const patched = await guest.patch(uuid, { ...accountData, firstName: '  Ada ' });
    expect(patched.status).toBe(200);
    expect((await patched.json()).data).toEqual({ campaign: 'fall', ...accountData });
    expect((await (await guest.get(uuid)).json()).data.firstName).toBe('Ada');
  });

  it("refuses bad values with spec 2's messages by field, and changes nothing", async () => {
    const guest = basketClient(t);
    const uuid = await guest.create();
    const response = await guest.patch(uuid, {
      firstName: '',
      address: 'PO Box 12',
      zip: '0703',
      email: 'ada@',
      state: 'XX',
      contact_number: '555',
      company: '',
      business: true,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toMatchObject({
      'data.firstName': 'First name is required',
      'data.address': 'PO boxes are not accepted. Please enter a street address',
      'data.zip': 'Postal Code is invalid',
      'data.email': 'Invalid email address',
      'data.state': 'State is required',
      'data.contact_number': 'Contact Number must be a 10-digit number',
      'data.company': 'Business name is required if you are a business',
    });
    expect((await (await guest.get(uuid)).json()).data).toEqual({});
  });

  it('refuses the keys checkout writes and any password, storing none of them', async () => {
    const guest = basketClient(t);
    const uuid = await guest.create();
    for (const key of ['stripeCustomerId', 'card_last_4', 'card_brand', 'tax', 'branding_id']) {
      const response = await guest.patch(uuid, { firstName: 'Ada', [key]: 'x' });
      expect(response.status, key).toBe(400);
      expect((await response.json()).errors[`data.${key}`]).toBe(
        `${key} is written by checkout, not by clients.`,
      );
    }
    const withPassword = await guest.patch(uuid, { password: 'Secret123' });
    expect(withPassword.status).toBe(400);
    expect((await withPassword.json()).errors['data.password']).toMatch(/never kept with a basket/);
    const [row] = await t.sql<{ data: unknown }>('select data from basket.basket where uuid = $1', [uuid]);
    expect(row?.data).toEqual({});
  });

  it("answers 404 for another account's basket, as for an unknown one", async () => {
    const owner = basketClient(t, await logIn(t, 'admin@numberyard.test'));
    const uuid = await owner.create();
    expect((await basketClient(t).patch(uuid, { firstName: 'Eve' })).status).toBe(404);
    const stranger = basketClient(t, await logIn(t, 'broker@numberyard.test'));
    expect((await stranger.patch(uuid, { firstName: 'Eve' })).status).toBe(404);
    expect((await owner.patch(uuid, { firstName: 'Ada' })).status).toBe(200);
  });
});

describe('port-in lines', () => {
  const data = PORT_IN_BILLING;

  it("cost the brand's port-in fee, billed upon port-in with the plan's first period, and hold nothing", async () => {
    const guest = basketClient(t);
    const uuid = await guest.create();
    const tn = portable();
    const added = await guest.add({
      basketUuid: uuid,
      type: 'portIn',
      tn,
      plan: 3,
      data: { ...PORT_IN_BILLING, account_number: 'A-1', wireless: false },
    });
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({
      type: 'portIn',
      tn,
      plan: 3,
      price: 500,
      nrc: 500,
      expiresAt: null,
      data: { firstName: 'Ada', account_number: 'A-1' },
    });
    t.clock.advance(THIRTY_MINUTES + 1_000);
    try {
      const basket = await (await guest.get(uuid)).json();
      expect(basket).toMatchObject({ tnItemCount: 1, portInTotal: 500 });
      expect(basket.charges.today.total).toBe(0);
      expect(basket.charges.uponPortIn).toMatchObject({
        total: 500 + 600,
        lines: [
          { kind: 'portInFee', description: 'Port-in fee', amount: 500 },
          { kind: 'plan', description: 'Forward plan, 1 month', amount: 600 },
        ],
      });
    } finally {
      t.clock.set('2026-11-22T12:00:00Z');
    }
  });

  it('pay no port-in fee on plan 1 billed every 12 months, and keep 12 months when the plan changes to 1', async () => {
    const guest = basketClient(t);
    const uuid = await guest.create();
    const item = await (
      await guest.add({ basketUuid: uuid, type: 'lnp', tn: portable(), plan: 3, billingPeriod: 12, data })
    ).json();
    expect(item).toMatchObject({ type: 'portIn', billingPeriod: 12, nrc: 500 });
    const changed = await (await guest.change(uuid, item.basketItemId, { plan: 1 })).json();
    expect(changed).toMatchObject({ plan: 1, billingPeriod: 12, nrc: 0 });
    const basket = await (await guest.get(uuid)).json();
    expect(basket.charges.uponPortIn.lines).toMatchObject([
      { description: 'Port-in fee (waived with Park billed yearly)', amount: 0 },
      { description: 'Park plan, 12 months', months: 12, amount: 2_400 },
    ]);
  });

  it('are never put on port-away (plan 0), nor on an admin-only plan by a customer', async () => {
    const guest = basketClient(t);
    const uuid = await guest.create();
    const portAway = await guest.add({ basketUuid: uuid, type: 'portIn', tn: portable(), plan: 0, data });
    expect(portAway.status).toBe(422);
    expect((await portAway.json()).message).toBe('Plan 0 is not offered for port-ins.');
    const adminOnly = await guest.add({ basketUuid: uuid, type: 'portIn', tn: portable(), plan: 2, data });
    expect(adminOnly.status).toBe(422);
  });

  it("take the account's lnp override", async () => {
    const cookie = await logIn(t, 'user@numberyard.test');
    const { accountId } = await (await t.request('/api/profile', { cookie })).json();
    await t.sql(
      `insert into catalog.pricing_override (account_id, type, amount_cents, status) values ($1, 'lnp', 250, 'active')`,
      [accountId],
    );
    try {
      const member = basketClient(t, cookie);
      const uuid = await member.create();
      const item = await (
        await member.add({ basketUuid: uuid, type: 'portIn', tn: portable(), data })
      ).json();
      expect(item).toMatchObject({ price: 250, nrc: 250 });
    } finally {
      await t.sql(`delete from catalog.pricing_override where account_id = $1`, [accountId]);
    }
  });

  it("refuse billing data missing what the billing modal requires (422, the modal's messages) and add nothing", async () => {
    const guest = basketClient(t);
    const uuid = await guest.create();
    const { firstName: _first, lastName: _last, ...noNames } = data;
    const unnamed = await guest.add({ basketUuid: uuid, type: 'portIn', tn: portable(), data: noNames });
    expect(unnamed.status).toBe(422);
    expect(await unnamed.json()).toMatchObject({
      message: 'First name required',
      errors: { firstName: 'First name required', lastName: 'Last name required' },
    });
    const bare = await guest.add({ basketUuid: uuid, type: 'portIn', tn: portable() });
    expect((await bare.json()).errors).toMatchObject({
      address: 'Address is required',
      zip: 'Postal Code is required',
    });
    const wireless = await guest.add({
      basketUuid: uuid,
      type: 'portIn',
      tn: portable(),
      data: { ...data, wireless: true },
    });
    expect(wireless.status).toBe(422);
    expect((await wireless.json()).errors).toEqual({
      account_number: 'Account number is required',
      pin: 'PIN is required',
    });
    expect((await (await guest.get(uuid)).json()).tnItemCount).toBe(0);
  });

  it('refuse bad billing fields and numbers that are not North American', async () => {
    const guest = basketClient(t);
    const uuid = await guest.create();
    const bad = await guest.add({
      basketUuid: uuid,
      type: 'portIn',
      tn: portable(),
      data: { ...data, address: 'PO Box 3' },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors['data.address']).toBe(
      'PO boxes are not accepted. Please enter a street address',
    );
    const foreign = await guest.add({ basketUuid: uuid, type: 'portIn', tn: '+442079460958' });
    expect(foreign.status).toBe(422);
    const tn = portable();
    expect((await guest.add({ basketUuid: uuid, type: 'portIn', tn, data })).status).toBe(201);
    expect((await guest.add({ basketUuid: uuid, type: 'portIn', tn, data })).status).toBe(409);
  });
});

describe('plans', () => {
  it('let an employee choose an admin-only plan that a customer is refused', async () => {
    const tn = await freshNumber();
    const customer = basketClient(t);
    const guestBasket = await customer.create();
    expect((await customer.add({ basketUuid: guestBasket, tn, plan: 2 })).status).toBe(422);
    const staff = basketClient(t, await logIn(t, 'staff@numberyard.test'));
    const uuid = await staff.create();
    const item = await staff.add({ basketUuid: uuid, tn, plan: 2 });
    expect(item.status).toBe(201);
    expect(await item.json()).toMatchObject({ plan: 2, planMrc: 400 });
  });

  it('never offer the fee rows (LNP 9998, Transfer 9999) as plans, even to employees', async () => {
    const staff = basketClient(t, await logIn(t, 'staff@numberyard.test'));
    const uuid = await staff.create();
    expect((await staff.add({ basketUuid: uuid, tn: await freshNumber(), plan: 9998 })).status).toBe(422);
  });
});

describe('user lines (brand 2)', () => {
  it('cost 495 a month each on a guest basket of brand 2, billed monthly', async () => {
    const response = await t.request('/api/baskets?brandingId=2', { method: 'POST', json: {} });
    const { uuid } = await response.json();
    const add = (type: string) =>
      t.request('/api/baskets/items?brandingId=2', { method: 'POST', json: { basketUuid: uuid, type } });
    const admin = await add('admin');
    expect(admin.status).toBe(201);
    expect(await admin.json()).toMatchObject({
      type: 'admin',
      tn: null,
      plan: null,
      mrc: 495,
      expiresAt: null,
    });
    expect((await add('user')).status).toBe(201);
    const basket = await (await t.request(`/api/baskets/${uuid}?brandingId=2`)).json();
    expect(basket).toMatchObject({ tnItemCount: 0, mrcTotal: 990 });
    expect(basket.adminUserItems).toHaveLength(1);
    expect(basket.userItems).toHaveLength(1);
    expect(basket.charges.today.lines.map((line: { description: string }) => line.description)).toEqual([
      'Admin user, 1 month',
      'Standard user, 1 month',
    ]);
  });

  it('are refused with 422 for a signed-in caller, and on brand 1 where users cost nothing', async () => {
    const member = basketClient(t, await logIn(t, 'admin@numberyard.test'));
    const uuid = await member.create();
    const signedIn = await member.add({ basketUuid: uuid, type: 'user' });
    expect(signedIn.status).toBe(422);
    expect((await signedIn.json()).message).toMatch(/only be added to your cart when you create a new/);
    const guest = basketClient(t);
    expect((await guest.add({ basketUuid: await guest.create(), type: 'admin' })).status).toBe(422);
  });

  it('leave the basket when a signed-in caller takes it into their account', async () => {
    const response = await t.request('/api/baskets?brandingId=2', { method: 'POST', json: {} });
    const { uuid } = await response.json();
    await t.request('/api/baskets/items?brandingId=2', {
      method: 'POST',
      json: { basketUuid: uuid, type: 'user' },
    });
    const cookie = await logIn(t, 'admin@business.numberyard.test');
    const claimed = await t.request(`/api/baskets/${uuid}?brandingId=2`, {
      method: 'PATCH',
      json: { data: { stated_source: 'friend' } },
      cookie,
    });
    expect(claimed.status).toBe(200);
    expect(await claimed.json()).toMatchObject({ owner: 'account', items: [], mrcTotal: 0 });
  });
});

describe("the order summary in GET's charges", () => {
  it('bills twelve months of plan and licence fee up front for a 12-month line, and says so', async () => {
    const guest = basketClient(t);
    const uuid = await guest.create();
    const bought = await freshNumber();
    const licensed = await freshNumber({ priceCents: 0 });
    await guest.add({ basketUuid: uuid, tn: bought, plan: 3, billingPeriod: 12 });
    await guest.add({ basketUuid: uuid, tn: licensed, billingPeriod: 12 });
    const { charges } = await (await guest.get(uuid)).json();
    expect(
      charges.today.lines.map((line: { description: string; amount: number }) => [
        line.description,
        line.amount,
      ]),
    ).toEqual([
      ['Number', 4_900],
      ['Forward plan, 12 months', 7_200],
      ['License setup fee', 2_500],
      ['Park plan, 12 months', 2_400],
      ['License fee, 12 months', 18_000],
    ]);
    expect(charges.today.total).toBe(4_900 + 7_200 + 2_500 + 2_400 + 18_000);
    expect(charges.monthly.total).toBe(600 + 200 + 1_500);
    expect(charges.uponPortIn).toEqual({ lines: [], total: 0 });
  });
});
