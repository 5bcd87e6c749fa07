import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withContext } from '../../../src/platform/db/unit-of-work.ts';
import { lastMailTo, logIn, seedLogins } from '../../support/accounts.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { accountNumbers, PASSWORD } from '../checkout/checkout-kit.ts';
import { accountOf, brokerLists, catalogRow, guestCheckout, transactionsOf } from './licences-kit.ts';

let t: TestApp;
let broker: number;
let house: number;
let brokerCookie: string;
let staffCookie: string;

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-28T12:00:00Z' });
  await seedLogins(t);
  broker = await accountOf(t, 'broker@numberyard.test');
  house = await accountOf(t, 'staff@numberyard.test');
  brokerCookie = await logIn(t, 'broker@numberyard.test');
  staffCookie = await logIn(t, 'staff@numberyard.test');
});
afterAll(() => t.close());

const licences = (cookie: string, query = '') => t.request(`/api/brokerage/licenses${query}`, { cookie });

describe("checkout of a broker's listed number is the broker's sale (docs/adr/0058)", () => {
  it('sells the catalog row, records the sale with a 40% fee and a 30-day hold, and mails the broker', async () => {
    const tn = '+12014567001';
    await brokerLists(t, broker, tn, { priceCents: 10_000 }, 'offnet');
    await guestCheckout(t, 'sale-buyer@example.com', tn);
    expect((await catalogRow(t, tn))?.status).toBe('sold');
    expect(await transactionsOf(t, tn)).toEqual([
      expect.objectContaining({
        broker_account_id: broker,
        type: 'sale',
        status: 'new',
        purchase_amount: 10_000,
        fee_amount: 4_000,
        payout_amount: 6_000,
        pig_pick_percentage: 0,
        payable_date: '2026-12-28',
      }),
    ]);
    const [listing] = await t.sql('select * from brokerage.listing where tn = $1', [tn]);
    expect(listing).toBeUndefined();
    const history = await t.sql<{ op: string }>(
      'select op from brokerage.listing_history where tn = $1 order by id',
      [tn],
    );
    expect(history.map((entry) => entry.op)).toEqual(['list', 'delete']);
    expect((await lastMailTo(t, 'broker@numberyard.test'))?.subject).toBe('Your number (201) 456-7001 sold');
  });

  it("a Pig Pick listing not bought from the promoted result pays only the house's 40% (docs/adr/0066)", async () => {
    const tn = '+12014567002';
    await brokerLists(t, broker, tn, { priceCents: 10_000, pigPickPercentage: 10 }, 'offnet');
    await guestCheckout(t, 'pig-buyer@example.com', tn);
    expect(await transactionsOf(t, tn)).toEqual([
      expect.objectContaining({ fee_amount: 4_000, payout_amount: 6_000, pig_pick_percentage: 0 }),
    ]);
  });

  it('an on-network number leaves the broker account and goes to the buyer', async () => {
    const tn = '+12014567003';
    await brokerLists(t, broker, tn, { priceCents: 4_900 });
    expect((await accountNumbers(t, tn))[0]?.account_id).toBe(broker);
    const buyer = await guestCheckout(t, 'onnet-buyer@example.com', tn);
    const holders = await accountNumbers(t, tn);
    expect(holders.map((row) => row.account_id)).toEqual([buyer]);
    expect(buyer).not.toBe(broker);
  });

  it("the broker's second sale of the same number is held ten days", async () => {
    const tn = '+12014567004';
    await brokerLists(t, broker, tn, { priceCents: 5_000 });
    const first = await guestCheckout(t, 'first-owner@example.com', tn);
    // The number comes back to the broker (bought back, say) and is listed and sold again.
    await t.sql('delete from messaging.account_number where tn = $1 and account_id = $2', [tn, first]);
    await brokerLists(t, broker, tn, { priceCents: 6_000 });
    await guestCheckout(t, 'second-owner@example.com', tn);
    const sales = await transactionsOf(t, tn);
    expect(sales.map((sale) => [sale.purchase_amount, sale.payable_date])).toEqual([
      [5_000, '2026-12-28'],
      [6_000, '2026-12-08'],
    ]);
  });
});

describe('a licence of a broker number', () => {
  let licensee: number;
  const TN = '+12014567101';

  it('starts an active licence and records its one-time fee as licenseNrc; the listing stays', async () => {
    await brokerLists(t, broker, TN, {
      priceCents: 50_000,
      isLicensable: true,
      licenseOneTimeCents: 2_500,
      licenseMonthlyCents: 995,
      licenseAnnualIncrease: 3,
    });
    licensee = await guestCheckout(t, 'licensee@example.com', TN, 'license');
    const [license] = await t.sql(
      `select tn, broker_account_id, licensee_account_id, status, end_date, one_time_setup_fee, monthly_fee,
              annual_increase from brokerage.license where tn = $1`,
      [TN],
    );
    expect(license).toEqual({
      tn: TN,
      broker_account_id: broker,
      licensee_account_id: licensee,
      status: 'active',
      end_date: null,
      one_time_setup_fee: 2_500,
      monthly_fee: 995,
      annual_increase: 3,
    });
    expect(await transactionsOf(t, TN)).toEqual([
      expect.objectContaining({
        type: 'licenseNrc',
        purchase_amount: 2_500,
        fee_amount: 1_000,
        payout_amount: 1_500,
      }),
    ]);
    expect((await accountNumbers(t, TN)).map((row) => row.account_id)).toEqual([licensee]);
    const [listing] = await t.sql('select broker_account_id from brokerage.listing where tn = $1', [TN]);
    expect(listing).toEqual({ broker_account_id: broker });
  });

  it("a change of the broker's listing while it is licensed out does not put the number back on sale", async () => {
    const { core } = t.composed.modules.brokerage;
    await withContext(t.orm, () =>
      core.tx(async () => {
        const listing = await core.listings.ofBroker(broker, TN, { lock: true });
        await core.saveListing(listing!, { priceCents: 45_000 });
      }),
    );
    expect(await catalogRow(t, TN)).toEqual({ status: 'sold', seller_account_id: broker });
  });

  it('the broker lists it, newest first, and as a CSV file', async () => {
    const response = await licences(brokerCookie);
    expect(response.status).toBe(200);
    const page = await response.json();
    expect(page).toMatchObject({ total: 1, skip: 0, limit: 10 });
    expect(page.data[0]).toMatchObject({
      tn: TN,
      formattedTn: '(201) 456-7101',
      status: 'active',
      endDate: null,
      oneTimeSetupFee: 2_500,
      monthlyFee: 995,
      annualIncrease: 3,
      licenseeAccountId: licensee,
    });
    const csv = await t.request('/api/brokerage/licenses', {
      cookie: brokerCookie,
      headers: { Accept: 'text/csv' },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('Content-Disposition')).toContain('brokerage-licenses-2026-11-28.csv');
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toBe(
      'Phone number,Status,Start date,End date,One-time fee,Monthly fee,Annual increase %,License id',
    );
    expect(text).toContain('(201) 456-7101,active,2026-11-28,,25.00,9.95,3,');
  });

  it('another broker does not see it, and a customer who is not a broker gets 403', async () => {
    const houseList = await (await licences(staffCookie)).json();
    expect(houseList.data.map((row: { tn: string }) => row.tn)).not.toContain(TN);
    const [license] = await t.sql<{ id: number }>('select id from brokerage.license where tn = $1', [TN]);
    const cancel = await t.request(`/api/brokerage/licenses/${license!.id}`, {
      method: 'PATCH',
      cookie: staffCookie,
      json: { status: 'deleted' },
    });
    expect(cancel.status).toBe(404);
    const customer = await logIn(t, 'admin@numberyard.test');
    expect((await licences(customer)).status).toBe(403);
  });

  it('a broker who is not an employee cannot cancel it (403)', async () => {
    const [license] = await t.sql<{ id: number }>('select id from brokerage.license where tn = $1', [TN]);
    const response = await t.request(`/api/brokerage/licenses/${license!.id}`, {
      method: 'PATCH',
      cookie: brokerCookie,
      json: { status: 'deleted' },
    });
    expect(response.status).toBe(403);
    expect((await (await licences(brokerCookie)).json()).data[0].status).toBe('active');
  });

  it("each monthly licence charge is the broker's licenseMrc once, even when the run repeats", async () => {
    t.clock.set('2026-12-28T06:00:00Z');
    try {
      const { run } = t.composed.modules.billing.recurring;
      await run();
      await run();
    } finally {
      t.clock.set('2026-11-28T12:00:00Z');
    }
    const monthly = (await transactionsOf(t, TN)).filter((row) => row.type === 'licenseMrc');
    expect(monthly).toEqual([
      expect.objectContaining({
        broker_account_id: broker,
        purchase_amount: 995,
        fee_amount: 398,
        payout_amount: 597,
        payable_date: '2027-01-07',
      }),
    ]);
    expect(monthly[0]?.source_reference).toMatch(/^charge:recurring:\d+:2026-12-28:licence:\d+$/);
  });
});

describe('staff cancel an active licence', () => {
  const TN = '+12014567201';

  it('ends it as deleted, takes the number from the licensee and puts it back on sale under the broker', async () => {
    await brokerLists(t, house, TN, {
      priceCents: 30_000,
      isLicensable: true,
      licenseOneTimeCents: 1_000,
      licenseMonthlyCents: 1_500,
    });
    const licensee = await guestCheckout(t, 'house-licensee@example.com', TN, 'license');
    expect((await catalogRow(t, TN))?.status).toBe('sold');
    const [license] = await t.sql<{ id: number }>('select id from brokerage.license where tn = $1', [TN]);
    const response = await t.request(`/api/brokerage/licenses/${license!.id}`, {
      method: 'PATCH',
      cookie: staffCookie,
      json: { status: 'deleted' },
    });
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'deleted', endDate: '2026-11-28T12:00:00.000Z' });
    expect(await accountNumbers(t, TN)).toEqual([]);
    expect(await catalogRow(t, TN)).toEqual({ status: 'available', seller_account_id: house });
    expect(licensee).not.toBe(house);
    const audit = await t.sql<{ action: string; before: { status: string }; after: { status: string } }>(
      'select action, before, after from admin.audit_entry where subject = $1',
      [`license:${license!.id}`],
    );
    expect(audit.map((entry) => [entry.action, entry.before.status, entry.after.status])).toEqual([
      ['license.cancel', 'active', 'deleted'],
    ]);

    const again = await t.request(`/api/brokerage/licenses/${license!.id}`, {
      method: 'PATCH',
      cookie: staffCookie,
      json: { status: 'deleted' },
    });
    expect(again.status).toBe(409);
  });

  it('a licensee who releases the number cancels the licence, and the number is on sale again', async () => {
    const tn = '+12014567203';
    await brokerLists(t, house, tn, {
      priceCents: 30_000,
      isLicensable: true,
      licenseOneTimeCents: 1_000,
      licenseMonthlyCents: 1_500,
    });
    await guestCheckout(t, 'releasing-licensee@example.com', tn, 'license');
    const licensee = await logIn(t, 'releasing-licensee@example.com', PASSWORD);
    const released = await t.request(`/api/accounts/telephone-numbers/${tn}`, {
      method: 'DELETE',
      cookie: licensee,
    });
    expect(released.status, await released.clone().text()).toBeLessThan(300);
    const [license] = await t.sql('select status from brokerage.license where tn = $1', [tn]);
    expect(license).toEqual({ status: 'deleted' });
    expect(await catalogRow(t, tn)).toEqual({ status: 'available', seller_account_id: house });
  });

  it('two weeks of non-payment end the licence as completed and put the number back on sale', async () => {
    const tn = '+12014567202';
    await brokerLists(t, house, tn, {
      priceCents: 30_000,
      isLicensable: true,
      licenseOneTimeCents: 1_000,
      licenseMonthlyCents: 1_500,
    });
    const licensee = await guestCheckout(t, 'lapsed-licensee@example.com', tn, 'license');
    // No card on file: the month's charge goes unpaid and dunning starts.
    await t.sql('delete from billing.saved_card where account_id = $1', [licensee]);
    const { run } = t.composed.modules.billing.recurring;
    try {
      t.clock.set('2026-12-28T06:00:00Z');
      await run();
      t.clock.set('2027-01-12T06:00:00Z');
      await run();
      await run();
    } finally {
      t.clock.set('2026-11-28T12:00:00Z');
    }
    const [license] = await t.sql(
      `select status, to_char(end_date at time zone 'UTC', 'YYYY-MM-DD') as end_date
         from brokerage.license where tn = $1`,
      [tn],
    );
    expect(license).toEqual({ status: 'completed', end_date: '2027-01-12' });
    expect(await accountNumbers(t, tn)).toEqual([]);
    expect(await catalogRow(t, tn)).toEqual({ status: 'available', seller_account_id: house });
  });
});
