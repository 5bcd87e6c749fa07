import { describe, expect, it } from 'vitest';
import {
  addMonths,
  capAnniversaryDay,
  daysBetween,
  daysInMonth,
  nextAnniversary,
  parseDate,
  proratedCents,
} from './proration.ts';

describe('billing dates', () => {
  it('knows the days of each month, leap Februaries included', () => {
    expect([daysInMonth(2026, 2), daysInMonth(2028, 2), daysInMonth(2026, 4), daysInMonth(2026, 12)]).toEqual(
      [28, 29, 30, 31],
    );
  });

  it('refuses dates a month does not have', () => {
    expect(() => parseDate('2026-02-29')).toThrow(RangeError);
    expect(() => parseDate('2026-13-01')).toThrow(RangeError);
    expect(() => parseDate('26-1-1')).toThrow(RangeError);
  });

  it('adds months keeping the day, capped at the month length', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-15', 2)).toBe('2027-01-15');
    expect(addMonths('2026-03-10', -3)).toBe('2025-12-10');
    expect(addMonths('2026-01-05', 12, 28)).toBe('2027-01-28');
  });

  it('caps an anniversary day at 28', () => {
    expect([capAnniversaryDay(5), capAnniversaryDay(28), capAnniversaryDay(31)]).toEqual([5, 28, 28]);
  });

  it('finds the next anniversary on or after a date', () => {
    expect(nextAnniversary(15, '2026-11-15')).toBe('2026-11-15');
    expect(nextAnniversary(15, '2026-11-16')).toBe('2026-12-15');
    expect(nextAnniversary(28, '2026-12-29')).toBe('2027-01-28');
    expect(() => nextAnniversary(29, '2026-12-01')).toThrow(RangeError);
  });

  it('counts the days between two dates', () => {
    expect(daysBetween('2026-02-01', '2026-03-01')).toBe(28);
    expect(daysBetween('2026-03-01', '2026-02-01')).toBe(-28);
  });
});

describe('proration by days in month', () => {
  it('charges a whole month for a whole month, whatever its length', () => {
    expect(proratedCents(600, '2026-02-01', '2026-03-01')).toBe(600);
    expect(proratedCents(600, '2026-03-01', '2026-04-01')).toBe(600);
  });

  it('a day of a 28-day month costs more than a day of a 31-day month', () => {
    expect(proratedCents(2800, '2026-02-10', '2026-02-11')).toBe(100);
    expect(proratedCents(3100, '2026-03-10', '2026-03-11')).toBe(100);
    expect(proratedCents(600, '2026-02-14', '2026-02-28')).toBe(300);
  });

  it('splits a span across months by each month’s own length', () => {
    // 4 days of January (of 31) and 10 of February (of 28) at 3100 + 2800 per month.
    expect(proratedCents(3100, '2026-01-28', '2026-02-11')).toBe(Math.round(400 + (3100 * 10) / 28));
  });

  it('rounds half a cent up, once', () => {
    expect(proratedCents(1, '2026-02-01', '2026-02-15')).toBe(1);
    expect(proratedCents(1, '2026-02-01', '2026-02-14')).toBe(0);
  });

  it('is zero for an empty or backwards span and refuses a negative price', () => {
    expect(proratedCents(600, '2026-02-10', '2026-02-10')).toBe(0);
    expect(proratedCents(600, '2026-02-10', '2026-02-01')).toBe(0);
    expect(() => proratedCents(-1, '2026-02-10', '2026-02-11')).toThrow(RangeError);
  });
});
