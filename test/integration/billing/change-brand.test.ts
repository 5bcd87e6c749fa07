import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, logIn, seedLogins } from '../../support/accounts.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { accountChangesKit } from './account-changes-kit.ts';

let t: TestApp;
const kit = accountChangesKit(() => t);
let ada: string;
let uma: string;
let adaId: number;
let acme: number;
let broker: number;
let business: number;
let adaBusiness: number;

const convert = (cookie: string, body: unknown, toAccountId?: number) =>
  t
    .request(`/api/accounts/change-brand${toAccountId === undefined ? '' : `/${toAccountId}`}`, {
      method: toAccountId === undefined ? 'POST' : 'PATCH',
      cookie,
      json: body,
    })
    .then(json);

beforeAll(async () => {
  t = await createTestApp();
  await seedLogins(t);
  adaId = await kit.userId('admin@numberyard.test');
  acme = await kit.accountOf('admin@numberyard.test');
  broker = await kit.accountOf('broker@numberyard.test');
  business = await kit.accountOf('admin@business.numberyard.test');
  // Ada is admin of a brand 2 account of her own, and only a user in the bakery's.
  adaBusiness = await kit.addAccount(2, 'Acme Business');
  await kit.addMember(adaId, adaBusiness, 'admin');
  await kit.addMember(adaId, business, 'user');
  const umaId = await kit.userId('user@numberyard.test');
  for (const [i, tn] of ['+12012340201', '+12012340202', '+12012340203', '+12012340204'].entries())
    await kit.addNumber(acme, tn, { period: i === 0 ? 12 : 1, paidThrough: '2026-12-15', userId: umaId });
  await kit.addNumber(broker, '+13102340299');
  ada = await logIn(t, 'admin@numberyard.test');
  uma = await logIn(t, 'user@numberyard.test');
});
afterAll(() => t.close());

describe('GET /api/accounts/change-brand', () => {
  it('offers the other brand, its default plan and the caller’s admin accounts there', async () => {
    const { status, body } = await t.request('/api/accounts/change-brand', { cookie: ada }).then(json);
    expect(status).toBe(200);
    expect(body).toMatchObject({ brandingId: 2, brandName: 'Numberyard Business', plan: { id: 10 } });
    expect(body.accounts.map((a: { accountId: number }) => a.accountId)).toEqual([adaBusiness]);
  });

  it('is for account admins only', async () => {
    expect((await t.request('/api/accounts/change-brand', { cookie: uma })).status).toBe(403);
  });
});

describe('POST /api/accounts/change-brand', () => {
  it('opens a new admin account on the other brand and moves the numbers onto its default plan', async () => {
    const { status, body } = await convert(ada, { brandingId: 2, tns: ['2012340201'] });
    expect(status).toBe(200);
    expect(body.userId).toBe(adaId);
    const [account] = await t.sql<{ branding_id: number; company: string }>(
      'select branding_id, company from accounts.account where id = $1',
      [body.accountId],
    );
    expect(account).toEqual({ branding_id: 2, company: 'Acme Parking Co' });
    const [membership] = await t.sql(
      'select role from accounts.membership where user_id = $1 and account_id = $2',
      [adaId, body.accountId],
    );
    expect(membership).toEqual({ role: 'admin' });
    const [moved] = await kit.numbersOf(body.accountId);
    expect(moved).toMatchObject({
      tn: '+12012340201',
      plan_id: 10,
      billing_period: 12,
      paid_through: '2026-12-15',
      assigned_user_id: null,
    });
    expect((await kit.numbersOf(acme)).map((n) => n.tn)).not.toContain('+12012340201');
  });

  it('refuses another account’s number with 404 and moves nothing, not even a new account', async () => {
    const before = await t.sql('select count(*)::int as n from accounts.account');
    const { status, body } = await convert(ada, { brandingId: 2, tns: ['+12012340202', '+13102340299'] });
    expect(status).toBe(404);
    expect(body.message).toBe('Telephone number not found.');
    expect(await t.sql('select count(*)::int as n from accounts.account')).toEqual(before);
    expect((await kit.numbersOf(acme)).map((n) => n.tn)).toContain('+12012340202');
    expect((await kit.numbersOf(broker)).map((n) => n.tn)).toEqual(['+13102340299']);
  });

  it('refuses the brand the numbers are already on with 422', async () => {
    const { status, body } = await convert(ada, { brandingId: 1, tns: ['+12012340202'] });
    expect(status).toBe(422);
    expect(body.message).toBe('Numbers can only be converted to the other brand.');
  });

  it('is for account admins only, and needs at least one number', async () => {
    expect((await convert(uma, { brandingId: 2, tns: ['+12012340202'] })).status).toBe(403);
    expect((await convert(ada, { brandingId: 2, tns: [] })).status).toBe(400);
  });
});

describe('PATCH /api/accounts/change-brand/{accountId}', () => {
  it('moves numbers to an existing account on the other brand where the caller is admin', async () => {
    const { status, body } = await convert(
      ada,
      { brandingId: 2, tns: ['+12012340202', '+12012340203'] },
      adaBusiness,
    );
    expect(status).toBe(200);
    expect(body).toEqual({ accountId: adaBusiness, userId: adaId });
    expect((await kit.numbersOf(adaBusiness)).map((n) => [n.tn, n.plan_id])).toEqual([
      ['+12012340202', 10],
      ['+12012340203', 10],
    ]);
  });

  it('refuses the current account, an account where the caller is not admin, and a stranger’s', async () => {
    for (const target of [acme, business, broker]) {
      const { status, body } = await convert(ada, { brandingId: 2, tns: ['+12012340204'] }, target);
      expect(status, `account ${target}`).toBe(422);
      expect(body.message).toMatch(/^Numbers cannot be converted to the account|where you are an admin\.$/);
    }
    expect((await kit.numbersOf(acme)).map((n) => n.tn)).toEqual(['+12012340204']);
  });
});
