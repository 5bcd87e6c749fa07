import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { logIn, seedLogins } from '../../support/accounts.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import {
  addParkedNumber,
  balanceOf,
  ledgerOf,
  mailsTo,
  makeAccount,
  runOn,
  saveCard,
} from './recurring-support.ts';

let t: TestApp;
let staff: string;
let account: number;
const ADMIN = 'late-payer@example.com';

beforeEach(async () => {
  t = await createTestApp({ now: '2026-11-14T12:00:00Z' });
  await seedLogins(t);
  account = await makeAccount(t, { email: ADMIN, anniversaryDate: '2026-01-15' });
  await t.sql("update accounts.account set company = 'Late Payer Inc' where id = $1", [account]);
  await addParkedNumber(t, account, '+12012340301');
  await saveCard(t, account, 'pm_card_chargeDeclined');
  await runOn(t, '2026-11-15');
  t.clock.set('2026-11-15T09:00:00Z');
  staff = await logIn(t, 'staff@numberyard.test');
});
afterEach(() => t.close());

const get = (query = '', cookie = staff) => t.request(`/api/admin/dunning${query}`, { cookie });
const retry = (id = account) =>
  t.request(`/api/admin/dunning/${id}/retry`, { method: 'POST', cookie: staff });
const extend = (json: unknown, id = account) =>
  t.request(`/api/admin/dunning/${id}/extend`, { method: 'POST', cookie: staff, json });
const rowOf = async (id = account) =>
  (await (await get()).json()).data.find((row: { accountId: number }) => row.accountId === id);
const dunning = async () =>
  (
    await t.sql<{ retries_done: number; ended_on: string | null; delay_days: number }>(
      'select retries_done, ended_on::text, delay_days from billing.dunning where account_id = $1',
      [account],
    )
  )[0];
/** PaymentIntents the Stripe simulator created for this account's dunning retries. */
const retryIntents = async () =>
  Number(
    (
      await t.sql<{ n: string }>(
        "select count(*) as n from billing.simulated_object where kind = 'payment_intent' and idempotency_key like $1",
        [`dunning:${account}:%`],
      )
    )[0]?.n,
  );
const auditOf = async () =>
  (
    await (
      await t.request(`/api/admin/audit?subject=dunning:${account}&$sort[at]=1`, { cookie: staff })
    ).json()
  ).data;

describe('GET /api/admin/dunning', () => {
  it('lists exactly the accounts the staff home counts as in dunning, with what staff need to chase them', async () => {
    await t.sql(
      `insert into billing.dunning (account_id, started_on, ended_on) values ($1, '2026-10-01', '2026-10-20')`,
      [account + 100_000],
    );
    const response = await get();
    expect(response.status).toBe(200);
    const page = await response.json();
    const open = await t.sql<{ account_id: number }>(
      'select account_id from billing.dunning where ended_on is null order by account_id',
    );
    const summary = await (await t.request('/api/admin/summary', { cookie: staff })).json();
    expect(page.total).toBe(summary.dunningAccounts);
    expect(
      page.data.map((row: { accountId: number }) => row.accountId).sort((a: number, b: number) => a - b),
    ).toEqual(open.map((row) => row.account_id));
    expect(await rowOf()).toMatchObject({
      accountId: account,
      name: 'Late Payer Inc',
      brandingId: 1,
      brandName: 'Numberyard',
      amountOwedCents: 200,
      firstFailedOn: '2026-11-15',
      retriesDone: 0,
      retriesScheduled: 3,
      nextRetryOn: '2026-11-16',
      licencesEndOn: '2026-11-29',
      delayDays: 0,
      lastDeclineReason: 'Your card was declined.',
      card: { brand: 'visa', last4: '4242' },
      failedCharges: [
        {
          key: `recurring-payment:${account}:2026-11-15`,
          amountCents: 200,
          message: 'Your card was declined.',
        },
      ],
    });
    expect(Object.keys((await rowOf()).card)).toEqual(['brand', 'last4']);
  });

  it('filters by the dunning step (retries made) and pages', async () => {
    expect(
      (await (await get('?retriesDone=0')).json()).data.map((row: { accountId: number }) => row.accountId),
    ).toContain(account);
    expect((await (await get('?retriesDone=1')).json()).data).toEqual([]);
    const first = await (await get('?$limit=1')).json();
    expect(first.data.length).toBeLessThanOrEqual(1);
    expect(first).toMatchObject({ limit: 1, skip: 0 });
    expect((await get('?retriesDone=-1')).status).toBe(400);
    expect((await get('?nonsense=1')).status).toBe(400);
  });

  it('is for staff only: guests 401, customers 403, a staff API token 403', async () => {
    const customer = await logIn(t, 'admin@numberyard.test');
    const created = await t.request('/api/apiTokens', { method: 'POST', cookie: staff, json: { name: 'x' } });
    const token = { authorization: `Bearer ${(await created.json()).token}` };
    for (const [path, method] of [
      ['/api/admin/dunning', 'GET'],
      [`/api/admin/dunning/${account}/retry`, 'POST'],
      [`/api/admin/dunning/${account}/extend`, 'POST'],
    ] as const) {
      const json = method === 'POST' ? { days: 3, note: 'x' } : undefined;
      expect((await t.request(path, { method, json })).status).toBe(401);
      expect((await t.request(path, { method, json, cookie: customer })).status).toBe(403);
      expect((await t.request(path, { method, json, headers: token })).status).toBe(403);
    }
    expect(await dunning()).toMatchObject({ retries_done: 0, delay_days: 0 });
  });
});

describe('POST /api/admin/dunning/{accountId}/retry', () => {
  it('charges once when clicked twice at the same moment, and a declined card counts as the next retry', async () => {
    const answers = await Promise.all([retry(), retry()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const ok = answers.find((answer) => answer.status === 200)!;
    expect(await ok.json()).toEqual({
      outcome: 'declined',
      amountCents: 200,
      message: 'Your card was declined.',
    });
    expect(await retryIntents()).toBe(1);
    expect(await dunning()).toMatchObject({ retries_done: 1, ended_on: null });
    expect(await mailsTo(t, ADMIN)).toHaveLength(2);
    // The daily run does not make retry 1 again; the next is on day 3.
    await runOn(t, '2026-11-16');
    staff = await logIn(t, 'staff@numberyard.test'); // a day later: the session has timed out
    expect(await retryIntents()).toBe(1);
    expect((await rowOf()).nextRetryOn).toBe('2026-11-18');
    expect((await rowOf()).failedCharges).toHaveLength(2);
  });

  it('with a card that pays: charges the balance once, records the payment and ends dunning', async () => {
    await saveCard(t, account, 'pm_card_visa');
    const answers = await Promise.all([retry(), retry()]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(200);
    expect([404, 409]).toContain(statuses[1]);
    expect(await answers.find((answer) => answer.status === 200)!.json()).toEqual({
      outcome: 'paid',
      amountCents: 200,
      message: '',
    });
    expect(await retryIntents()).toBe(1);
    expect(await balanceOf(t, account)).toBe(0);
    expect((await ledgerOf(t, account)).map((entry) => entry.kind)).toEqual(['charge', 'payment']);
    expect(await dunning()).toMatchObject({ ended_on: '2026-11-15' });
    expect(await rowOf()).toBeUndefined();
    expect((await retry()).status).toBe(404);
  });

  it('ends dunning without a charge when the balance was paid meanwhile', async () => {
    await t.composed.modules.billing.ledger.record({
      accountId: account,
      entries: [{ kind: 'payment', amountCents: 200, description: 'Cheque', reference: 'test:cheque' }],
    });
    expect(await (await retry()).json()).toEqual({ outcome: 'ended', amountCents: 0, message: '' });
    expect(await retryIntents()).toBe(0);
    expect(await dunning()).toMatchObject({ ended_on: '2026-11-15' });
  });

  it('is audited with who, before and after, and answers 404 for an account not in dunning', async () => {
    await retry();
    const [entry] = await auditOf();
    expect(entry).toMatchObject({
      action: 'dunning.retryNow',
      actor: 'staff@numberyard.test',
      before: { retriesDone: 0, nextRetryOn: '2026-11-16' },
      after: { retriesDone: 1, nextRetryOn: '2026-11-18', attempt: { amountCents: 200 } },
    });
    expect(entry.at).toBe('2026-11-15T09:00:00.000Z');
    expect((await retry(999_999)).status).toBe(404);
    expect((await t.request('/api/admin/dunning/abc/retry', { method: 'POST', cookie: staff })).status).toBe(
      400,
    );
  });
});

describe('POST /api/admin/dunning/{accountId}/extend', () => {
  it('moves the next retry and the licence end by the days given, with the note, and is audited', async () => {
    const response = await extend({ days: 7, note: 'Promised to pay on the 22nd.' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      nextRetryOn: '2026-11-23',
      licencesEndOn: '2026-12-06',
      delayDays: 7,
      staffNote: 'Promised to pay on the 22nd.',
    });
    await runOn(t, '2026-11-16');
    expect(await dunning()).toMatchObject({ retries_done: 0 });
    await runOn(t, '2026-11-23');
    expect(await dunning()).toMatchObject({ retries_done: 1 });
    staff = await logIn(t, 'staff@numberyard.test'); // days later: the session has timed out
    const [entry] = await auditOf();
    expect(entry).toMatchObject({
      action: 'dunning.extend',
      actor: 'staff@numberyard.test',
      before: { delayDays: 0, nextRetryOn: '2026-11-16' },
      after: { delayDays: 7, nextRetryOn: '2026-11-23', days: 7, staffNote: 'Promised to pay on the 22nd.' },
    });
  });

  it('refuses bad input (400), too long a delay (422) and an unknown account (404), changing nothing', async () => {
    expect((await extend({ days: 0, note: 'x' })).status).toBe(400);
    expect((await extend({ days: 31, note: 'x' })).status).toBe(400);
    expect((await extend({ days: 3 })).status).toBe(400);
    expect((await extend({ days: 3, note: '   ' })).status).toBe(400);
    expect((await extend({ days: 1.5, note: 'x' })).status).toBe(400);
    expect((await extend({ days: 3, note: 'x' }, 999_999)).status).toBe(404);
    expect((await extend({ days: 30, note: 'a' })).status).toBe(200);
    expect((await extend({ days: 30, note: 'b' })).status).toBe(200);
    const tooLong = await extend({ days: 1, note: 'c' });
    expect(tooLong.status).toBe(422);
    expect((await tooLong.json()).message).toBe('This dunning has been pushed back as far as it may be.');
    expect(await dunning()).toMatchObject({ delay_days: 60 });
    expect(await auditOf()).toHaveLength(2);
  });
});
