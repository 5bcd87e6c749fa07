import { describe, expect, it } from 'vitest';
import { PhoneNumber } from '../../../../shared/phone-number.ts';
import { categoriesOf, patternsOf } from '../../domain/number-patterns.ts';
import { regionOfNpa, TOLL_FREE_PREFIXES } from '../../domain/reference/regions.ts';
import { bestSpelling } from '../../domain/vanity-spelling.ts';
import { generateInventory, type InventoryNumber, mulberry32 } from './inventory-generator.ts';
import { asLicenceOnly, licenceFromPrice, TOLL_FREE_LICENSE_ANNUAL_INCREASE_BP } from './inventory-terms.ts';

const now = new Date('2026-03-01T12:00:00.000Z');
const sample: InventoryNumber[] = [...generateInventory({ count: 20_000, seed: 42, now })];
const share = (predicate: (number: InventoryNumber) => boolean) =>
  sample.filter(predicate).length / sample.length;
const nanp = sample.filter((number) => number.type !== 'global');
const isMemorable = (tn: string) =>
  /(\d)000$|(\d)\2\2\2$|0123$|1234$|2345$|3456$|6789$|4321$|(\d)(\d)\4\3$/.test(tn);

describe('generateInventory', () => {
  it('produces the same numbers for the same seed and a different set for another seed', () => {
    const again = [...generateInventory({ count: 500, seed: 42, now })];
    expect(again).toEqual(sample.slice(0, 500));
    const other = [...generateInventory({ count: 500, seed: 43, now })];
    expect(other.map((number) => number.tn)).not.toEqual(again.map((number) => number.tn));
  });

  it('never issues the same number twice', () => {
    expect(new Set(sample.map((number) => number.tn)).size).toBe(sample.length);
  });

  it('streams lazily so a million rows need no array', () => {
    const iterator = generateInventory({ count: 1_000_000, seed: 1, now });
    expect(iterator.next().done).toBe(false);
  });

  it('makes about 89% local, 8% toll-free and 3% UK numbers', () => {
    expect(share((number) => number.type === 'local')).toBeCloseTo(0.89, 1);
    expect(share((number) => number.type === 'tollfree')).toBeGreaterThan(0.07);
    expect(share((number) => number.type === 'tollfree')).toBeLessThan(0.09);
    expect(share((number) => number.type === 'global')).toBeGreaterThan(0.025);
    expect(share((number) => number.type === 'global')).toBeLessThan(0.035);
  });

  it('follows the NANP rules: +1, area code and exchange 2-9, no N9X area code, no N11 or 555 exchange', () => {
    const broken = nanp.filter(
      (number) =>
        !/^\+1[2-9][0-8]\d[2-9]\d{6}$/.test(number.tn) ||
        number.tn.slice(2, 5) !== number.npa ||
        number.tn.slice(5, 8) !== number.nxx ||
        number.nxx.endsWith('11') ||
        number.nxx === '555',
    );
    expect(broken).toEqual([]);
  });

  it('puts local numbers in a real area code of their country at one of its rate centres', () => {
    const misplaced = sample.filter((number) => {
      if (number.type !== 'local') return false;
      const region = regionOfNpa(number.npa);
      const cities = region?.areaCodes.find((areaCode) => areaCode.npa === number.npa)?.cities ?? [];
      const city = cities.find((candidate) => candidate.name === number.city);
      return region?.country !== number.country || city?.lat !== number.lat || city?.state !== number.state;
    });
    expect(misplaced).toEqual([]);
  });

  it('favours populous states', () => {
    const inState = (code: string) => share((number) => number.type === 'local' && number.state === code);
    expect(inState('CA')).toBeGreaterThan(inState('NJ'));
    expect(inState('NJ')).toBeGreaterThan(inState('WY'));
    expect(inState('CA')).toBeGreaterThan(0.08);
  });

  it('uses only the toll-free prefixes for toll-free numbers, with no location', () => {
    for (const number of sample.filter((n) => n.type === 'tollfree')) {
      expect(TOLL_FREE_PREFIXES).toContain(number.npa);
      expect([number.state, number.city, number.lat]).toEqual([null, null, null]);
    }
  });

  it('makes UK numbers in geographic ranges outside the drama numbers', () => {
    for (const number of sample.filter((n) => n.type === 'global')) {
      expect(number.country).toBe('GB');
      expect(number.tn).toMatch(/^\+44(20[378]\d{7}|(11[347]|1[2-9]1)[2-8]\d{6}|292\d{7}|289\d{7})$/);
      expect(number.tn).not.toMatch(/^\+442079460|^\+441\d\d49[68]0/);
    }
  });

  it('makes only UK numbers that the UK numbering plan (libphonenumber) accepts', () => {
    const invalid = sample.filter((n) => n.type === 'global' && !PhoneNumber.isValid(n.tn)).map((n) => n.tn);
    expect(invalid).toEqual([]);
  });

  it('includes memorable numbers at a realistic rate', () => {
    expect(share((number) => isMemorable(number.tn))).toBeGreaterThan(0.05);
    expect(share((number) => isMemorable(number.tn))).toBeLessThan(0.12);
  });

  it('keeps prices whole cents, mostly $9.95-$99, some hundreds, a few thousands up to $25,000', () => {
    const money = (n: InventoryNumber) => [
      n.costCents,
      n.priceCents,
      n.retailPriceCents,
      n.minOfferCents ?? 0,
      n.licenseOneTimeCents ?? 0,
      n.licenseMonthlyCents ?? 0,
    ];
    expect(sample.filter((number) => !money(number).every(Number.isSafeInteger))).toEqual([]);
    expect(
      sample.filter((n) => (n.priceCents !== 0 && n.priceCents < 995) || n.priceCents > 2_500_000),
    ).toEqual([]);
    const priced = sample.filter((number) => number.priceCents > 0);
    const inRange = (low: number, high: number) =>
      priced.filter((n) => n.priceCents >= low && n.priceCents <= high).length / priced.length;
    expect(inRange(995, 9900)).toBeGreaterThan(0.55);
    expect(inRange(10_000, 99_900)).toBeGreaterThan(0.15);
    expect(inRange(100_000, 2_500_000)).toBeGreaterThan(0.01);
    expect(inRange(100_000, 2_500_000)).toBeLessThan(0.1);
  });

  it('offers some numbers only by licence, with fees of at least $9.95', () => {
    const licenceOnly = sample.filter((number) => number.priceCents === 0);
    expect(licenceOnly.length / sample.length).toBeGreaterThan(0.05);
    for (const number of sample.filter((n) => n.licenseMonthlyCents !== null)) {
      expect(number.licenseMonthlyCents).toBeGreaterThanOrEqual(995);
      expect(number.licenseOneTimeCents).toBeGreaterThanOrEqual(995);
      expect(Number.isInteger(number.licenseAnnualIncreaseBp)).toBe(true);
    }
    for (const number of licenceOnly) expect(number.licenseMonthlyCents).not.toBeNull();
  });

  it('licenses every toll-free number and sells none (spec 3), with fees of at least $9.95', () => {
    const tollFree = sample.filter((number) => number.type === 'tollfree');
    expect(tollFree.length).toBeGreaterThan(100);
    for (const number of tollFree) {
      expect([number.priceCents, number.retailPriceCents, number.minOfferCents]).toEqual([0, 0, null]);
      expect([number.negotiable, number.onSaleUntil]).toEqual([false, null]);
      expect(number.licenseOneTimeCents).toBeGreaterThanOrEqual(995);
      expect(number.licenseMonthlyCents).toBeGreaterThanOrEqual(995);
    }
  });

  it('derives a toll-free licence from a sale price: a tenth to set up, a fiftieth a month, at least $9.95', () => {
    expect(licenceFromPrice(995)).toEqual({
      licenseOneTimeCents: 995,
      licenseMonthlyCents: 995,
      licenseAnnualIncreaseBp: TOLL_FREE_LICENSE_ANNUAL_INCREASE_BP,
    });
    expect(licenceFromPrice(49_900)).toMatchObject({
      licenseOneTimeCents: 5_000,
      licenseMonthlyCents: 1_000,
    });
    expect(licenceFromPrice(2_500_000)).toMatchObject({
      licenseOneTimeCents: 250_000,
      licenseMonthlyCents: 50_000,
    });
  });

  it("keeps a toll-free number's own licence fees when it had some", () => {
    const offer = {
      costCents: 1_000,
      priceCents: 49_900,
      retailPriceCents: 59_900,
      licenseOneTimeCents: 1_995,
      licenseMonthlyCents: 2_995,
      licenseAnnualIncreaseBp: 300,
      negotiable: true,
      minOfferCents: 30_000,
    };
    expect(asLicenceOnly(offer)).toEqual({
      ...offer,
      priceCents: 0,
      retailPriceCents: 0,
      negotiable: false,
      minOfferCents: null,
    });
  });

  it('marks a number on sale only with a cut of at least 10%', () => {
    const onSale = sample.filter((number) => number.retailPriceCents > number.priceCents);
    expect(onSale.length).toBeGreaterThan(0);
    for (const number of onSale) expect(number.priceCents).toBeLessThanOrEqual(number.retailPriceCents * 0.9);
    for (const number of sample) expect(number.retailPriceCents).toBeGreaterThanOrEqual(number.priceCents);
  });

  it('sets a minimum offer, no higher than the price, exactly on negotiable numbers', () => {
    for (const number of sample) {
      expect(number.minOfferCents !== null).toBe(number.negotiable);
      if (number.minOfferCents !== null) expect(number.minOfferCents).toBeLessThanOrEqual(number.priceCents);
    }
  });

  it('dates numbers within the 120 days before now', () => {
    const earliest = now.getTime() - 120 * 24 * 60 * 60 * 1000;
    for (const number of sample) {
      expect(number.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(number.createdAt.getTime()).toBeGreaterThan(earliest);
    }
  });

  it('keeps the numbers and prices a seed gave before spellings and sales were added', () => {
    expect(sample.slice(0, 3).map((number) => number.tn)).toEqual([
      '+12676218524',
      '+13508261100',
      '+17277906456',
    ]);
  });

  it('spells each North American number with its best vanity word and never a UK number', () => {
    for (const number of sample) {
      expect(number.spelling).toBe(number.type === 'global' ? null : bestSpelling(number.tn));
    }
    expect(share((number) => number.spelling !== null)).toBeGreaterThan(0.2);
  });

  it('tags patterns and categories as the pattern rules say', () => {
    for (const number of sample.slice(0, 2_000)) {
      expect(number.patterns).toEqual(patternsOf(number.tn));
      expect(number.categories).toEqual(categoriesOf(number.tn, number.spelling));
    }
    expect(share((number) => number.categories.includes('memorable'))).toBeGreaterThan(0.1);
    expect(sample.some((number) => number.categories.includes('toll-free-vanity'))).toBe(true);
  });

  it('makes no house number a Pig Pick (only brokers promote their listings)', () => {
    expect(sample.filter((number) => number.pigPickPct !== 0)).toEqual([]);
  });

  it('ends the sale of exactly the discounted numbers within 7 days, a week after a cut', () => {
    const week = 7 * 24 * 60 * 60 * 1000;
    for (const number of sample) {
      expect(number.onSaleUntil !== null).toBe(number.retailPriceCents > number.priceCents);
      if (number.onSaleUntil === null) continue;
      expect(number.onSaleUntil.getTime()).toBeGreaterThan(now.getTime());
      expect(number.onSaleUntil.getTime()).toBeLessThanOrEqual(now.getTime() + week);
      expect(number.onSaleUntil.getTime() - week).toBeGreaterThanOrEqual(number.createdAt.getTime());
    }
  });

  it('rejects a count that is not a whole number', () => {
    expect(() => generateInventory({ count: -1, seed: 1, now }).next()).toThrow(RangeError);
  });
});

describe('mulberry32', () => {
  it('stays in [0, 1) and repeats for a seed', () => {
    const a = mulberry32(7);
    const b = mulberry32(7);
    for (let index = 0; index < 1000; index++) {
      const value = a();
      expect(value).toBe(b());
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});
