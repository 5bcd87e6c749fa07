import { describe, expect, it } from 'vitest';
import { isPostalCode, REGIONS, regionOf } from './regions.ts';

describe('the state select', () => {
  it('covers the 50 states and DC, the US territories, the armed-forces codes and Canada', () => {
    const count = (group: string) => REGIONS.filter((region) => region.group === group).length;
    expect(count('US state')).toBe(51);
    expect(regionOf('dc')?.name).toBe('District of Columbia');
    expect(['PR', 'GU', 'VI', 'AS', 'MP'].every((code) => regionOf(code)?.group === 'US territory')).toBe(
      true,
    );
    expect(['AA', 'AE', 'AP'].every((code) => regionOf(code)?.group === 'Armed forces')).toBe(true);
    expect(count('Canada')).toBe(13);
    expect(regionOf('QC')?.name).toBe('Quebec');
    expect(regionOf('ZZ')).toBeUndefined();
    expect(new Set(REGIONS.map((region) => region.code)).size).toBe(REGIONS.length);
  });
});

describe('a postal code', () => {
  it.each(['07030', '07030-1234', 'K1A 0B1', 'k1a0b1', 'V6B 4Y8'])('accepts %s', (code) => {
    expect(isPostalCode(code)).toBe(true);
  });

  it.each(['0703', '070301', '07030-12', 'ABCDE', 'D1A 0B1', 'K1A 0B', ''])('refuses %s', (code) => {
    expect(isPostalCode(code)).toBe(false);
  });

  it("is the one the state's country uses", () => {
    expect(isPostalCode('K1A 0B1', 'ON')).toBe(true);
    expect(isPostalCode('07030', 'ON')).toBe(false);
    expect(isPostalCode('K1A 0B1', 'NJ')).toBe(false);
    expect(isPostalCode('96910', 'GU')).toBe(true);
  });
});
