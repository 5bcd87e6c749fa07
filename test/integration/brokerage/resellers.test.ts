import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResellerSettings } from '../../../src/modules/brokerage/domain/reseller-settings.ts';
import { withContext } from '../../../src/platform/db/unit-of-work.ts';
import { logIn, seedLogins } from '../../support/accounts.ts';
import { cookieFrom, createTestApp, type TestApp } from '../../support/test-app.ts';
import { accountData, checkoutClient, freshNumber, PASSWORD } from '../checkout/checkout-kit.ts';
import { accountOf } from './licences-kit.ts';

let t: TestApp;
let broker: number;
let brokerCookie: string;
let adminCookie: string;
let linkToken: string;
let resellerId: number;

const START = '2026-11-28T12:00:00Z';
const settings = (cookie: string) => t.request('/api/reseller/settings', { cookie });
const post = (cookie: string, json: unknown) =>
  t.request('/api/reseller/settings', { method: 'POST', json, cookie });
const patch = (cookie: string, id: number, json: unknown) =>
  t.request(`/api/reseller/settings/${id}`, { method: 'PATCH', json, cookie });
const COMPANY = { name: 'Acme Numbers', url: 'https://acme.example', email: 'sales@acme.example' };

beforeAll(async () => {
  t = await createTestApp({ now: START });
  await seedLogins(t);
  broker = await accountOf(t, 'broker@numberyard.test');
  brokerCookie = await logIn(t, 'broker@numberyard.test');
  adminCookie = await logIn(t, 'admin@numberyard.test');
});
afterAll(() => t.close());

describe('reseller settings (spec 3 sections 3, 5, 7; ADR 0065)', () => {
  it('a broker with none gets the defaults: min $9.95, max $2500, no tokens', async () => {
    const response = await settings(brokerCookie);
    expect(response.status).toBe(200);
    expect((await response.json()).data).toEqual({
      resellerId: null,
      linkToken: null,
      widgetToken: null,
      name: '',
      url: '',
      email: '',
      config: {
        allowTollfree: false,
        percentMarkup: 0,
        fixedMarkup: 0,
        minPrice: 995,
        maxPrice: 250_000,
        buyNowLimit: 250_000,
      },
    });
  });

  it('a non-broker is refused (403) and a guest must sign in (401)', async () => {
    expect((await settings(adminCookie)).status).toBe(403);
    expect((await post(adminCookie, { $createToken: 'linkToken' })).status).toBe(403);
    expect((await t.request('/api/reseller/settings')).status).toBe(401);
  });

  it('POST $createToken creates the row with an unguessable link token; regenerating replaces it', async () => {
    const created = await post(brokerCookie, { $createToken: 'linkToken' });
    expect(created.status).toBe(201);
    const first = (await created.json()).data;
    expect(first.linkToken).toMatch(/^[0-9A-Za-z]{24}$/);
    expect(first.widgetToken).toBeNull();
    resellerId = first.resellerId;
    const again = await patch(brokerCookie, resellerId, { $createToken: 'linkToken' });
    expect(again.status).toBe(200);
    const second = (await again.json()).data;
    expect(second.linkToken).toMatch(/^[0-9A-Za-z]{24}$/);
    expect(second.linkToken).not.toBe(first.linkToken);
    linkToken = second.linkToken;
    const widget = await post(brokerCookie, { $createToken: 'widgetToken' });
    expect(widget.status).toBe(200);
    expect((await widget.json()).data).toMatchObject({
      resellerId,
      linkToken,
      widgetToken: expect.any(String),
    });
  });

  it('PATCH saves the company and the config in cents', async () => {
    const response = await patch(brokerCookie, resellerId, {
      ...COMPANY,
      config: {
        minPrice: 1_500,
        maxPrice: 100_000,
        percentMarkup: 10,
        fixedMarkup: 500,
        allowTollfree: true,
      },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).data).toMatchObject({
      ...COMPANY,
      config: {
        minPrice: 1_500,
        maxPrice: 100_000,
        percentMarkup: 10,
        fixedMarkup: 500,
        allowTollfree: true,
      },
    });
    expect((await (await settings(brokerCookie)).json()).data).toMatchObject({
      resellerId,
      ...COMPANY,
      linkToken,
    });
  });

  it("refuses bad settings with spec 3's messages and changes nothing", async () => {
    const refused = await patch(brokerCookie, resellerId, {
      name: ' ',
      url: '',
      email: 'nope',
      config: { minPrice: 900, maxPrice: 250_001 },
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors).toEqual({
      name: 'Company name is required',
      url: 'Company URL is required',
      email: 'Company email is invalid',
      minPrice: 'min is $9.95',
      maxPrice: 'max is $2500',
    });
    const cases: Array<[unknown, string, string]> = [
      [{ config: { minPrice: null } }, 'minPrice', 'min is required'],
      [{ config: { minPrice: 250_100 } }, 'minPrice', 'max is $2500'],
      [{ email: '' }, 'email', 'Company email is required'],
      [
        { url: 'ftp://acme.example' },
        'url',
        'Company URL must be a web address starting with https:// (or http://)',
      ],
      [{ config: { percentMarkup: -1 } }, 'percentMarkup', 'Percent markup must be between 0 and 100'],
    ];
    for (const [body, field, message] of cases) {
      const response = await patch(brokerCookie, resellerId, body);
      expect(response.status).toBe(400);
      expect((await response.json()).errors).toEqual({ [field]: message });
    }
    expect((await (await settings(brokerCookie)).json()).data).toMatchObject({ ...COMPANY, linkToken });
  });

  it("another broker's resellerId answers 404", async () => {
    const house = await accountOf(t, 'staff@numberyard.test');
    const other = new ResellerSettings({ brokerAccountId: house, now: t.clock.now() });
    await withContext(t.orm, () => t.composed.modules.brokerage.core.resellers.add(other));
    expect((await patch(brokerCookie, other.id, { $createToken: 'linkToken' })).status).toBe(404);
    expect((await patch(brokerCookie, 999_999, COMPANY)).status).toBe(404);
  });
});

describe('the affiliate link /?aff={linkToken} (spec 3, ADR 0065)', () => {
  it('sets a first-party HttpOnly, SameSite=Lax cookie for 30 days', async () => {
    const response = await t.request(`/?aff=${linkToken}`);
    const header = response.headers.getSetCookie().find((line) => line.startsWith('ny_aff='));
    expect(header).toBeDefined();
    const nowSeconds = Date.parse(START) / 1000;
    expect(header).toContain(`ny_aff=${linkToken}.${nowSeconds}`);
    expect(header).toMatch(/Max-Age=2592000/);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toMatch(/Path=\//);
  });

  it('ignores an unknown or malformed token', async () => {
    for (const token of ['A'.repeat(24), 'bad token', ''])
      expect((await t.request(`/?aff=${encodeURIComponent(token)}`)).headers.getSetCookie()).toEqual([]);
  });
});

describe('an affiliate sale (spec 3: 5% once, brand-new customers only)', () => {
  const transactions = () =>
    t.sql<{
      type: string;
      purchase_amount: number;
      fee_amount: number;
      payout_amount: number;
      payable_date: string;
      data: Record<string, unknown>;
    }>(
      `select type, purchase_amount, fee_amount, payout_amount, data,
              to_char(payable_date at time zone 'UTC', 'YYYY-MM-DD') as payable_date
         from brokerage.transaction where broker_account_id = $1 and type = 'affiliate' order by id`,
      [broker],
    );
  const visit = async () => cookieFrom(await t.request(`/?aff=${linkToken}`), 'ny_aff');

  async function guestBuys(email: string, affCookie: string | undefined, tns: string[]) {
    const guest = checkoutClient(t, affCookie);
    const uuid = await guest.basket(tns, accountData(email));
    const response = await guest.checkout({ uuid, stripePaymentId: 'pm_card_visa', password: PASSWORD });
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
    return { guest, uuid };
  }

  it("records one 5% transaction per order on its numbers' one-time amount, held 30 days; a replay adds none", async () => {
    const cookie = await visit();
    const { guest, uuid } = await guestBuys('new-customer@example.com', cookie, [
      await freshNumber(t),
      await freshNumber(t),
    ]);
    expect(await transactions()).toEqual([
      {
        type: 'affiliate',
        purchase_amount: 9_800,
        fee_amount: 9_310,
        payout_amount: 490,
        payable_date: '2026-12-28',
        data: expect.objectContaining({ affiliateSaleStatus: 'completed' }),
      },
    ]);
    // The order's retry answers the same order and records nothing again.
    const replay = await guest.checkout({ uuid, stripePaymentId: 'pm_card_visa', password: PASSWORD });
    expect(replay.status).toBeLessThan(500);
    const [order] = await t.sql<{ uuid: string; account_id: number }>(
      'select uuid, account_id from basket.checkout_order where basket_uuid = $1',
      [uuid],
    );
    const brokerage = t.composed.modules.brokerage;
    await withContext(t.orm, () =>
      brokerage.core.tx(() =>
        brokerage.recordCheckoutEarnings({
          orderUuid: order!.uuid,
          buyerAccountId: order!.account_id,
          buyerEmail: 'new-customer@example.com',
          newCustomer: true,
          referral: { kind: 'affiliate', token: linkToken },
          lines: [{ tn: '+12013450001', amountCents: 9_800, licence: null }],
        }),
      ),
    );
    expect(await transactions()).toHaveLength(1);
  });

  it('an existing customer (signed in) earns the affiliate nothing', async () => {
    const before = (await transactions()).length;
    const cookie = await visit();
    const client = checkoutClient(t, `${adminCookie}; ${cookie}`);
    const uuid = await client.basket([await freshNumber(t)]);
    expect((await client.checkout({ uuid, stripePaymentId: 'pm_card_visa' })).status).toBe(200);
    expect(await transactions()).toHaveLength(before);
  });

  it("a self-purchase (the broker's company email) earns nothing", async () => {
    const before = (await transactions()).length;
    await guestBuys(COMPANY.email, await visit(), [await freshNumber(t)]);
    expect(await transactions()).toHaveLength(before);
  });

  it('a sale 30 days or more after the visit earns nothing', async () => {
    const before = (await transactions()).length;
    const cookie = await visit();
    t.clock.advance(30 * 86_400_000);
    try {
      await guestBuys('late-customer@example.com', cookie, [await freshNumber(t)]);
      expect(await transactions()).toHaveLength(before);
    } finally {
      t.clock.set(START);
    }
  });
});
