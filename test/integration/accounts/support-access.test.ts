import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, seedLogins } from '../../support/accounts.ts';
import { cookieFrom, createTestApp, type TestApp } from '../../support/test-app.ts';
import { addMember, ledgerOf, mailsTo, makeAccount, runOn, saveCard } from '../billing/recurring-support.ts';

const STAFF = 'staff@numberyard.test';
let t: TestApp;
let staff: string;
let customer: string;
let acme: number;

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-14T12:00:00Z' });
  await seedLogins(t);
  staff = await logIn(t, STAFF);
  customer = await logIn(t, 'admin@numberyard.test');
  acme = (await (await t.request('/api/profile', { cookie: customer })).json()).accountId;
});
afterAll(() => t.close());

const start = (
  accountId: number,
  init: { cookie?: string; headers?: Record<string, string> } = { cookie: staff },
) => t.request(`/api/admin/accounts/${accountId}/support`, { method: 'POST', ...init });
const end = (accountId: number, cookie = staff) =>
  t.request(`/api/admin/accounts/${accountId}/support`, { method: 'DELETE', cookie });
const search = async (text: string) => {
  const response = await t.request(`/api/admin/accounts?search=${encodeURIComponent(text)}`, {
    cookie: staff,
  });
  expect(response.status).toBe(200);
  return response.json();
};
/** A second staff session, switched into the account (switching gives that session a new cookie). */
const switchInto = async (accountId: number) => {
  const switched = await t.request('/api/session?switchAccount=true', {
    method: 'POST',
    cookie: await logIn(t, STAFF),
    json: { accountId },
  });
  expect(switched.status).toBe(200);
  return cookieFrom(switched, 'ny_session');
};
const auditOf = (accountId: number) =>
  t.sql<{ action: string; actor_user_id: number }>(
    'select action, actor_user_id from admin.audit_entry where subject = $1 order by id',
    [`account:${accountId}`],
  );

describe('support access: who may get it', () => {
  it('answers guests 401, customers 403 and a staff API token 403, and makes nothing', async () => {
    const created = await t.request('/api/apiTokens', { method: 'POST', cookie: staff, json: { name: 'x' } });
    const token = (await created.json()).token;
    expect((await start(acme, {})).status).toBe(401);
    expect((await start(acme, { cookie: customer })).status).toBe(403);
    expect((await start(acme, { headers: { authorization: `Bearer ${token}` } })).status).toBe(403);
    const [row] = await t.sql<{ n: number }>(
      'select count(*)::int as n from accounts.membership where account_id = $1 and support',
      [acme],
    );
    expect(row!.n).toBe(0);
  });

  it('answers 404 for an account that does not exist', async () => {
    expect((await start(999_999)).status).toBe(404);
  });
});

describe('support access: staff get it, act, and end it', () => {
  it('makes a support membership once (201, then 200 with the same), named after the company, and audits it', async () => {
    const first = await start(acme);
    expect(first.status).toBe(201);
    const membership = await first.json();
    expect(membership).toMatchObject({
      accountId: acme,
      role: 'admin',
      nickname: 'Acme Parking Co (support)',
    });
    const again = await start(acme);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(membership);
    expect(await auditOf(acme)).toEqual([expect.objectContaining({ action: 'supportAccess.start' })]);
  });

  it('makes one support membership when two requests for it arrive at once, and answers both', async () => {
    const twin = await makeAccount(t, { email: 'twin-clicks@example.test' });
    const answers = await Promise.all([start(twin), start(twin)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    const [rows] = await t.sql<{ count: number }>(
      'select count(*)::int as count from accounts.membership where account_id = $1 and support',
      [twin],
    );
    expect(rows!.count).toBe(1);
  });

  it('does not show the support membership on the account’s Users screen', async () => {
    const users = await (await t.request('/api/account-users', { cookie: customer })).json();
    expect(users.data.map((user: { email: string }) => user.email)).not.toContain(STAFF);
    expect(users.total).toBe(users.data.length);
  });

  it('lets the switched session act in the account until staff end support, then answers 401 and audits it', async () => {
    await start(acme);
    const switched = await switchInto(acme);
    expect((await t.request('/api/account-users', { cookie: switched })).status).toBe(200);
    expect((await end(acme)).status).toBe(204);
    expect((await t.request('/api/account-users', { cookie: switched })).status).toBe(401);
    expect((await t.request('/api/apiTokens', { cookie: switched })).status).toBe(401);
    expect((await auditOf(acme)).map((entry) => entry.action)).toEqual([
      'supportAccess.start',
      'supportAccess.end',
    ]);
    expect((await end(acme)).status).toBe(404);
  });
});

describe('support access: not a seat, not a mail recipient', () => {
  it('bills brand 2 seats for the account’s own users only and mails the declined charge to its admin only', async () => {
    const account = await makeAccount(t, {
      email: 'owner@b2.example',
      brandingId: 2,
      anniversaryDate: '2026-10-15',
    });
    await addMember(t, account, 'clerk@b2.example', 'user');
    await saveCard(t, account, 'pm_card_chargeDeclined');
    expect((await start(account)).status).toBe(201);
    await runOn(t, '2026-11-15');
    const charges = (await ledgerOf(t, account)).filter((entry) => entry.kind === 'charge');
    expect(charges.map((entry) => entry.amount_cents)).toEqual([495, 495]);
    expect(await mailsTo(t, 'owner@b2.example')).toHaveLength(1);
    expect(await mailsTo(t, STAFF)).toEqual([]);
  });
});

describe('GET /api/admin/accounts', () => {
  // The billing run moved the clock past the idle window of the first sign-in.
  beforeAll(async () => {
    staff = await logIn(t, STAFF);
  });

  it('finds an account by part of its company name, by its id and by a member’s email, with its first admin', async () => {
    const byName = await search('acme parking');
    expect(byName.data).toEqual([
      expect.objectContaining({
        accountId: acme,
        company: 'Acme Parking Co',
        adminEmail: 'admin@numberyard.test',
      }),
    ]);
    expect((await search(String(acme))).data[0]).toMatchObject({ accountId: acme });
    expect(
      (await search('admin@numberyard')).data.map((row: { accountId: number }) => row.accountId),
    ).toContain(acme);
  });

  it('says where the caller has support, and does not find accounts by the staff’s own support email', async () => {
    await start(acme);
    expect((await search('Acme')).data[0]).toMatchObject({ accountId: acme, support: true });
    const mine = await search(STAFF);
    expect(mine.data.map((row: { accountId: number }) => row.accountId)).not.toContain(acme);
  });

  it('answers an empty page for no match and 400 for an empty search', async () => {
    expect(await search('no such company zz')).toEqual({ data: [], total: 0, limit: 20, skip: 0 });
    expect((await t.request('/api/admin/accounts?search=', { cookie: staff })).status).toBe(400);
  });
});
