import { describe, expect, it } from 'vitest';
import {
  type AdminBasketInput,
  adminBasketErrors,
  ADMIN_BASKET_MESSAGES as M,
  shownAdminBasketError,
} from './admin-basket-rules.ts';

const buy: AdminBasketInput = {
  tn: '+12012345678',
  vendor: 'telnyx',
  mode: 'buy',
  vendorProductId: null,
  priceCents: 12_500,
  commissionPercent: 10,
  licenseNrcCents: null,
  licenseMrcCents: null,
  licenseAnnualIncreasePercent: null,
  manualActivation: false,
};
const licence: AdminBasketInput = {
  ...buy,
  mode: 'license',
  licenseNrcCents: 0,
  licenseMrcCents: 2_000,
  licenseAnnualIncreasePercent: 3,
};

describe('admin add-number rules (spec 2 section 5)', () => {
  it('accepts a complete purchase and a complete licence', () => {
    expect(adminBasketErrors(buy)).toEqual({});
    expect(adminBasketErrors(licence)).toEqual({});
  });

  it('needs a phone number that parses', () => {
    expect(adminBasketErrors({ ...buy, tn: ' ' }).tn).toBe(M.phoneRequired);
    expect(adminBasketErrors({ ...buy, tn: '12' }).tn).toBe(M.phoneInvalid);
  });

  it("refuses a vendor outside spec 2's list with 'Invalid Vendor'", () => {
    expect(adminBasketErrors({ ...buy, vendor: 'acme' }).vendor).toBe('Invalid Vendor');
  });

  it("needs a vendor product id for excellentnumbers only: 'Invalid Vendor Product Id'", () => {
    expect(adminBasketErrors({ ...buy, vendor: 'excellentnumbers' }).vendorProductId).toBe(
      'Invalid Vendor Product Id',
    );
    expect(adminBasketErrors({ ...buy, vendor: 'excellentnumbers', vendorProductId: 'EN-1' })).toEqual({});
    expect(adminBasketErrors({ ...buy, vendor: 'twilio' })).toEqual({});
  });

  it("needs a price in whole cents: 'Price must be defined'", () => {
    expect(adminBasketErrors({ ...buy, priceCents: null }).priceCents).toBe('Price must be defined');
    expect(adminBasketErrors({ ...buy, priceCents: -1 }).priceCents).toBe('Price must be defined');
    expect(adminBasketErrors({ ...buy, priceCents: 0 })).toEqual({});
  });

  it('keeps commission within 0 to 50 percent, shown as Invalid percentage', () => {
    expect(adminBasketErrors({ ...buy, commissionPercent: 50.5 }).commissionPercent).toBe(
      'Commission cannot be above 50%',
    );
    expect(adminBasketErrors({ ...buy, commissionPercent: -1 }).commissionPercent).toBe(
      'Commission cannot be below 0%',
    );
    expect(adminBasketErrors({ ...buy, commissionPercent: 50 })).toEqual({});
    expect(adminBasketErrors({ ...buy, commissionPercent: 0 })).toEqual({});
    expect(shownAdminBasketError('commissionPercent', M.commissionAbove)).toBe('Invalid percentage');
    expect(shownAdminBasketError('priceCents', M.price)).toBe(M.price);
  });

  it('needs NRC and MRC for a licence, not for a purchase', () => {
    const errors = adminBasketErrors({ ...licence, licenseNrcCents: null, licenseMrcCents: null });
    expect(errors.licenseNrcCents).toBe('NRC must be defined (eg: 0)');
    expect(errors.licenseMrcCents).toBe('MRC must be defined (eg: 0)');
    expect(adminBasketErrors({ ...buy, licenseNrcCents: null })).toEqual({});
  });

  it("refuses a negative or over-100 annual increase: 'Invalid Annual Increase'", () => {
    expect(
      adminBasketErrors({ ...licence, licenseAnnualIncreasePercent: -2 }).licenseAnnualIncreasePercent,
    ).toBe('Invalid Annual Increase');
    expect(
      adminBasketErrors({ ...licence, licenseAnnualIncreasePercent: 101 }).licenseAnnualIncreasePercent,
    ).toBe('Invalid Annual Increase');
  });
});
