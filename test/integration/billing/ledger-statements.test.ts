import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccountIdOf } from '../../../src/modules/accounts/index.ts';
import { withContext } from '../../../src/platform/db/unit-of-work.ts';
import { json, logIn, seedLogins } from '../../support/accounts.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { addNumber } from './recurring-support.ts';

let t: TestApp;
let admin: string;
let user: string;
let broker: string;
let acme: number;

/** Twelve entries over October and November 2026 (UTC), one a day, recorded at their own times. */
const ENTRIES = [
  ['2026-10-02T10:00:00Z', 'charge', 1000],
  ['2026-10-05T10:00:00Z', 'tax', 90],
  ['2026-10-09T10:00:00Z', 'payment', 500],
  ['2026-10-20T10:00:00Z', 'charge', 2500],
  ['2026-10-31T23:59:59Z', 'credit', 100],
  ['2026-11-01T00:00:00Z', 'charge', 700],
  ['2026-11-03T10:00:00Z', 'payment', 2000],
  ['2026-11-04T10:00:00Z', 'refund', 50],
  ['2026-11-07T10:00:00Z', 'charge', 300],
  ['2026-11-10T10:00:00Z', 'tax', 27],
  ['2026-11-12T10:00:00Z', 'payment', 1000],
  ['2026-11-15T10:00:00Z', 'charge', 1200],
] as const;

beforeAll(async () => {
  t = await createTestApp({ now: '2026-10-01T00:00:00Z' });
  await seedLogins(t);
  acme = (await withContext(t.orm, () => demoAccountIdOf(t.orm.em.fork(), 'admin@numberyard.test')))!;
  for (const [at, kind, amountCents] of ENTRIES) {
    t.clock.set(at);
    await t.composed.modules.billing.ledger.record({
      accountId: acme,
      entries: [{ kind, amountCents, description: `${kind} of ${at}`, reference: `test:${at}` }],
    });
  }
  t.clock.set('2026-11-20T12:00:00Z');
  admin = await logIn(t, 'admin@numberyard.test');
  user = await logIn(t, 'user@numberyard.test');
  broker = await logIn(t, 'broker@numberyard.test');
});
afterAll(() => t.close());

const get = async (path: string, cookie = admin) => json(await t.request(path, { cookie }));
const effect = (kind: string, amount: number) => (kind === 'charge' || kind === 'tax' ? amount : -amount);

describe('GET /api/accounts/ledger', () => {
  it('pages the ledger newest first, each line with the running balance after it', async () => {
    const first = await get('/api/accounts/ledger?$limit=5');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 12, limit: 5, skip: 0 });
    expect(first.body.data.map((line: { date: string }) => line.date)).toEqual(
      ENTRIES.slice(-5)
        .reverse()
        .map(([at]) => new Date(at).toISOString()),
    );
    const balance = await t.composed.modules.billing.ledger.balanceCents(acme);
    expect(first.body.data[0].balance).toBe(balance);
    const last = await get('/api/accounts/ledger?$limit=5&$skip=10');
    expect(last.body.data).toHaveLength(2);
    expect(last.body.data.at(-1)).toMatchObject({ kind: 'charge', amount: 1000, balance: 1000 });
    expect(last.body.data[0]).toMatchObject({ kind: 'tax', amount: 90, balance: 1090 });
  });

  it('filters and sorts with the list query language, and refuses unknown keys', async () => {
    const payments = await get('/api/accounts/ledger?kind[$eq]=payment&$sort[amount]=1');
    expect(payments.body.data.map((line: { amount: number }) => line.amount)).toEqual([500, 1000, 2000]);
    expect((await get('/api/accounts/ledger?color[$eq]=red')).status).toBe(400);
  });

  it("is for the account's admins: a user gets 403, another account sees none of it", async () => {
    expect((await get('/api/accounts/ledger', user)).status).toBe(403);
    expect((await get('/api/accounts/ledger', broker)).body).toMatchObject({ total: 0, data: [] });
    expect((await get('/api/accounts/statements', broker)).body).toEqual({ data: [] });
    expect((await get('/api/accounts/statements/2026-11', broker)).body).toMatchObject({
      openingBalance: 0,
      lines: [],
      closingBalance: 0,
    });
  });
});

describe('statements', () => {
  it('lists the months with activity, newest first', async () => {
    expect((await get('/api/accounts/statements')).body).toEqual({
      data: [
        { month: '2026-11', entries: 7 },
        { month: '2026-10', entries: 5 },
      ],
    });
  });

  it("sums to the ledger: opening + the lines' effects = closing, and each month opens where the last closed", async () => {
    const october = (await get('/api/accounts/statements/2026-10')).body;
    const november = (await get('/api/accounts/statements/2026-11')).body;
    for (const statement of [october, november]) {
      const sum = statement.lines.reduce((total: number, line: { effect: number }) => total + line.effect, 0);
      expect(statement.openingBalance + sum).toBe(statement.closingBalance);
      for (const line of statement.lines) expect(line.effect).toBe(effect(line.kind, line.amount));
    }
    expect(october.openingBalance).toBe(0);
    expect(october.lines).toHaveLength(5);
    expect(october.closingBalance).toBe(1000 + 90 - 500 + 2500 - 100);
    expect(november.openingBalance).toBe(october.closingBalance);
    expect(november.lines[0]).toMatchObject({ date: '2026-11-01T00:00:00.000Z', kind: 'charge' });
    expect(november.closingBalance).toBe(await t.composed.modules.billing.ledger.balanceCents(acme));
  });

  it('refuses a month that is not YYYY-MM', async () => {
    expect((await get('/api/accounts/statements/2026-13')).status).toBe(400);
    expect((await get('/api/accounts/statements/november')).status).toBe(400);
  });
});

describe('GET /api/accounts/billing', () => {
  it('answers the balance, credit limit and the next anniversary charge line by line, to admins only', async () => {
    await t.sql('update accounts.account set credit_limit_cents = 5000 where id = $1', [acme]);
    await addNumber(t, acme, '+12062340101', {
      mrcCents: 1_000,
      anniversaryDate: '2026-11-25',
      paidThrough: '2026-11-25',
    });
    const summary = await get('/api/accounts/billing');
    expect(summary.status).toBe(200);
    expect(summary.body).toMatchObject({
      balance: await t.composed.modules.billing.ledger.balanceCents(acme),
      creditLimit: 5000,
      card: null,
      nextCharge: {
        date: '2026-11-25',
        lines: [{ kind: 'number', tn: '+12062340101', userId: null, amount: 1_000 }],
        total: 1_000,
      },
    });
    expect((await get('/api/accounts/billing', user)).status).toBe(403);
  });
});
