import { describe, expect, it } from 'vitest';
import { paidThroughOf, planChangeCharge } from './plan-change.ts';

const at = (day: string) => new Date(`${day}T15:00:00Z`);

describe('the paid-through date of a number', () => {
  it('is the stored date, else the anniversary plus the billing period, else none', () => {
    expect(
      paidThroughOf({ paidThrough: '2027-01-10', anniversaryDate: '2026-11-10', billingPeriod: 1 }),
    ).toBe('2027-01-10');
    expect(paidThroughOf({ paidThrough: null, anniversaryDate: '2026-11-10', billingPeriod: 1 })).toBe(
      '2026-12-10',
    );
    expect(paidThroughOf({ paidThrough: null, anniversaryDate: '2026-11-10', billingPeriod: 12 })).toBe(
      '2027-11-10',
    );
    expect(paidThroughOf({ paidThrough: null, anniversaryDate: null, billingPeriod: 1 })).toBeNull();
  });
});

describe('the prorated charge of a plan change', () => {
  it('charges an upgrade the new price minus the old for the days left, priced by days in a 28-day month', () => {
    // Park 200 -> Forward 600 on 2027-02-14, paid to 2027-02-28: 14 of February's 28 days of 400 = 200.
    const charge = planChangeCharge({
      now: at('2027-02-14'),
      paidThrough: '2027-02-28',
      fromMrcCents: 200,
      toMrcCents: 600,
    });
    expect(charge).toEqual({ kind: 'charge', amountCents: 200, from: '2027-02-14', to: '2027-02-28' });
  });

  it('prices each day by its own month across a 31-day month', () => {
    // 2026-12-21 to 2027-01-10: 11 of December's 31 days and 9 of January's 31 at 1300 a month.
    const charge = planChangeCharge({
      now: at('2026-12-21'),
      paidThrough: '2027-01-10',
      fromMrcCents: 600,
      toMrcCents: 1900,
    });
    expect(charge.amountCents).toBe(Math.round((1300 * 20) / 31));
  });

  it('credits a downgrade with the same difference', () => {
    const charge = planChangeCharge({
      now: at('2027-02-14'),
      paidThrough: '2027-02-28',
      fromMrcCents: 600,
      toMrcCents: 200,
    });
    expect(charge).toMatchObject({ kind: 'credit', amountCents: 200 });
  });

  it('is nothing when nothing is prepaid: no paid-through date, or one already past', () => {
    expect(
      planChangeCharge({ now: at('2027-02-14'), paidThrough: null, fromMrcCents: 200, toMrcCents: 600 }),
    ).toEqual({ kind: 'none', amountCents: 0, from: '2027-02-14', to: '2027-02-14' });
    expect(
      planChangeCharge({
        now: at('2027-02-14'),
        paidThrough: '2027-02-14',
        fromMrcCents: 200,
        toMrcCents: 600,
      }),
    ).toMatchObject({ kind: 'none', amountCents: 0 });
  });
});
