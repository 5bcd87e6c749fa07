import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, seedLogins } from '../../support/accounts.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let acmeAdmin: string;
let acmeUser: string;

const idOf = async (table: 'user' | 'account', email: string) => {
  const column = table === 'user' ? 'u.id' : 'm.account_id';
  const [row] = await t.sql<{ id: number }>(
    `select ${column} as id from accounts."user" u join accounts.membership m on m.user_id = u.id where u.email = $1`,
    [email],
  );
  return row!.id;
};

const addNumber = (
  accountId: number,
  tn: string,
  more: { sms?: string; userId?: number; mrc?: number } = {},
) =>
  t.sql(
    `insert into messaging.account_number
       (account_id, tn, plan_id, mrc_cents, billing_period, anniversary_date, sms_enabled, assigned_user_id)
     values ($1, $2, 3, $3, 12, '2026-11-24', $4, $5)`,
    [accountId, tn, more.mrc ?? 600, more.sms ?? 'N', more.userId ?? null],
  );

const list = async (cookie: string, query = '') => {
  const response = await t.request(`/api/accounts/telephone-numbers${query}`, { cookie });
  return { status: response.status, body: await response.json() };
};
const tns = (body: { data: { tn: string }[] }) => body.data.map((number) => number.tn);

beforeAll(async () => {
  t = await createTestApp();
  await seedLogins(t);
  const acme = await idOf('account', 'admin@numberyard.test');
  const broker = await idOf('account', 'broker@numberyard.test');
  const uma = await idOf('user', 'user@numberyard.test');
  await addNumber(acme, '+12012340101', { sms: 'Y', mrc: 600 });
  await addNumber(acme, '+12012340102', { userId: uma, mrc: 150 });
  await addNumber(acme, '+18882340103', { sms: 'pending', mrc: 1900 });
  await addNumber(broker, '+13102340104');
  acmeAdmin = await logIn(t, 'admin@numberyard.test');
  acmeUser = await logIn(t, 'user@numberyard.test');
});
afterAll(() => t.close());

describe('GET /api/accounts/telephone-numbers', () => {
  it('shows an account admin every number of the account, and none of another account', async () => {
    const { status, body } = await list(acmeAdmin);
    expect(status).toBe(200);
    expect(tns(body)).toEqual(['+12012340101', '+12012340102', '+18882340103']);
    expect(body).toMatchObject({ total: 3, limit: 10, skip: 0 });
    expect(body.data[0]).toEqual({
      tn: '+12012340101',
      humanTn: '(201) 234-0101',
      nickname: '',
      plan: { id: 3, name: 'Forward' },
      status: 'active',
      smsEnabled: 'Y',
      smsValidated: '',
      stringHosted: 'N',
      anniversaryDate: '2026-11-24',
      mrc: 600,
      billingPeriod: 12,
      isTollFree: false,
      isSmsEnabled: true,
      isSmsPending: false,
      isSmsValidated: false,
      planAllowsSms: true,
    });
    expect(body.data[2]).toMatchObject({ isTollFree: true, isSmsPending: true, isSmsEnabled: false });
  });

  it('shows a member with role user only the numbers assigned to them', async () => {
    const { body } = await list(acmeUser);
    expect(tns(body)).toEqual(['+12012340102']);
    expect(body.total).toBe(1);
  });

  it('filters on status and smsEnabled, sorts, and pages up to $limit 1000', async () => {
    expect(tns((await list(acmeAdmin, '?status=active&$limit=1000')).body)).toHaveLength(3);
    expect(tns((await list(acmeAdmin, '?smsEnabled=pending')).body)).toEqual(['+18882340103']);
    expect(tns((await list(acmeAdmin, '?smsEnabled[$in][]=Y&smsEnabled[$in][]=pending')).body)).toEqual([
      '+12012340101',
      '+18882340103',
    ]);
    const page = (await list(acmeAdmin, '?$sort[mrc]=-1&$skip=1&$limit=1')).body;
    expect(page).toMatchObject({ total: 3, limit: 1, skip: 1 });
    expect(tns(page)).toEqual(['+12012340101']);
  });

  it('answers 400 naming a filter outside the whitelist or a $limit over 1000, and changes nothing', async () => {
    const byTn = await list(acmeAdmin, '?tn=%2B12012340101');
    expect(byTn.status).toBe(400);
    expect(byTn.body.errors).toHaveProperty('tn');
    const unknown = await list(acmeAdmin, '?accountId=1');
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ accountId: "unknown field 'accountId'" });
    expect((await list(acmeAdmin, '?$limit=1001')).status).toBe(400);
  });

  it('answers an API token (read-only too) with its account’s numbers', async () => {
    const created = await t.request('/api/apiTokens', {
      method: 'POST',
      cookie: acmeAdmin,
      json: { name: 'Reader', scope: 'read-only' },
    });
    const { token } = await created.json();
    const response = await t.request('/api/accounts/telephone-numbers', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).total).toBe(3);
  });

  it('answers 401 to a guest', async () => {
    expect((await list('')).status).toBe(401);
  });
});
