import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../platform/clock/clock.ts';
import { LedgerEntry } from '../domain/ledger-entry.ts';
import { InMemoryLedger } from '../testing/in-memory-billing.ts';
import { InMemoryBillingSources, InMemoryRecurringCharges } from '../testing/in-memory-recurring.ts';
import { makeBillableLines } from './billable-lines.ts';
import { makeCreditAllows } from './credit-allows.ts';
import { makeNextCharge } from './next-charge.ts';

let sources: InMemoryBillingSources;
const members = [
  { userId: 3, name: 'Ann Admin', email: 'ann@example.com', role: 'admin' as const },
  { userId: 4, name: 'Bob User', email: 'bob@example.com', role: 'user' as const },
];

beforeEach(() => {
  sources = new InMemoryBillingSources();
  sources.accounts.set(7, {
    accountId: 7,
    name: 'Bea’s Bakery LLC',
    brandingId: 2,
    anniversaryDate: '2026-10-15',
    creditLimitCents: 5000,
    members,
  });
  sources.accounts.set(8, {
    accountId: 8,
    name: 'Acme',
    brandingId: 1,
    anniversaryDate: '2026-10-15',
    creditLimitCents: 0,
    members,
  });
  sources.numbers.push({
    accountId: 7,
    accountNumberId: 11,
    tn: '+12015550100',
    humanTn: '(201) 555-0100',
    planId: 10,
    mrcCents: 495,
    billingPeriod: 1,
    anniversaryDate: '2026-10-15',
    paidThrough: null,
    license: null,
  });
});

const lines = () => makeBillableLines({ numbers: sources, accounts: sources, prices: sources });

describe('BillableLines', () => {
  it("answers brand 2's numbers with plan names and every member at the brand's seat price", async () => {
    const billables = await lines().ofAccount(7);
    expect(billables).toMatchObject({ accountId: 7, brandingId: 2, anniversaryDate: '2026-10-15' });
    expect(billables.numbers).toEqual([expect.objectContaining({ planName: 'Business', mrcCents: 495 })]);
    expect(billables.users).toEqual([
      { userId: 3, name: 'Ann Admin', role: 'admin', mrcCents: 495 },
      { userId: 4, name: 'Bob User', role: 'user', mrcCents: 495 },
    ]);
  });

  it("prices brand 1's members at no monthly cost", async () => {
    expect((await lines().ofAccount(8)).users.map((user) => user.mrcCents)).toEqual([0, 0]);
  });
});

describe('nextCharge', () => {
  const clock = new FixedClock('2026-11-02T10:00:00Z');
  const next = (charges = new InMemoryRecurringCharges()) =>
    makeNextCharge({ billableLines: lines(), prices: sources, charges, clock });

  it('itemises the next anniversary: the number, each seat, and the total', async () => {
    const charge = await next()(7);
    expect(charge.date).toBe('2026-11-15');
    expect(charge.lines.map((line) => [line.kind, line.cents])).toEqual([
      ['number', 495],
      ['user', 495],
      ['user', 495],
    ]);
    expect(charge.totalCents).toBe(1485);
  });

  it("applies the account's live plan override", async () => {
    sources.overrides.set('7:10', 395);
    expect((await next()(7)).lines[0]?.cents).toBe(395);
  });

  it('has no date when nothing is billed', async () => {
    expect(await next()(8)).toEqual({ date: null, lines: [], totalCents: 0 });
  });
});

describe('credit.allows', () => {
  const clock = new FixedClock('2026-11-02T10:00:00Z');

  it('allows while balance plus the extra stays within the credit limit', async () => {
    const ledger = new InMemoryLedger();
    await ledger.add([
      new LedgerEntry(
        7,
        { kind: 'charge', amountCents: 3000, description: 'x', reference: 'r' },
        clock.now(),
      ),
    ]);
    const allows = makeCreditAllows({ ledger, accounts: sources });
    expect(await allows(7, 2000)).toBe(true);
    expect(await allows(7, 2001)).toBe(false);
    expect(await allows(8, 1)).toBe(false);
    expect(await allows(99, 0)).toBe(false);
    expect(await allows(7, -5)).toBe(false);
  });
});
