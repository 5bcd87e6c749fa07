import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import {
  addMember,
  addNumber,
  balanceOf,
  ledgerOf,
  makeAccount,
  paidThroughOf,
  runOn,
  saveCard,
} from './recurring-support.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ now: '2026-11-14T12:00:00Z' });
});
afterEach(() => t.close());

const charges = async (accountId: number) =>
  (await ledgerOf(t, accountId))
    .filter((entry) => entry.kind === 'charge')
    .map((entry) => entry.amount_cents);

describe('the anniversary run: amounts', () => {
  it('charges a monthly number its mrc and a yearly one twelve months, and moves their paid-through dates', async () => {
    const account = await makeAccount(t, { email: 'a@example.com', anniversaryDate: '2026-01-15' });
    const monthly = await addNumber(t, account, '+12012340101', {
      mrcCents: 200,
      anniversaryDate: '2026-01-15',
      paidThrough: '2026-11-15',
    });
    const yearly = await addNumber(t, account, '+12012340102', {
      mrcCents: 400,
      billingPeriod: 12,
      anniversaryDate: '2025-11-15',
      paidThrough: '2026-11-15',
    });
    await runOn(t, '2026-11-14');
    expect(await charges(account)).toEqual([]);
    await runOn(t, '2026-11-15');
    expect(await charges(account)).toEqual([200, 4_800]);
    expect(await paidThroughOf(t, monthly)).toBe('2026-12-15');
    expect(await paidThroughOf(t, yearly)).toBe('2027-11-15');
  });

  it("charges a licence's monthly fee with its annual increase compounded for each full year", async () => {
    const account = await makeAccount(t, { email: 'l@example.com', anniversaryDate: '2024-11-15' });
    await addNumber(t, account, '+18002340103', {
      mrcCents: 200,
      anniversaryDate: '2024-11-15',
      paidThrough: '2026-11-15',
      license: { mrcCents: 1_000, annualIncrease: 500, startDate: '2024-11-15' },
    });
    await runOn(t, '2026-11-15');
    // two full years at 5%: 1000 -> 1050 -> 1102.5, rounded to 1103
    expect(await charges(account)).toEqual([200, 1_103]);
    const licence = (await ledgerOf(t, account)).find((entry) => entry.amount_cents === 1_103);
    expect(licence?.description).toBe('(800) 234-0103 licence, 2026-11-15 to 2026-12-15');
  });

  it("charges brand 2's user seats monthly on the account's anniversary", async () => {
    const account = await makeAccount(t, {
      email: 'b2@example.com',
      brandingId: 2,
      anniversaryDate: '2026-10-15',
    });
    await addMember(t, account, 'b2user@example.com', 'user');
    await runOn(t, '2026-11-15');
    expect(await charges(account)).toEqual([495, 495]);
  });

  it('with no card on file, the charges stay on the ledger and the balance grows', async () => {
    const account = await makeAccount(t, { email: 'n@example.com', anniversaryDate: '2026-01-15' });
    await addNumber(t, account, '+12012340104', {
      mrcCents: 200,
      anniversaryDate: '2026-01-15',
      paidThrough: '2026-11-15',
    });
    await runOn(t, '2026-11-15');
    await runOn(t, '2026-12-15');
    expect(await balanceOf(t, account)).toBe(400);
    expect((await ledgerOf(t, account)).map((entry) => entry.kind)).toEqual(['charge', 'charge']);
  });

  it('pays the amount due with the card on file', async () => {
    const account = await makeAccount(t, { email: 'p@example.com', anniversaryDate: '2026-01-15' });
    await saveCard(t, account, 'pm_card_visa');
    await addNumber(t, account, '+12012340105', {
      mrcCents: 200,
      anniversaryDate: '2026-01-15',
      paidThrough: '2026-11-15',
    });
    await runOn(t, '2026-11-15');
    expect((await ledgerOf(t, account)).map((entry) => [entry.kind, entry.amount_cents])).toEqual([
      ['charge', 200],
      ['payment', 200],
    ]);
    expect(await balanceOf(t, account)).toBe(0);
  });
});

describe('the anniversary run: one charge per period', () => {
  it('run twice, and by two workers at once, charges each period once and pays once', async () => {
    const account = await makeAccount(t, { email: 'c@example.com', anniversaryDate: '2026-01-15' });
    await saveCard(t, account, 'pm_card_visa');
    await addNumber(t, account, '+12012340106', {
      mrcCents: 200,
      anniversaryDate: '2026-01-15',
      paidThrough: '2026-11-15',
    });
    t.clock.set('2026-11-15T06:15:00Z');
    const { run } = t.composed.modules.billing.recurring;
    await Promise.all([run(), run(), run()]);
    await run();
    expect((await ledgerOf(t, account)).map((entry) => [entry.kind, entry.amount_cents])).toEqual([
      ['charge', 200],
      ['payment', 200],
    ]);
    const rows = await t.sql('select * from billing.recurring_charge where account_id = $1', [account]);
    expect(rows).toHaveLength(1);
  });

  it('a unique constraint holds the idempotency key of account and period', async () => {
    const insert = () =>
      t.sql(
        `insert into billing.recurring_charge
           (idempotency_key, account_id, kind, subject_id, period_start, period_end, amount_cents, created_at)
         values ('recurring:1:2026-11-15:number:1', 1, 'number', 1, '2026-11-15', '2026-12-15', 200, now())`,
      );
    await insert();
    await expect(insert()).rejects.toThrow(/recurring_charge_idempotency_key_unique/);
  });

  it('a missed day is caught up by the next run, and every missed period is charged once', async () => {
    const account = await makeAccount(t, { email: 'm@example.com', anniversaryDate: '2026-01-15' });
    const number = await addNumber(t, account, '+12012340107', {
      mrcCents: 200,
      anniversaryDate: '2026-01-15',
      paidThrough: '2026-10-15',
    });
    await runOn(t, '2026-11-17');
    expect(await charges(account)).toEqual([200, 200]);
    expect(await paidThroughOf(t, number)).toBe('2026-12-15');
    await runOn(t, '2026-11-18');
    expect(await charges(account)).toEqual([200, 200]);
  });
});
