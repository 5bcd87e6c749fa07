import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, seedLogins } from '../../support/accounts.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { addNumber as addRow, idOf as idIn } from './account-numbers-kit.ts';

let t: TestApp;
let acmeAdmin: string;
let acmeUser: string;

const idOf = (table: 'user' | 'account', email: string) => idIn(t, table, email);
const addNumber = (
  accountId: number,
  tn: string,
  more: { sms?: string; userId?: number; mrc?: number; nickname?: string } = {},
) => addRow(t, accountId, tn, more);

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
  await addNumber(acme, '+12012340101', { sms: 'Y', mrc: 600, nickname: 'Front Desk' });
  await addNumber(acme, '+12012340102', { userId: uma, mrc: 150 });
  await addNumber(acme, '+18882340103', { sms: 'pending', mrc: 1900 });
  await addNumber(broker, '+13102340104', { nickname: 'Front desk of the broker' });
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
      nickname: 'Front Desk',
      plan: { id: 3, name: 'Forward' },
      status: 'active',
      smsEnabled: 'Y',
      smsValidated: '',
      stringHosted: 'N',
      anniversaryDate: '2026-11-24',
      paidThrough: '2027-11-24',
      mrc: 600,
      billingPeriod: 12,
      assignedUserId: null,
      isLicensed: false,
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

describe('searching the numbers (q)', () => {
  it('finds digits anywhere in the number, however punctuated, and pages the matches', async () => {
    expect(tns((await list(acmeAdmin, '?q=234-0103')).body)).toEqual(['+18882340103']);
    const page = (await list(acmeAdmin, `?q=${encodeURIComponent('(201) 234')}&$limit=1&$skip=1`)).body;
    expect(page).toMatchObject({ total: 2, limit: 1, skip: 1 });
    expect(tns(page)).toEqual(['+12012340102']);
  });

  it('finds nickname text in any case, never another account’s numbers', async () => {
    const { status, body } = await list(acmeAdmin, '?q=FRONT%20desk');
    expect(status).toBe(200);
    expect(tns(body)).toEqual(['+12012340101']);
  });

  it('treats LIKE wildcards as plain text', async () => {
    expect((await list(acmeAdmin, '?q=%25')).body.total).toBe(0);
    expect((await list(acmeAdmin, '?q=_')).body.total).toBe(0);
  });

  it('searches only the assigned numbers of a member with role user', async () => {
    expect(tns((await list(acmeUser, '?q=201')).body)).toEqual(['+12012340102']);
  });
});

describe('GET /api/accounts/telephone-numbers.csv', () => {
  const csv = async (cookie: string, query = '') => {
    const response = await t.request(`/api/accounts/telephone-numbers.csv${query}`, { cookie });
    return { response, text: await response.text() };
  };

  it('downloads every matching number, not just one page, with a header row', async () => {
    const { response, text } = await csv(acmeAdmin, '?$limit=1');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="numbers.csv"');
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Number,E.164 digits,Nickname,Plan,Monthly price,Billing period,Status,Anniversary date,Paid through,SMS',
    );
    expect(lines.slice(1)).toEqual([
      '(201) 234-0101,12012340101,Front Desk,Forward,6.00,Yearly,active,2026-11-24,2027-11-24,Y',
      '(201) 234-0102,12012340102,,Forward,1.50,Yearly,active,2026-11-24,2027-11-24,N',
      '(888) 234-0103,18882340103,,Forward,19.00,Yearly,active,2026-11-24,2027-11-24,pending',
    ]);
  });

  it('follows the search and the user’s assignment', async () => {
    expect((await csv(acmeAdmin, '?q=front')).text.trimEnd().split('\r\n')).toHaveLength(2);
    const { text } = await csv(acmeUser);
    expect(text).toContain('12012340102');
    expect(text).not.toContain('12012340101');
  });

  it('quotes cells holding commas or quotes, and defuses spreadsheet formulas (= + - @)', async () => {
    const acme = await idOf('account', 'admin@numberyard.test');
    await addNumber(acme, '+12012340199', { nickname: '=HYPERLINK("x"),"A, B"' });
    await addNumber(acme, '+12012340198', { nickname: '@SUM(1)' });
    try {
      const { text } = await csv(acmeAdmin, '?q=201234019');
      expect(text).toContain(`(201) 234-0198,12012340198,'@SUM(1),Forward`);
      expect(text).toContain(`(201) 234-0199,12012340199,"'=HYPERLINK(""x""),""A, B""",Forward`);
    } finally {
      await t.sql(`delete from messaging.account_number where tn in ('+12012340199', '+12012340198')`);
    }
  });

  it('answers 401 to a guest and 400 to an unknown filter', async () => {
    expect((await csv('')).response.status).toBe(401);
    expect((await csv(acmeAdmin, '?accountId=1')).response.status).toBe(400);
  });
});
