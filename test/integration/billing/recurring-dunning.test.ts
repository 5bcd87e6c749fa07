import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listNumber } from '../../support/inventory.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import {
  addNumber,
  balanceOf,
  ledgerOf,
  mailsTo,
  makeAccount,
  runOn,
  saveCard,
} from './recurring-support.ts';

let t: TestApp;
let account: number;
const ADMIN = 'dunning@example.com';

beforeEach(async () => {
  t = await createTestApp({ now: '2026-11-14T12:00:00Z' });
  account = await makeAccount(t, { email: ADMIN, anniversaryDate: '2026-01-15' });
  await addNumber(t, account, '+12012340201', {
    mrcCents: 200,
    anniversaryDate: '2026-01-15',
    paidThrough: '2026-11-15',
  });
});
afterEach(() => t.close());

const dunning = async () => {
  const [row] = await t.sql<{ started_on: string; retries_done: number; ended_on: string | null }>(
    'select started_on::text, retries_done, ended_on::text from billing.dunning where account_id = $1',
    [account],
  );
  return row;
};

describe('dunning', () => {
  it('a declined card is retried on days 1, 3 and 7, each with a mail to the admins, and the balance grows', async () => {
    await saveCard(t, account, 'pm_card_chargeDeclined');
    await runOn(t, '2026-11-15');
    expect(await dunning()).toMatchObject({ started_on: '2026-11-15', retries_done: 0, ended_on: null });
    expect(await mailsTo(t, ADMIN)).toHaveLength(1);
    expect((await mailsTo(t, ADMIN))[0]?.text_body).toContain('We will try your card again on 2026-11-16.');

    const mailsAfter = async (date: string) => {
      await runOn(t, date);
      return (await mailsTo(t, ADMIN)).length;
    };
    expect(await mailsAfter('2026-11-16')).toBe(2);
    expect(await mailsAfter('2026-11-16')).toBe(2);
    expect(await mailsAfter('2026-11-17')).toBe(2);
    expect(await mailsAfter('2026-11-18')).toBe(3);
    expect(await mailsAfter('2026-11-20')).toBe(3);
    expect(await mailsAfter('2026-11-22')).toBe(4);
    expect(await mailsAfter('2026-11-23')).toBe(4);
    const mails = await mailsTo(t, ADMIN);
    expect(mails.map((mail) => mail.subject)).toEqual(Array(4).fill('Your Numberyard payment failed'));
    expect(mails[3]?.text_body).toContain('Retry 3 of 3');
    expect(await dunning()).toMatchObject({ retries_done: 3, ended_on: null });
    expect((await ledgerOf(t, account)).map((entry) => entry.kind)).toEqual(['charge']);
    expect(await balanceOf(t, account)).toBe(200);
  });

  it('two workers on a retry day retry once', async () => {
    await saveCard(t, account, 'pm_card_chargeDeclined');
    await runOn(t, '2026-11-15');
    t.clock.set('2026-11-16T06:15:00Z');
    const { run } = t.composed.modules.billing.recurring;
    await Promise.all([run(), run()]);
    expect(await dunning()).toMatchObject({ retries_done: 1 });
    expect(await mailsTo(t, ADMIN)).toHaveLength(2);
  });

  it('a retry that succeeds pays the balance and ends dunning', async () => {
    await saveCard(t, account, 'pm_card_chargeDeclined');
    await runOn(t, '2026-11-15');
    await saveCard(t, account, 'pm_card_visa');
    await runOn(t, '2026-11-16');
    expect(await balanceOf(t, account)).toBe(0);
    expect(await dunning()).toMatchObject({ ended_on: '2026-11-16' });
    await runOn(t, '2026-11-18');
    expect(await mailsTo(t, ADMIN)).toHaveLength(1);
  });
});

describe('an unpaid licence', () => {
  it('ends after 14 unpaid days: the number leaves the account, goes back on sale, and the account is mailed', async () => {
    const tn = '+18002340202';
    await listNumber(t, tn, {
      priceCents: 0,
      licenseOneTimeCents: 2_500,
      licenseMonthlyCents: 995,
      status: 'sold',
    });
    await addNumber(t, account, tn, {
      mrcCents: 200,
      anniversaryDate: '2026-01-15',
      paidThrough: '2026-11-15',
      license: { mrcCents: 995, annualIncrease: 0, startDate: '2026-01-15' },
    });
    await runOn(t, '2026-11-15');
    const held = () =>
      t.sql('select tn from messaging.account_number where account_id = $1 order by tn', [account]);
    await runOn(t, '2026-11-28');
    expect(await held()).toHaveLength(2);
    await runOn(t, '2026-11-29');
    expect(await held()).toEqual([{ tn: '+12012340201' }]);
    const [listing] = await t.sql<{ status: string }>('select status from catalog.number where tn = $1', [
      tn,
    ]);
    expect(listing?.status).toBe('available');
    const last = (await mailsTo(t, ADMIN)).find(
      (mail) => mail.subject === 'Your licensed numbers have ended',
    );
    expect(last?.text_body).toContain('(800) 234-0202');
    // The charges stay owed; a second run ends nothing again.
    expect(await balanceOf(t, account)).toBe(200 + 200 + 995);
    await runOn(t, '2026-11-30');
    expect((await mailsTo(t, ADMIN)).filter((mail) => mail.subject.includes('licensed'))).toHaveLength(1);
  });
});

describe('credit.allows', () => {
  it('allows an extra amount while the balance plus it stays within the credit limit', async () => {
    const limited = await makeAccount(t, { email: 'credit@example.com', creditLimitCents: 1_000 });
    await t.composed.modules.billing.ledger.record({
      accountId: limited,
      entries: [{ kind: 'charge', amountCents: 600, description: 'Plan', reference: 'test:1' }],
    });
    const { allows } = t.composed.modules.billing.credit;
    expect(await allows(limited, 400)).toBe(true);
    expect(await allows(limited, 401)).toBe(false);
    expect(await allows(999_999, 0)).toBe(false);
  });
});

describe('nextCharge', () => {
  it("itemises the next anniversary's charge, and moves on once it is charged", async () => {
    t.clock.set('2026-11-02T12:00:00Z');
    const { nextCharge } = t.composed.modules.billing.recurring;
    expect(await nextCharge(account)).toEqual({
      date: '2026-11-15',
      lines: [
        {
          kind: 'number',
          label: '(201) 234-0201 Park plan, 2026-11-15 to 2026-12-15',
          tn: '+12012340201',
          userId: null,
          cents: 200,
        },
      ],
      totalCents: 200,
    });
    await runOn(t, '2026-11-15');
    expect((await nextCharge(account)).date).toBe('2026-12-15');
  });
});
