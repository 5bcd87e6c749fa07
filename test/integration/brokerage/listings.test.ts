import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccountIdOf } from '../../../src/modules/accounts/index.ts';
import { withContext } from '../../../src/platform/db/unit-of-work.ts';
import { LISTING_MESSAGES } from '../../../src/shared/broker-listing-rules.ts';
import { SPELLING_MESSAGES } from '../../../src/shared/vanity-spelling-rules.ts';
import { json, lastMailTo, logIn, seedLogins } from '../../support/accounts.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { offerUuid } from '../offers/negotiations-support.ts';

let t: TestApp;
let broker: string;
let staff: string;
let admin: string;
let user: string;
let brokerAccount: number;
let houseAccount: number;

/** Gives the account numbers it holds with us (as checkout would): on-network listings to be. */
async function holds(accountId: number, tns: string[]) {
  const { messaging } = t.composed.modules;
  await withContext(t.orm, () =>
    t.composed.ports.tx(() =>
      messaging.assignAccountNumbers({
        accountId,
        numbers: tns.map((tn) => ({
          tn,
          planId: 1,
          billingPeriod: 1,
          mrcCents: 500,
          anniversaryDate: '2026-11-01',
        })),
      }),
    ),
  );
}

const list = (query = '', cookie = broker, headers: Record<string, string> = {}) =>
  t.request(`/api/brokerage/listings${query}`, { cookie, headers });
const patch = (tn: string, body: Record<string, unknown>, cookie = broker) =>
  t.request(`/api/brokerage/listings/${encodeURIComponent(tn)}`, { method: 'PATCH', json: body, cookie });
const catalogRow = async (tn: string) =>
  (
    await t.sql<{ status: string; price_cents: number; spelling: string | null; seller_account_id: number }>(
      'select status, price_cents, spelling, seller_account_id from catalog.number where tn = $1',
      [tn],
    )
  )[0];

const MINE = ['+12014562001', '+12014562002', '+12014563569', '+12014567448', '+18884561234'];

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-28T12:00:00Z' });
  await seedLogins(t);
  const accountOf = (email: string) => withContext(t.orm, () => demoAccountIdOf(t.orm.em.fork(), email));
  brokerAccount = (await accountOf('broker@numberyard.test'))!;
  houseAccount = (await accountOf('staff@numberyard.test'))!;
  broker = await logIn(t, 'broker@numberyard.test');
  staff = await logIn(t, 'staff@numberyard.test');
  admin = await logIn(t, 'admin@numberyard.test');
  user = await logIn(t, 'user@numberyard.test');
  await holds(brokerAccount, MINE);
  await holds(houseAccount, ['+12014569001']);
});
afterAll(() => t.close());

describe('GET /api/brokerage/listings: who may call it', () => {
  it('refuses non-brokers with 403: a plain user, and the admin of an account that is not a seller', async () => {
    expect((await list('', user)).status).toBe(403);
    expect((await list('', admin)).status).toBe(403);
  });

  it('works with an API token of the broker', async () => {
    const created = await t.request('/api/apiTokens', {
      method: 'POST',
      cookie: broker,
      json: { name: 'feed' },
    });
    const { token } = await created.json();
    const response = await t.request('/api/brokerage/listings', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).total).toBeGreaterThanOrEqual(MINE.length);
  });
});

describe('on-network listings follow the numbers the account holds', () => {
  it('creates an unlisted listing at price 0 for each number, sorted by tn, with a create history entry', async () => {
    const { status, body } = await json(await list());
    expect(status).toBe(200);
    expect(body.data.map((row: { tn: string }) => row.tn)).toEqual([...MINE].sort());
    expect(body).toMatchObject({ total: MINE.length, limit: 10, skip: 0 });
    expect(body.data[0]).toMatchObject({
      type: 'onnet',
      isListed: false,
      price: 0,
      formattedTn: '(201) 456-2001',
    });
    const history = await t.sql<{ op: string }>('select op from brokerage.listing_history where tn = $1', [
      MINE[0],
    ]);
    expect(history.map((h) => h.op)).toEqual(['create']);
  });

  it('drops the unlisted listing of a number the account no longer holds, keeps a listed one', async () => {
    await holds(brokerAccount, ['+12014562998', '+12014562999']);
    await list();
    expect((await patch('+12014562999', { isListed: true, price: 4995 })).status).toBe(200);
    await t.sql(`delete from messaging.account_number where tn in ('+12014562998', '+12014562999')`);
    const tns = (await (await list('?$limit=100')).json()).data.map((row: { tn: string }) => row.tn);
    expect(tns).not.toContain('+12014562998');
    expect(tns).toContain('+12014562999');
    expect((await patch('+12014562999', { isListed: false })).status).toBe(200);
  });
});

describe('the list language, $fields and CSV', () => {
  it('filters a phone number however it is written, and starts-with adds the leading 1', async () => {
    const eq = await (await list('?tn=201-456-2001')).json();
    expect(eq.data.map((row: { tn: string }) => row.tn)).toEqual(['+12014562001']);
    const starts = await (await list(`?${new URLSearchParams({ 'tn[$like]': '201456200%' })}`)).json();
    expect(starts.data.map((row: { tn: string }) => row.tn)).toEqual(['+12014562001', '+12014562002']);
  });

  it('filters by area code 201-998 and refuses one outside', async () => {
    expect((await (await list('?npa=888')).json()).data.map((row: { tn: string }) => row.tn)).toEqual([
      '+18884561234',
    ]);
    expect((await (await list(`?${new URLSearchParams({ 'npa[$lt]': '888' })}`)).json()).total).toBe(4);
    const bad = await json(await list('?npa=200'));
    expect(bad.status).toBe(400);
    expect(bad.body.errors.npa).toBe('Area code must be a number from 201 to 998.');
  });

  it('filters off-network listings whose verification lapses before a date (the verification list)', async () => {
    await t.sql(
      `insert into brokerage.listing (tn, broker_account_id, type, is_listed, price_cents, retail_price_cents,
         is_negotiable, is_licensable, license_annual_increase, pig_pick_percentage, verified_until_date,
         create_date, update_date)
       values ('+12015550001', $1, 'offnet', true, 9995, 9995, false, false, 0, 0, '2026-11-29T00:00:00Z', now(), now()),
              ('+12015550002', $1, 'offnet', true, 9995, 9995, false, false, 0, 0, '2026-12-20T00:00:00Z', now(), now())`,
      [brokerAccount],
    );
    const query = new URLSearchParams({ type: 'offnet', 'verifiedUntilDate[$lt]': '2026-12-01T00:00:00Z' });
    const { body } = await json(await list(`?${query}`));
    expect(body.data.map((row: { tn: string }) => row.tn)).toEqual(['+12015550001']);
    expect(body.data[0]).toMatchObject({ type: 'offnet', needsVerification: false });
  });

  it('$fields chooses the fields of each row (tn always), and refuses an unknown one', async () => {
    const { body } = await json(await list('?$fields=price,isListed&$limit=1'));
    expect(body.data[0]).toEqual({ tn: '+12014562001', price: 0, isListed: false });
    expect((await list('?$fields=price,secret')).status).toBe(400);
  });

  it('pages at 10 by default and at most 100', async () => {
    expect((await list('?$limit=101')).status).toBe(400);
    expect((await (await list('?$limit=2&$skip=1')).json()).data.map((r: { tn: string }) => r.tn)).toEqual([
      '+12014562002',
      '+12014563569',
    ]);
  });

  it('answers every matching row as listings_{date}.csv, dollars as the screen shows, dates in the time zone', async () => {
    expect((await patch('+12014562002', { isListed: true, price: 4995 })).status).toBe(200);
    const query = new URLSearchParams({ isListed: 'true', $locale: 'en-US', $timeZone: 'America/New_York' });
    const response = await list(`?${query}`, broker, { accept: 'text/csv' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toContain('listings_2026-11-28.csv');
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toMatch(/^tn,formattedTn,type,isListed,price,/);
    const row = lines.find((line) => line.startsWith('+12014562002'));
    expect(row).toContain(',Y,49.95,49.95,');
    expect(row).toContain('11/28/26, 7:00'); // 12:00 UTC in New York
    expect((await patch('+12014562002', { isListed: false })).status).toBe(200);
  });

  it('answers the header alone when nothing matches, and 400 for an unknown time zone', async () => {
    const empty = await list('?tn=+12019999999&$timeZone=UTC', broker, { accept: 'text/csv' });
    expect(empty.status).toBe(200);
    expect((await empty.text()).trim().split('\r\n')).toHaveLength(1);
    expect((await list('?$timeZone=Mars/Base', broker, { accept: 'text/csv' })).status).toBe(400);
  });
});

describe('GET and PATCH /api/brokerage/listings/{tn}', () => {
  it("answers 404 for another broker's number and for a number nobody lists", async () => {
    await list('', staff); // the house account is a seller too: its number becomes its listing
    expect((await t.request('/api/brokerage/listings/+12014569001', { cookie: staff })).status).toBe(200);
    expect((await t.request('/api/brokerage/listings/+12014569001', { cookie: broker })).status).toBe(404);
    expect((await patch('+12014569001', { price: 4995 })).status).toBe(404);
    expect((await t.request('/api/brokerage/listings/+12019999999', { cookie: broker })).status).toBe(404);
    expect((await t.request('/api/brokerage/listings/12014562001', { cookie: user })).status).toBe(403);
  });

  it('lists a number: prices in cents, booleans as Y, and search shows it at once under the broker', async () => {
    const { status, body } = await json(
      await patch('+12014562001', { isListed: 'Y', price: 12_500, minimumOffer: 9_000, isNegotiable: 'YES' }),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ isListed: true, price: 12_500, minimumOffer: 9_000, isNegotiable: true });
    expect(await catalogRow('+12014562001')).toMatchObject({
      status: 'available',
      price_cents: 12_500,
      seller_account_id: brokerAccount,
    });
    const got = await json(await t.request('/api/brokerage/listings/2014562001', { cookie: broker }));
    expect(got.body).toMatchObject({ tn: '+12014562001', price: 12_500 });
  });

  it("refuses a save with no changes: 422 'There are no changes to save.'", async () => {
    const { status, body } = await json(await patch('+12014562001', { price: 12_500, isListed: true }));
    expect(status).toBe(422);
    expect(body.message).toBe(LISTING_MESSAGES.noChanges);
    expect((await patch('+12014562001', {})).status).toBe(422);
  });

  it('refuses a price under $9.95 and keeps the listing as it was', async () => {
    const { status, body } = await json(await patch('+12014562001', { price: 500 }));
    expect(status).toBe(400);
    expect(body.errors.price).toBe(LISTING_MESSAGES.minimumPrice);
    expect((await catalogRow('+12014562001'))?.price_cents).toBe(12_500);
  });

  it('refuses a sale price on a toll-free number, and takes a licence', async () => {
    const sale = await json(await patch('+18884561234', { price: 9_995 }));
    expect(sale.status).toBe(400);
    expect(sale.body.errors.price).toBe(LISTING_MESSAGES.tollFreeNotSold);
    const licence = await json(
      await patch('+18884561234', { isLicensable: true, licenseOneTimeFee: 9_995, licenseMonthlyFee: 2_500 }),
    );
    expect(licence.status).toBe(200);
    expect(licence.body).toMatchObject({ isLicensable: true, licenseOneTimeFee: 9_995, price: 0 });
  });

  it('refuses a Pig Pick percentage outside the allowed list', async () => {
    const { status, body } = await json(await patch('+12014562001', { pigPickPercentage: 7 }));
    expect(status).toBe(400);
    expect(body.errors.pigPickPercentage).toBe(LISTING_MESSAGES.pigPick);
  });
});

describe('vanity spellings', () => {
  const spell = (tn: string, spelling: string | null) => patch(tn, { spelling });

  it('refuses characters, more than 2 hyphens, letters that do not dial the number, and profanity', async () => {
    const cases: [string, string, string][] = [
      ['+12014563569', 'fl0w', SPELLING_MESSAGES.characters],
      ['+12014563569', 'f-l-o-w', SPELLING_MESSAGES.hyphens],
      ['+12014563569', 'glow', SPELLING_MESSAGES.noMatch],
      ['+12014567448', 'shit', SPELLING_MESSAGES.profane],
    ];
    for (const [tn, spelling, message] of cases) {
      const { status, body } = await json(await spell(tn, spelling));
      expect({ spelling, status, message: body.errors?.spelling }).toEqual({
        spelling,
        status: 400,
        message,
      });
    }
  });

  it('a spelling becomes a pending request, not the listing’s spelling; asking the same again is no change', async () => {
    const { status, body } = await json(await spell('+12014563569', 'F-low'));
    expect(status).toBe(200);
    expect(body).toMatchObject({ spelling: null, pendingSpelling: 'f-low' });
    expect((await spell('+12014563569', 'f-low')).status).toBe(422);
    const respelled = await json(await spell('+12014563569', 'flow'));
    expect(respelled.body.pendingSpelling).toBe('flow');
    const [count] = await t.sql<{ count: string }>(
      `select count(*) from brokerage.spelling_request where tn = '+12014563569'`,
    );
    expect(Number(count?.count)).toBe(1);
  });

  it('staff see the queue; brokers may not', async () => {
    expect((await t.request('/api/admin/spellings', { cookie: broker })).status).toBe(403);
    const { status, body } = await json(
      await t.request('/api/admin/spellings?status=pending', { cookie: staff }),
    );
    expect(status).toBe(200);
    expect(body.data).toEqual([
      expect.objectContaining({
        tn: '+12014563569',
        spelling: 'flow',
        spelledTn: '1-201-456-FLOW',
        status: 'pending',
      }),
    ]);
  });

  it('approval sets the spelling, search shows it, and the broker is mailed; deciding twice is 409', async () => {
    expect((await patch('+12014563569', { isListed: true, price: 9_995 })).status).toBe(200);
    const [request] = (
      await (await t.request('/api/admin/spellings?status=pending', { cookie: staff })).json()
    ).data;
    const decide = (status: string) =>
      t.request(`/api/admin/spellings/${request.spellingRequestId}`, {
        method: 'PATCH',
        cookie: staff,
        json: { status },
      });
    const { status, body } = await json(await decide('approved'));
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'approved', decidedDate: '2026-11-28T12:00:00.000Z' });
    expect((await catalogRow('+12014563569'))?.spelling).toBe('flow');
    const listing = await json(await t.request('/api/brokerage/listings/+12014563569', { cookie: broker }));
    expect(listing.body).toMatchObject({ spelling: 'flow', pendingSpelling: null });
    expect((await lastMailTo(t, 'broker@numberyard.test'))?.subject).toContain('1-201-456-FLOW was approved');
    expect((await decide('rejected')).status).toBe(409);
  });

  it('rejection leaves the listing as it was and mails the reason', async () => {
    expect((await spell('+12014563569', 'f-low')).status).toBe(200);
    const [request] = (
      await (await t.request('/api/admin/spellings?status=pending', { cookie: staff })).json()
    ).data;
    const response = await t.request(`/api/admin/spellings/${request.spellingRequestId}`, {
      method: 'PATCH',
      cookie: staff,
      json: { status: 'rejected', reason: 'Hyphen reads badly.' },
    });
    expect(response.status).toBe(200);
    expect((await catalogRow('+12014563569'))?.spelling).toBe('flow');
    const mail = await lastMailTo(t, 'broker@numberyard.test');
    expect(mail?.subject).toContain('was not approved');
    expect(mail?.text_body).toContain('Hyphen reads badly.');
  });

  it('an unknown request is 404', async () => {
    const response = await t.request('/api/admin/spellings/999999', {
      method: 'PATCH',
      cookie: staff,
      json: { status: 'approved' },
    });
    expect(response.status).toBe(404);
  });
});

describe('GET /api/brokerage/listings/{tn}/info', () => {
  it("answers the listing's history, the offers made on it to this broker and its spellings", async () => {
    await offerUuid(t, { tn: '+12014562001', offer: 10_000 }, admin);
    const { status, body } = await json(
      await t.request('/api/brokerage/listings/+12014562001/info', { cookie: broker }),
    );
    expect(status).toBe(200);
    expect(body.history.map((entry: { op: string }) => entry.op)).toEqual(['list', 'create']);
    expect(body.history[0].to).toMatchObject({ price: 12_500, floorPrice: 9_000, showNegotiable: true });
    expect(body.negotiations).toEqual([expect.objectContaining({ offer: 10_000, status: 'submitted' })]);
    const spellings = await json(
      await t.request('/api/brokerage/listings/+12014563569/info', { cookie: broker }),
    );
    expect(spellings.body.spellings.map((s: { status: string }) => s.status)).toEqual([
      'rejected',
      'approved',
    ]);
    expect((await t.request('/api/brokerage/listings/+12014569001/info', { cookie: broker })).status).toBe(
      404,
    );
  });
});
