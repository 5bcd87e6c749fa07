import { describe, expect, it } from 'vitest';
import {
  type AccountPricing,
  applyAccountPricing,
  applyNumberPriceFactor,
  type PriceOverride,
  pricesForAccount,
} from './pricing.ts';
import { FEES, plansForBrand, USER_TYPES } from './reference/plans.ts';

const now = new Date('2026-03-10T12:00:00.000Z');
const brandOne: AccountPricing = {
  plans: plansForBrand(1, { includeAdminOnly: true }),
  fees: { ...FEES },
  users: USER_TYPES[1],
};

function override(
  fields: Partial<PriceOverride> & Pick<PriceOverride, 'type' | 'amountCents'>,
): PriceOverride {
  return { status: 'active', expireDate: null, ...fields };
}

const mrcOf = (pricing: AccountPricing, planId: number) =>
  pricing.plans.find((plan) => plan.id === planId)?.mrc;

describe('applyAccountPricing', () => {
  it('leaves the brand prices alone without overrides', () => {
    expect(applyAccountPricing(brandOne, [], now)).toEqual(brandOne);
  });

  it('prices one plan with an mrc override naming it', () => {
    const priced = applyAccountPricing(
      brandOne,
      [override({ type: 'mrc', planId: 1, amountCents: 100 })],
      now,
    );
    expect(mrcOf(priced, 1)).toBe(100);
    expect(mrcOf(priced, 3)).toBe(600);
  });

  it('prices every paid number plan with an mrc override naming no plan, but keeps Port Away free', () => {
    const priced = applyAccountPricing(brandOne, [override({ type: 'mrc', amountCents: 150 })], now);
    expect(mrcOf(priced, 0)).toBe(0);
    expect(mrcOf(priced, 1)).toBe(150);
    expect(mrcOf(priced, 6)).toBe(150);
    expect(mrcOf(priced, 9998)).toBe(500);
  });

  it('lets an override for the plan beat one for all plans', () => {
    const priced = applyAccountPricing(
      brandOne,
      [override({ type: 'mrc', amountCents: 50 }), override({ type: 'mrc', planId: 1, amountCents: 120 })],
      now,
    );
    expect(mrcOf(priced, 1)).toBe(120);
    expect(mrcOf(priced, 3)).toBe(50);
  });

  it('replaces the porting and transfer fees', () => {
    const priced = applyAccountPricing(
      brandOne,
      [override({ type: 'lnp', amountCents: 0 }), override({ type: 'transfer', amountCents: 100 })],
      now,
    );
    expect(priced.fees).toEqual({ lnp: 0, transfer: 100 });
  });

  it('ignores inactive overrides and those expiring now or earlier', () => {
    const priced = applyAccountPricing(
      brandOne,
      [
        override({ type: 'lnp', amountCents: 1, status: 'inactive' }),
        override({ type: 'lnp', amountCents: 2, expireDate: now }),
        override({ type: 'transfer', amountCents: 3, expireDate: new Date(now.getTime() + 1) }),
      ],
      now,
    );
    expect(priced.fees).toEqual({ lnp: 500, transfer: 3 });
  });

  it('gives the account its lowest price when overrides compete', () => {
    const priced = applyAccountPricing(
      brandOne,
      [override({ type: 'lnp', amountCents: 300 }), override({ type: 'lnp', amountCents: 200 })],
      now,
    );
    expect(priced.fees.lnp).toBe(200);
  });

  it('keeps user seat prices', () => {
    const brandTwo: AccountPricing = { plans: plansForBrand(2), fees: { ...FEES }, users: USER_TYPES[2] };
    const priced = applyAccountPricing(brandTwo, [override({ type: 'mrc', amountCents: 100 })], now);
    expect(priced.users).toEqual({ admin: { mrc: 495 }, user: { mrc: 495 } });
    expect(mrcOf(priced, 10)).toBe(100);
  });

  it('refuses an amount that is not whole cents', () => {
    expect(() => applyAccountPricing(brandOne, [override({ type: 'lnp', amountCents: -5 })], now)).toThrow(
      RangeError,
    );
  });
});

describe('applyNumberPriceFactor', () => {
  it('takes the factor off the price', () => {
    expect(applyNumberPriceFactor(10_000, 0.1)).toBe(9_000);
    expect(applyNumberPriceFactor(10_000, 0.3)).toBe(7_000);
    expect(applyNumberPriceFactor(4_995, 0.2)).toBe(3_996);
  });

  it('rounds half a cent away from zero', () => {
    expect(applyNumberPriceFactor(1_995, 0.1)).toBe(1_796);
    expect(applyNumberPriceFactor(4_005, 0.3)).toBe(2_804);
  });

  it('never goes below the $9.95 minimum', () => {
    expect(applyNumberPriceFactor(1_200, 0.3)).toBe(995);
    expect(applyNumberPriceFactor(995, 0.1)).toBe(995);
  });

  it('leaves a price already below the minimum, and a licence-only price of 0, as it is', () => {
    expect(applyNumberPriceFactor(500, 0.2)).toBe(500);
    expect(applyNumberPriceFactor(0, 0.2)).toBe(0);
  });

  it('accepts factors from 0.1 to 0.3 only', () => {
    for (const factor of [0, 0.09, 0.31, 1, Number.NaN]) {
      expect(() => applyNumberPriceFactor(10_000, factor)).toThrow(RangeError);
    }
  });
});

describe('pricesForAccount', () => {
  const listed = {
    tn: '+12015550123',
    priceCents: 10_000,
    licenseOneTimeCents: 5_000,
    licenseMonthlyCents: null,
  };

  it('takes the factor off the sale price and the licence fees the number has', () => {
    expect(pricesForAccount(listed, 0.2)).toEqual({
      tn: '+12015550123',
      priceCents: 8_000,
      licenseOneTimeCents: 4_000,
      licenseMonthlyCents: null,
    });
  });

  it('answers the listed prices to an account without a factor', () => {
    expect(pricesForAccount(listed, null)).toBe(listed);
  });
});
