import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MikroOrmResellerSettings } from '../../../src/modules/brokerage/adapters/db/mikro-orm-reseller-settings.ts';
import { ResellerSettings } from '../../../src/modules/brokerage/domain/reseller-settings.ts';
import { currentEm, withContext } from '../../../src/platform/db/unit-of-work.ts';
import type { ResellerConfig } from '../../../src/shared/reseller-settings-rules.ts';
import { logIn, seedLogins } from '../../support/accounts.ts';
import { listNumber } from '../../support/inventory.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { ledgerOf, mailsTo, runOn } from '../billing/recurring-support.ts';
import { accountOf, brokerLists, transactionsOf } from '../brokerage/licences-kit.ts';
import { accountData, PASSWORD } from '../checkout/checkout-kit.ts';

let t: TestApp;
let broker: number;
const TOKEN = 'w_test_widget_0001';
const SITE = 'https://www.acme-numbers.example';
const COMPANY_EMAIL = 'sales@acme-numbers.example';

/** Reseller settings written through the repository, as the reseller settings API saves them. */
async function settingsFor(
  brokerAccountId: number,
  input: { token: string; url: string; email: string; config: Partial<ResellerConfig> },
) {
  await withContext(t.orm, async () => {
    const settings = new ResellerSettings({
      brokerAccountId,
      ...input,
      name: 'Acme Numbers',
      now: t.clock.now(),
    });
    settings.widgetToken = input.token;
    await new MikroOrmResellerSettings(() => currentEm(t.orm)).add(settings);
  });
}

async function widgetBasket(token = TOKEN): Promise<string> {
  const created = await t.request(`/api/widget/${token}/baskets`, { method: 'POST' });
  expect(created.status, JSON.stringify(await created.clone().json())).toBe(201);
  return (await created.json()).uuid;
}

const addItem = (basketUuid: string, tn: string) =>
  t.request('/api/baskets/items', { method: 'POST', json: { basketUuid, tn } });

/** A guest buys the number through the widget (Account Info, then the simulator's test card). */
async function widgetCheckout(email: string, tn: string): Promise<{ orderUuid: string; amountDue: number }> {
  const uuid = await widgetBasket();
  const saved = await t.request(`/api/baskets/${uuid}`, {
    method: 'PATCH',
    json: { data: { ...accountData(email), contact_number: '(201) 234-0142' } },
  });
  expect(saved.status, JSON.stringify(await saved.clone().json())).toBe(200);
  const added = await addItem(uuid, tn);
  expect(added.status, JSON.stringify(await added.clone().json())).toBe(201);
  const paid = await t.request('/api/baskets/checkout', {
    method: 'POST',
    json: { uuid, stripePaymentId: 'pm_card_visa', password: PASSWORD },
  });
  expect(paid.status, JSON.stringify(await paid.clone().json())).toBe(200);
  return paid.json();
}

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-28T12:00:00Z' });
  await seedLogins(t);
  broker = await accountOf(t, 'broker@numberyard.test');
  // Markup 10% then $1.00; offered from $20 to $200; bought at once up to $150.
  await settingsFor(broker, {
    token: TOKEN,
    url: `${SITE}/numbers`,
    email: COMPANY_EMAIL,
    config: { percentMarkup: 10, fixedMarkup: 100, minPrice: 2_000, maxPrice: 20_000, buyNowLimit: 15_000 },
  });
  await listNumber(t, '+12017770001', { priceCents: 1_000 }); // 1200: below min
  await listNumber(t, '+12017770002', { priceCents: 5_000 }); // 5600: buy
  await listNumber(t, '+12017770003', { priceCents: 14_000 }); // 15500: above buy-now, contact
  await listNumber(t, '+12017770004', { priceCents: 19_000 }); // 21000: above max
  await listNumber(t, '+12017770005', { priceCents: 5_000 }); // bought in the money tests
});
afterAll(() => t.close());

describe('the widget page and loader (docs/adr/0064)', () => {
  it('an unknown token answers 404 and no frame, on the page and the API', async () => {
    const page = await t.request('/widget/w_nobody');
    expect(page.status).toBe(404);
    expect(page.headers.get('content-security-policy')).not.toContain('frame-ancestors https');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect((await t.request('/api/widget/w_nobody')).status).toBe(404);
    expect((await t.request('/api/widget/w_nobody/baskets', { method: 'POST' })).status).toBe(404);
  });

  it("the widget page may be framed by the broker's site only", async () => {
    const page = await t.request(`/widget/${TOKEN}`);
    expect(page.status).not.toBe(404);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`frame-ancestors ${SITE};`);
    expect(policy).toContain('https://js.stripe.com');
    expect(page.headers.get('x-frame-options')).toBeNull();
    expect(page.headers.get('x-numberyard-frame-ancestor')).toBeNull();
    expect(await (await t.request(`/api/widget/${TOKEN}`)).json()).toEqual({
      name: 'Acme Numbers',
      url: `${SITE}/numbers`,
      siteOrigin: SITE,
    });
  });

  it('widget.js is a long-cached script any site may load', async () => {
    const script = await t.request('/widget.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(script.headers.get('cache-control')).toContain('max-age=86400');
    expect(script.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(await script.text()).toContain("'/widget/' + encodeURIComponent(token)");
  });
});

describe('widget search and basket prices (docs/adr/0064)', () => {
  it("answers the catalog's numbers with the markup, within min and max, dearer than buy-now to ask", async () => {
    const found = await t.request(`/api/widget/${TOKEN}/search?npa=201&search=777000`);
    expect(found.status).toBe(200);
    const mine = (await found.json()).data.filter((n: { tn: string }) => n.tn.startsWith('+12017770'));
    expect(mine.map((n: { tn: string; price: number; action: string }) => [n.tn, n.price, n.action])).toEqual(
      [
        ['+12017770002', 5_600, 'buy'],
        ['+12017770005', 5_600, 'buy'],
        ['+12017770003', 15_500, 'contact'],
      ],
    );
  });

  it('offers no toll-free numbers unless the broker allows them', async () => {
    const found = await t.request(`/api/widget/${TOKEN}/search?type=tollfree&npa=800`);
    expect(await found.json()).toEqual({ data: [], more: false, matchesPartial: false });
  });

  it("prices a widget basket's number on the server with the markup, and refuses what the widget does not sell", async () => {
    const uuid = await widgetBasket();
    const basket = await (await t.request(`/api/baskets/${uuid}`)).json();
    expect(basket.data.widgetToken).toBe(TOKEN);
    const added = await addItem(uuid, '+12017770002');
    expect(added.status).toBe(201);
    expect((await added.json()).price).toBe(5_600);
    for (const tn of ['+12017770001', '+12017770003', '+12017770004']) {
      const refused = await addItem(uuid, tn);
      expect(refused.status, tn).toBe(422);
      expect((await refused.json()).message).toBe('This number cannot be bought through this search.');
    }
  });

  it('a client can never set widgetToken, nor a price', async () => {
    const created = await t.request('/api/baskets', {
      method: 'POST',
      json: { data: { widgetToken: TOKEN, campaign: 'x' } },
    });
    const plain = await created.json();
    expect(created.status, JSON.stringify(plain)).toBe(201);
    expect(plain.data.widgetToken).toBeUndefined();
    const patched = await t.request(`/api/baskets/${plain.uuid}`, {
      method: 'PATCH',
      json: { data: { widgetToken: TOKEN } },
    });
    expect(patched.status).toBe(400);
    expect((await (await t.request(`/api/baskets/${plain.uuid}`)).json()).data.widgetToken).toBeUndefined();
    // The plain basket pays the catalog's price; a price sent along is not heard.
    const added = await t.request('/api/baskets/items', {
      method: 'POST',
      json: { basketUuid: plain.uuid, tn: '+12017770004', price: 1, priceCents: 1 },
    });
    expect(added.status).toBe(201);
    expect((await added.json()).price).toBe(19_000);
  });
});

describe('an embedded sale pays the broker (docs/adr/0064)', () => {
  let houseOrder: string;

  it('a house number: 20% of the catalog price plus the markup, with the customer, held 30 days; the company email gets a notice', async () => {
    const order = await widgetCheckout('widget-buyer@example.com', '+12017770005');
    houseOrder = order.orderUuid;
    const rows = await transactionsOf(t, '+12017770005');
    expect(rows).toEqual([
      expect.objectContaining({
        broker_account_id: broker,
        type: 'embedded',
        purchase_amount: 5_600,
        payout_amount: 1_000 + 600,
        fee_amount: 4_000,
        payable_date: '2026-12-28',
        source_reference: `order:${houseOrder}:+12017770005:embedded`,
      }),
    ]);
    const [data] = await t.sql<{ data: Record<string, unknown> }>(
      "select data from brokerage.transaction where tn = '+12017770005'",
    );
    expect(data!.data).toMatchObject({
      customerName: 'Nia Buyer',
      customerEmail: 'widget-buyer@example.com',
      customerPhone: '(201) 234-0142',
      embeddedSaleStatus: 'completed',
    });
    const [notice] = await mailsTo(t, COMPANY_EMAIL);
    expect(notice?.subject).toBe('Embedded search sale: (201) 777-0005');
    expect(notice?.text_body).toContain('Your earnings: $16.00');
  });

  it('a replay of the order records nothing twice', async () => {
    const { brokerage } = t.composed.modules;
    const [buyer] = await t.sql<{ account_id: number }>(
      "select account_id from messaging.account_number where tn = '+12017770005'",
    );
    await withContext(t.orm, () =>
      brokerage.core.tx(() =>
        brokerage.recordCheckoutEarnings({
          orderUuid: houseOrder,
          buyerAccountId: buyer!.account_id,
          buyerEmail: 'widget-buyer@example.com',
          newCustomer: true,
          referral: { kind: 'embedded', token: TOKEN },
          lines: [{ tn: '+12017770005', amountCents: 5_600, listCents: 5_000, licence: null }],
        }),
      ),
    );
    expect(await transactionsOf(t, '+12017770005')).toHaveLength(1);
    expect(await mailsTo(t, COMPANY_EMAIL)).toHaveLength(1);
  });

  it("the broker's own listed number: one embedded transaction split 60/40 plus the markup, no sale", async () => {
    const tn = '+12014567301';
    await brokerLists(t, broker, tn, { priceCents: 10_000 }, 'offnet');
    await widgetCheckout('own-buyer@example.com', tn);
    expect(await transactionsOf(t, tn)).toEqual([
      expect.objectContaining({
        broker_account_id: broker,
        type: 'embedded',
        purchase_amount: 11_100,
        fee_amount: 4_000,
        payout_amount: 7_100,
      }),
    ]);
    expect(await t.sql('select * from brokerage.listing where tn = $1', [tn])).toEqual([]);
  });

  it("another broker's listing: the lister's sale on the catalog price, the widget's broker 20% plus the markup", async () => {
    const tn = '+12014567302';
    const lister = await accountOf(t, 'admin@numberyard.test');
    await brokerLists(t, lister, tn, { priceCents: 10_000 }, 'offnet');
    await widgetCheckout('other-buyer@example.com', tn);
    expect(await transactionsOf(t, tn)).toEqual([
      expect.objectContaining({
        broker_account_id: broker,
        type: 'embedded',
        purchase_amount: 11_100,
        payout_amount: 2_000 + 1_100,
      }),
      expect.objectContaining({
        broker_account_id: lister,
        type: 'sale',
        purchase_amount: 10_000,
        fee_amount: 4_000,
        payout_amount: 6_000,
      }),
    ]);
  });

  it('the broker sees the embedded transactions in GET /api/brokerage/transactions', async () => {
    const cookie = await logIn(t, 'broker@numberyard.test');
    const list = await t.request('/api/brokerage/transactions?type=embedded', { cookie });
    expect(list.status).toBe(200);
    const tns = (await list.json()).data.map((row: { tn: string }) => row.tn).sort();
    expect(tns).toEqual(['+12014567301', '+12014567302', '+12017770005']);
  });

  it("the resold number's monthly Park fee is billed to the broker's account, not the buyer's", async () => {
    const [number] = await t.sql<{ account_id: number; due: string }>(
      `select account_id, coalesce(paid_through, (anniversary_date + make_interval(months => billing_period))::date)::text as due
         from messaging.account_number where tn = '+12017770005'`,
    );
    const buyerBefore = await ledgerOf(t, number!.account_id);
    await runOn(t, number!.due);
    const brokerCharges = (await ledgerOf(t, broker)).filter((entry) =>
      entry.description.startsWith('Resold number (201) 777-0005'),
    );
    expect(brokerCharges).toEqual([expect.objectContaining({ kind: 'charge' })]);
    expect(brokerCharges[0]!.amount_cents).toBeGreaterThan(0);
    const buyerAfter = await ledgerOf(t, number!.account_id);
    expect(buyerAfter.filter((entry) => entry.description.includes('777-0005'))).toEqual(
      buyerBefore.filter((entry) => entry.description.includes('777-0005')),
    );
  });
});
