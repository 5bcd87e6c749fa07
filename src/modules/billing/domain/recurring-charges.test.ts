import { describe, expect, it } from 'vitest';
import {
  licenceMonthlyCents,
  planRecurringCharges,
  type RecurringAccount,
  type RecurringNumber,
  seatPeriodStart,
} from './recurring-charges.ts';

const number = (overrides: Partial<RecurringNumber> = {}): RecurringNumber => ({
  accountNumberId: 1,
  tn: '+12015550100',
  humanTn: '(201) 555-0100',
  planName: 'Park',
  mrcCents: 200,
  billingPeriod: 1,
  anniversaryDate: '2026-01-15',
  paidThrough: '2026-11-15',
  license: null,
  ...overrides,
});

const account = (overrides: Partial<RecurringAccount> = {}): RecurringAccount => ({
  anniversaryDate: '2026-01-15',
  numbers: [number()],
  users: [],
  ...overrides,
});

describe('licenceMonthlyCents', () => {
  const license = { mrcCents: 1000, annualIncrease: 250, startDate: '2024-03-10' };

  it('is the starting fee before the first full year', () => {
    expect(licenceMonthlyCents(license, '2025-03-09')).toBe(1000);
  });

  it('raises the fee once per full year, compounding and rounding each year to a cent', () => {
    expect(licenceMonthlyCents(license, '2025-03-10')).toBe(1025);
    // 1025 * 1.025 = 1050.625 -> 1051 (compound), not 1050 (simple)
    expect(licenceMonthlyCents(license, '2026-03-10')).toBe(1051);
  });
});

describe('planRecurringCharges', () => {
  it('charges a monthly number its mrc when its period renews and moves paid-through a month on', () => {
    const plan = planRecurringCharges(account(), '2026-11-15');
    expect(plan.lines).toEqual([
      expect.objectContaining({
        kind: 'number',
        cents: 200,
        periodStart: '2026-11-15',
        periodEnd: '2026-12-15',
      }),
    ]);
    expect(plan.paidThrough.get(1)).toBe('2026-12-15');
  });

  it('charges a yearly number twelve months at once', () => {
    const plan = planRecurringCharges(account({ numbers: [number({ billingPeriod: 12 })] }), '2026-11-15');
    expect(plan.lines[0]).toMatchObject({ cents: 2400, periodEnd: '2027-11-15' });
  });

  it('charges nothing for a number paid beyond today, or one without an anniversary date', () => {
    expect(planRecurringCharges(account(), '2026-11-14').lines).toEqual([]);
    const none = account({ numbers: [number({ anniversaryDate: null, paidThrough: null })] });
    expect(planRecurringCharges(none, '2026-11-15').lines).toEqual([]);
  });

  it('reads a null paid-through as the anniversary plus one period', () => {
    const fresh = account({ numbers: [number({ anniversaryDate: '2026-10-15', paidThrough: null })] });
    expect(planRecurringCharges(fresh, '2026-11-15').lines[0]?.periodStart).toBe('2026-11-15');
    expect(planRecurringCharges(fresh, '2026-11-14').lines).toEqual([]);
  });

  it('catches up every missed period, each once', () => {
    const plan = planRecurringCharges(
      account({ numbers: [number({ paidThrough: '2026-09-15' })] }),
      '2026-11-16',
    );
    expect(plan.lines.map((line) => line.periodStart)).toEqual(['2026-09-15', '2026-10-15', '2026-11-15']);
    expect(plan.paidThrough.get(1)).toBe('2026-12-15');
  });

  it("adds a licensed number's licence fee with its increase at the period's start", () => {
    const license = { mrcCents: 1000, annualIncrease: 500, startDate: '2025-11-01' };
    const plan = planRecurringCharges(account({ numbers: [number({ license })] }), '2026-11-15');
    expect(plan.lines.find((line) => line.kind === 'licence')?.cents).toBe(1050);
  });

  it("charges each user's seat for the account's monthly period, leaving free seats out", () => {
    const users = [
      { userId: 3, name: 'Ann', role: 'admin' as const, mrcCents: 495 },
      { userId: 4, name: 'Bob', role: 'user' as const, mrcCents: 0 },
    ];
    const plan = planRecurringCharges(account({ numbers: [], users }), '2026-11-20');
    expect(plan.lines).toEqual([
      expect.objectContaining({ kind: 'user', userId: 3, cents: 495, periodStart: '2026-11-15' }),
    ]);
  });
});

describe('seatPeriodStart', () => {
  it('is the anniversary day on or before today, from the first anniversary a month after the start', () => {
    expect(seatPeriodStart('2026-10-28', '2026-11-27')).toBeNull();
    expect(seatPeriodStart('2026-10-28', '2026-11-28')).toBe('2026-11-28');
    expect(seatPeriodStart('2026-10-28', '2026-12-03')).toBe('2026-11-28');
    expect(seatPeriodStart(null, '2026-12-03')).toBeNull();
  });
});
