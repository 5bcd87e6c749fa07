import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lastMailTo, logIn, seedLogins } from '../../support/accounts.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { addNumber, idOf, type NumberRow } from './account-numbers-kit.ts';

let t: TestApp;
let acme: number;
let broker: number;
let uma: number;
let acmeAdmin: string;
let acmeUser: string;
let staff: string;

const call = async (cookie: string, method: string, path: string, json?: unknown) => {
  const response = await t.request(`/api/accounts/telephone-numbers${path}`, { method, cookie, json });
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
};
const patch = (cookie: string, tn: string, json: unknown) => call(cookie, 'PATCH', `/${tn}`, json);
const preview = (cookie: string, tn: string, planId: number) =>
  call(cookie, 'GET', `/${tn}/plan-change?planId=${planId}`);
const confirm = (cookie: string, tn: string, planId: number) =>
  call(cookie, 'POST', `/${tn}/plan-change`, { planId });
const row = async (tn: string) =>
  (
    await t.sql<{ nickname: string; plan_id: number; mrc_cents: number; assigned_user_id: number | null }>(
      'select nickname, plan_id, mrc_cents, assigned_user_id from messaging.account_number where tn = $1',
      [tn],
    )
  )[0];
const ledger = (accountId: number) =>
  t.sql<{ kind: string; amount_cents: number; description: string }>(
    'select kind, amount_cents, description from billing.ledger_entry where account_id = $1 order by id',
    [accountId],
  );
/** Moves the fixed clock to a day (sessions opened earlier would have lapsed) and signs the admin in then. */
const adminOn = async (day: string) => {
  t.clock.set(`${day}T09:00:00Z`);
  return logIn(t, 'admin@numberyard.test');
};
const fresh = async (tn: string, more: NumberRow = {}) => {
  await t.sql('delete from messaging.account_number where tn = $1', [tn]);
  await addNumber(t, acme, tn, more);
};

beforeAll(async () => {
  t = await createTestApp();
  await seedLogins(t);
  acme = await idOf(t, 'account', 'admin@numberyard.test');
  broker = await idOf(t, 'account', 'broker@numberyard.test');
  uma = await idOf(t, 'user', 'user@numberyard.test');
  await addNumber(t, broker, '+13102340104');
  acmeAdmin = await logIn(t, 'admin@numberyard.test');
  acmeUser = await logIn(t, 'user@numberyard.test');
  staff = await logIn(t, 'staff@numberyard.test');
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.sql('delete from billing.ledger_entry');
  t.clock.set('2026-11-22T12:00:00Z');
});

describe('PATCH /api/accounts/telephone-numbers/{tn}: nickname', () => {
  it('stores the nickname trimmed, for a number written with 10 digits or E.164', async () => {
    await fresh('+12012340201');
    const { status, body } = await patch(acmeAdmin, '2012340201', { nickname: '  Front desk ' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ tn: '+12012340201', nickname: 'Front desk' });
    expect((await patch(acmeAdmin, '%2B12012340201', { nickname: '' })).body.nickname).toBe('');
  });

  it('answers 400 for more than 100 characters or a control character, changing nothing', async () => {
    await fresh('+12012340202', { nickname: 'Kept' });
    const long = await patch(acmeAdmin, '2012340202', { nickname: 'a'.repeat(101) });
    expect(long.status).toBe(400);
    expect(long.body.errors.nickname).toBe('A nickname is at most 100 characters.');
    const control = await patch(acmeAdmin, '2012340202', { nickname: 'Front\ndesk' });
    expect(control.body.errors.nickname).toBe('A nickname cannot contain control characters.');
    expect((await row('+12012340202'))!.nickname).toBe('Kept');
  });

  it('lets the assigned user rename their number, and answers 404 for one not assigned to them', async () => {
    await fresh('+12012340203', { userId: uma });
    await fresh('+12012340204');
    expect((await patch(acmeUser, '2012340203', { nickname: 'Mine' })).status).toBe(200);
    const other = await patch(acmeUser, '2012340204', { nickname: 'Not mine' });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Telephone number not found.');
  });

  it('answers 404 for another account’s number, and for a number that does not parse', async () => {
    expect((await patch(acmeAdmin, '3102340104', { nickname: 'x' })).status).toBe(404);
    expect((await patch(acmeAdmin, 'not-a-number', { nickname: 'x' })).status).toBe(404);
  });
});

describe('PATCH /api/accounts/telephone-numbers/{tn}: assignment', () => {
  it('lets an admin assign a number to a user of the account, who then sees it, and unassign it', async () => {
    await fresh('+12012340211');
    const listed = async () =>
      (await (await t.request('/api/accounts/telephone-numbers?q=2012340211', { cookie: acmeUser })).json())
        .total;
    expect(await listed()).toBe(0);
    expect((await patch(acmeAdmin, '2012340211', { assignedUserId: uma })).body.assignedUserId).toBe(uma);
    expect(await listed()).toBe(1);
    expect((await patch(acmeAdmin, '2012340211', { assignedUserId: null })).body.assignedUserId).toBeNull();
    expect(await listed()).toBe(0);
  });

  it('answers 422 for a user who is not a member of the account', async () => {
    await fresh('+12012340212');
    const brokerUser = await idOf(t, 'user', 'broker@numberyard.test');
    const { status, body } = await patch(acmeAdmin, '2012340212', { assignedUserId: brokerUser });
    expect(status).toBe(422);
    expect(body.errors.assignedUserId).toBe('That user is not a member of this account.');
    expect((await row('+12012340212'))!.assigned_user_id).toBeNull();
  });

  it('answers 403 to a user assigning, even their own number', async () => {
    await fresh('+12012340213', { userId: uma });
    expect((await patch(acmeUser, '2012340213', { assignedUserId: null })).status).toBe(403);
    expect((await row('+12012340213'))!.assigned_user_id).toBe(uma);
  });
});

describe('plan change with proration', () => {
  it('previews the charge in a 28-day month: Park to Forward on Feb 14, paid to Feb 28 = 14/28 of $4', async () => {
    const admin = await adminOn('2027-02-14');
    await fresh('+12012340221', { planId: 1, mrc: 200, billingPeriod: 1, paidThrough: '2027-02-28' });
    const { status, body } = await preview(admin, '2012340221', 3);
    expect(status).toBe(200);
    expect(body).toEqual({
      tn: '+12012340221',
      fromPlan: { id: 1, name: 'Park', mrc: 200 },
      toPlan: { id: 3, name: 'Forward', mrc: 600 },
      charge: { kind: 'charge', amountCents: 200, from: '2027-02-14', to: '2027-02-28' },
    });
    expect((await row('+12012340221'))!.plan_id).toBe(1);
    expect(await ledger(acme)).toEqual([]);
  });

  it('previews the charge in a 31-day month: Dec 10 to Dec 24 = 14/31 of $4, rounded to $1.81', async () => {
    const admin = await adminOn('2026-12-10');
    await fresh('+12012340222', { planId: 1, mrc: 200, billingPeriod: 1, paidThrough: '2026-12-24' });
    expect((await preview(admin, '2012340222', 3)).body.charge).toMatchObject({
      kind: 'charge',
      amountCents: 181,
    });
  });

  it('confirms once: the plan and price change and the ledger gets one charge; again answers 409', async () => {
    const admin = await adminOn('2027-02-14');
    await fresh('+12012340223', { planId: 1, mrc: 200, billingPeriod: 1, paidThrough: '2027-02-28' });
    const done = await confirm(admin, '2012340223', 3);
    expect(done.status).toBe(200);
    expect(done.body.number).toMatchObject({ plan: { id: 3, name: 'Forward' }, mrc: 600 });
    expect(done.body.quote.charge.amountCents).toBe(200);
    const again = await confirm(admin, '2012340223', 3);
    expect(again.status).toBe(409);
    expect(await ledger(acme)).toEqual([expect.objectContaining({ kind: 'charge', amount_cents: 200 })]);
    expect((await ledger(acme))[0]!.description).toMatch(/\(201\) 234-0223: Park .* to Forward/);
  });

  it('charges once when the same confirmation arrives twice at the same moment', async () => {
    const admin = await adminOn('2027-02-14');
    await fresh('+12012340224', { planId: 1, mrc: 200, billingPeriod: 1, paidThrough: '2027-02-28' });
    const answers = await Promise.all([confirm(admin, '2012340224', 6), confirm(admin, '2012340224', 6)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await ledger(acme)).toHaveLength(1);
  });

  it('credits a downgrade to the ledger', async () => {
    const admin = await adminOn('2027-02-14');
    await fresh('+12012340225', { planId: 3, mrc: 600, billingPeriod: 1, paidThrough: '2027-02-28' });
    expect((await confirm(admin, '2012340225', 1)).status).toBe(200);
    expect(await ledger(acme)).toEqual([expect.objectContaining({ kind: 'credit', amount_cents: 200 })]);
  });

  it('prices the new plan at the account’s override', async () => {
    const admin = await adminOn('2027-02-14');
    await fresh('+12012340226', { planId: 1, mrc: 200, billingPeriod: 1, paidThrough: '2027-02-28' });
    await t.sql(
      `insert into catalog.pricing_override (account_id, type, plan_id, amount_cents, status)
       values ($1, 'mrc', 3, 400, 'active')`,
      [acme],
    );
    try {
      const done = await confirm(admin, '2012340226', 3);
      expect(done.body.number.mrc).toBe(400);
      expect(done.body.quote.charge.amountCents).toBe(100);
    } finally {
      await t.sql('delete from catalog.pricing_override where account_id = $1', [acme]);
    }
  });

  it('refuses admin-only plans to customers (not to employees) and plans the brand lacks', async () => {
    await fresh('+12012340227', { planId: 1, mrc: 200 });
    const notify = await preview(acmeAdmin, '2012340227', 2);
    expect(notify.status).toBe(422);
    expect(notify.body.errors.planId).toBe('Plan 2 is not offered.');
    expect((await confirm(acmeAdmin, '2012340227', 10)).status).toBe(422);
    const house = await idOf(t, 'account', 'staff@numberyard.test');
    await addNumber(t, house, '+12012340228', { planId: 1, mrc: 200 });
    expect((await confirm(staff, '2012340228', 2)).status).toBe(200);
    expect((await row('+12012340227'))!.plan_id).toBe(1);
  });

  it('answers 403 to a user and 404 for another account’s number', async () => {
    await fresh('+12012340229', { userId: uma });
    expect((await preview(acmeUser, '2012340229', 3)).status).toBe(403);
    expect((await confirm(acmeUser, '2012340229', 6)).status).toBe(403);
    expect((await confirm(acmeAdmin, '3102340104', 6)).status).toBe(404);
    expect(await ledger(broker)).toEqual([]);
  });
});

describe('DELETE /api/accounts/telephone-numbers/{tn}: release', () => {
  it('deletes the number (billing stops) and mails the account’s admins; again answers 404', async () => {
    await fresh('+12012340231', { licenseMrc: 1500 });
    const released = await call(acmeAdmin, 'DELETE', '/2012340231');
    expect(released.status).toBe(204);
    expect(await row('+12012340231')).toBeUndefined();
    const mail = await lastMailTo(t, 'admin@numberyard.test');
    expect(mail?.subject).toBe('Number (201) 234-0231 released');
    expect(mail?.text_body).toMatch(/Forward plan .* will not be billed again/);
    expect(mail?.text_body).toContain('Its licence has ended');
    expect((await call(acmeAdmin, 'DELETE', '/2012340231')).status).toBe(404);
  });

  it('answers 403 to a user and 404 for another account’s number, deleting nothing', async () => {
    await fresh('+12012340232', { userId: uma });
    expect((await call(acmeUser, 'DELETE', '/2012340232')).status).toBe(403);
    expect((await call(acmeAdmin, 'DELETE', '/3102340104')).status).toBe(404);
    expect(await row('+12012340232')).toBeDefined();
    expect(
      await t.sql('select 1 from messaging.account_number where tn = $1', ['+13102340104']),
    ).toHaveLength(1);
  });
});
