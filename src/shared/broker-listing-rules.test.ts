import { describe, expect, it } from 'vitest';
import {
  allowedOrZero,
  formatListingDollars,
  PIG_PICK_PERCENTAGES,
  parseListingBoolean,
  parseListingDollars,
} from './broker-listing-rules.ts';

describe('listing booleans (spec 3: true, "true", Y, YES and Yes)', () => {
  it.each([true, 'true', 'Y', 'YES', 'Yes'])('reads %s as true', (value) => {
    expect(parseListingBoolean(value)).toBe(true);
  });
  it.each([false, 'false', 'N', 'yes', 'y', '1', '', null, undefined])('reads %s as false', (value) => {
    expect(parseListingBoolean(value)).toBe(false);
  });
});

describe('listing dollars (shown without symbol or commas, stored in cents)', () => {
  it('parses whole dollars and cents', () => {
    expect(parseListingDollars('49.95')).toBe(4_995);
    expect(parseListingDollars('50')).toBe(5_000);
    expect(parseListingDollars('9.5')).toBe(950);
    expect(parseListingDollars(12)).toBe(1_200);
  });
  it('treats empty as no value', () => {
    expect(parseListingDollars('')).toBeNull();
    expect(parseListingDollars(null)).toBeNull();
  });
  it('refuses symbols, commas, negatives and a third decimal', () => {
    for (const text of ['$5', '1,000', '-5', '5.999', 'abc'])
      expect(parseListingDollars(text)).toBe('invalid');
  });
  it('formats cents back the same way', () => {
    expect(formatListingDollars(4_995)).toBe('49.95');
    expect(formatListingDollars(5_000)).toBe('50.00');
    expect(formatListingDollars(null)).toBe('');
  });
});

describe('allowed lists', () => {
  it('resets a value outside the list to 0', () => {
    expect(allowedOrZero(7, PIG_PICK_PERCENTAGES)).toBe(0);
    expect(allowedOrZero(10, PIG_PICK_PERCENTAGES)).toBe(10);
  });
});
