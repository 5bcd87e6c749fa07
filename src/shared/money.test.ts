import { describe, expect, it } from 'vitest';
import { DomainError } from './domain-error.ts';
import { formatCents, Money, parseDollarsToCents } from './money.ts';

const cents = (value: number) => Money.fromCents(value);

describe('Money.fromCents', () => {
  it('holds integer cents', () => {
    expect(cents(995).cents).toBe(995);
  });

  it('rejects fractions of a cent, NaN, infinities and unsafe integers', () => {
    for (const bad of [9.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1]) {
      expect(() => cents(bad)).toThrow(RangeError);
    }
  });

  it('never holds negative zero', () => {
    expect(Object.is(cents(-0).cents, 0)).toBe(true);
    expect(Object.is(cents(5).multiply(-0).cents, 0)).toBe(true);
  });

  it('is immutable', () => {
    const price = cents(100);
    price.add(cents(1));
    expect(price.cents).toBe(100);
    expect(Object.isFrozen(price)).toBe(true);
  });
});

describe('Money.fromDollars', () => {
  it('converts a dollar number to cents, rounding half away from zero', () => {
    expect(Money.fromDollars(9.95).cents).toBe(995);
    expect(Money.fromDollars(1.005).cents).toBe(101);
    expect(Money.fromDollars(-1.005).cents).toBe(-101);
    expect(Money.fromDollars(0.004).cents).toBe(0);
  });

  it('rejects non-finite amounts', () => {
    expect(() => Money.fromDollars(Number.NaN)).toThrow(RangeError);
  });
});

describe('Money arithmetic', () => {
  it('adds and subtracts', () => {
    expect(cents(995).add(cents(5)).cents).toBe(1000);
    expect(cents(500).subtract(cents(995)).cents).toBe(-495);
  });

  it('refuses results beyond the safe integer range', () => {
    expect(() => cents(Number.MAX_SAFE_INTEGER).add(cents(1))).toThrow(RangeError);
  });

  it('multiplies exactly by an integer', () => {
    expect(cents(995).multiply(3).cents).toBe(2985);
  });

  it('rounds a fractional product half away from zero', () => {
    expect(cents(995).multiply(0.9).cents).toBe(896); // 895.5
    expect(cents(-995).multiply(0.9).cents).toBe(-896);
    expect(cents(1005).multiply(0.9).cents).toBe(905); // 904.5
    expect(cents(100).multiply(1.004).cents).toBe(100);
    expect(cents(100).multiply(1.006).cents).toBe(101);
  });

  it('treats float noise just below a half as the half', () => {
    expect(100 * 1.005).toBeLessThan(100.5);
    expect(cents(100).multiply(1.005).cents).toBe(101);
  });

  it('refuses to multiply by a non-finite factor', () => {
    expect(() => cents(1).multiply(Number.NaN)).toThrow(RangeError);
  });

  it('negates', () => {
    expect(cents(5).negate().cents).toBe(-5);
  });

  it('sums a list, zero when empty', () => {
    expect(Money.sum([cents(1), cents(2), cents(3)]).cents).toBe(6);
    expect(Money.sum([]).isZero()).toBe(true);
  });
});

describe('Money comparison', () => {
  it('compares for sorting', () => {
    const sorted = [cents(3), cents(-1), cents(2)].sort((a, b) => a.compare(b)).map((m) => m.cents);
    expect(sorted).toEqual([-1, 2, 3]);
    expect(cents(2).compare(cents(2))).toBe(0);
  });

  it('answers equals, lessThan and greaterThan', () => {
    expect(cents(2).equals(cents(2))).toBe(true);
    expect(cents(1).lessThan(cents(2))).toBe(true);
    expect(cents(1).greaterThan(cents(2))).toBe(false);
  });

  it('knows zero, negative and positive', () => {
    expect(Money.ZERO.isZero()).toBe(true);
    expect(cents(-1).isNegative()).toBe(true);
    expect(cents(0).isNegative()).toBe(false);
    expect(cents(1).isPositive()).toBe(true);
  });
});

describe('Money.parse', () => {
  it.each([
    ['9.95', 995],
    ['$9.95', 995],
    ['$1,234.50', 123450],
    ['1234.5', 123450],
    ['10', 1000],
    ['10.', 1000],
    ['.5', 50],
    ['$.05', 5],
    ['0', 0],
    ['  $ 12.00  ', 1200],
    ['1,000,000', 100000000],
  ])('reads %s as %i cents', (text, expected) => {
    expect(Money.parse(text).cents).toBe(expected);
  });

  it.each([
    '',
    ' ',
    '$',
    '.',
    'abc',
    '9.995',
    '1,23.00',
    '12,34',
    '1,2345',
    '9.9.9',
    '1e3',
    '+5',
    '$$5',
    '5$',
    '0x10',
  ])('rejects %j as not a dollar amount', (text) => {
    expect(() => Money.parse(text)).toThrow(
      expect.objectContaining({ kind: 'validation', code: 'money.invalid' }),
    );
  });

  it('rejects negative amounts unless allowed', () => {
    expect(() => Money.parse('-1.00')).toThrow(expect.objectContaining({ code: 'money.negative' }));
    expect(Money.parse('-1.00', { allowNegative: true }).cents).toBe(-100);
    expect(Money.parse('-$1,234.50', { allowNegative: true }).cents).toBe(-123450);
    expect(Money.parse('$-5', { allowNegative: true }).cents).toBe(-500);
    expect(() => Money.parse('-$-5', { allowNegative: true })).toThrow(DomainError);
  });

  it('accepts negative zero as zero', () => {
    expect(Money.parse('-0').cents).toBe(0);
  });

  it('rejects amounts too large to hold in cents', () => {
    expect(() => Money.parse('99999999999999999')).toThrow(
      expect.objectContaining({ code: 'money.invalid' }),
    );
  });

  it('returns null from tryParse instead of throwing', () => {
    expect(Money.tryParse('nope')).toBeNull();
    expect(Money.tryParse('1')?.cents).toBe(100);
  });
});

describe('formatting', () => {
  it.each([
    [995, '$9.95'],
    [0, '$0.00'],
    [5, '$0.05'],
    [100000, '$1,000.00'],
    [-123450, '-$1,234.50'],
    [123456789, '$1,234,567.89'],
  ])('formats %i cents as %s', (value, expected) => {
    expect(cents(value).format()).toBe(expected);
    expect(formatCents(value)).toBe(expected);
  });

  it('formats without symbol and grouping for editable price fields', () => {
    expect(formatCents(123450, { symbol: false, grouping: false })).toBe('1234.50');
    expect(formatCents(-123450, { symbol: false })).toBe('-1,234.50');
  });

  it('refuses to format fractions of a cent', () => {
    expect(() => formatCents(1.5)).toThrow(RangeError);
  });

  it('serialises to JSON as integer cents', () => {
    expect(JSON.stringify({ price: cents(995) })).toBe('{"price":995}');
  });

  it('round-trips through format and parse', () => {
    for (const value of [0, 1, 99, 995, 123450, 987654321]) {
      expect(parseDollarsToCents(formatCents(value))).toBe(value);
    }
    expect(parseDollarsToCents(formatCents(-123450), { allowNegative: true })).toBe(-123450);
  });
});
