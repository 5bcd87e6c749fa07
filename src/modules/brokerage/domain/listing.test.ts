import { describe, expect, it } from 'vitest';
import { LISTING_MESSAGES } from '../../../shared/broker-listing-rules.ts';
import { ListingInvalid, NoListingChanges } from './brokerage.errors.ts';
import { Listing } from './listing.ts';

const now = new Date('2026-11-24T12:00:00Z');
const DAY = 86_400_000;
const listing = (tn = '+12015550123', type: 'onnet' | 'offnet' = 'onnet') =>
  new Listing({ tn, brokerAccountId: 7, type, now });

function errorsOf(work: () => unknown): Record<string, string> | undefined {
  try {
    work();
  } catch (error) {
    if (error instanceof ListingInvalid) return error.errors;
    throw error;
  }
  return undefined;
}

describe('Listing.apply', () => {
  it('lists a number at a price of at least $9.95 and says it listed it', () => {
    const l = listing();
    expect(l.apply({ isListed: true, priceCents: 995 }, now)).toBe('list');
    expect(l.isListed).toBe(true);
    expect(l.priceCents).toBe(995);
  });

  it('refuses a sale price under $9.95 with the spec message and changes nothing', () => {
    const l = listing();
    expect(errorsOf(() => l.apply({ isListed: true, priceCents: 994 }, now))).toEqual({
      price: LISTING_MESSAGES.minimumPrice,
    });
    expect(l.isListed).toBe(false);
    expect(l.priceCents).toBe(0);
  });

  it('refuses a sale price on a toll-free number: toll-free numbers are only licensed', () => {
    const l = listing('+18005550123');
    expect(errorsOf(() => l.apply({ isListed: true, priceCents: 5_000 }, now))).toEqual({
      price: LISTING_MESSAGES.tollFreeNotSold,
    });
    expect(l.apply({ isListed: true, isLicensable: true, licenseMonthlyCents: 1_995 }, now)).toBe('list');
  });

  it('refuses a pig pick percentage or annual increase outside their lists', () => {
    const l = listing();
    expect(errorsOf(() => l.apply({ pigPickPercentage: 7, licenseAnnualIncrease: 4 }, now))).toEqual({
      pigPickPercentage: LISTING_MESSAGES.pigPick,
      licenseAnnualIncrease: LISTING_MESSAGES.annualIncrease,
    });
  });

  it('refuses a licensable listing without a licence fee, and a licence fee under $9.95', () => {
    expect(errorsOf(() => listing().apply({ isLicensable: true }, now))).toEqual({
      licenseMonthlyFee: LISTING_MESSAGES.licenseNeedsFee,
    });
    expect(errorsOf(() => listing().apply({ isLicensable: true, licenseOneTimeCents: 500 }, now))).toEqual({
      licenseOneTimeFee: LISTING_MESSAGES.minimumPrice,
    });
  });

  it('refuses a minimum offer above the price', () => {
    expect(errorsOf(() => listing().apply({ priceCents: 5_000, minimumOfferCents: 6_000 }, now))).toEqual({
      minimumOffer: LISTING_MESSAGES.minimumOfferAbovePrice,
    });
  });

  it('counts a change to the same values as a no-op, and refuses it when asked to', () => {
    const l = listing();
    l.apply({ isListed: true, priceCents: 5_000 }, now);
    expect(l.apply({ priceCents: 5_000 }, now)).toBe('noop');
    expect(() => l.apply({ priceCents: 5_000 }, now, { refuseNoop: true })).toThrow(NoListingChanges);
  });

  it('delists and modifies', () => {
    const l = listing();
    l.apply({ isListed: true, priceCents: 5_000 }, now);
    expect(l.apply({ priceCents: 6_000 }, now)).toBe('modify');
    expect(l.apply({ isListed: false }, now)).toBe('delist');
  });

  it('puts a number on sale for 7 days after a cut of 10% when the price held steady 7 days', () => {
    const l = listing();
    l.apply({ isListed: true, priceCents: 10_000 }, now);
    const later = new Date(now.getTime() + 7 * DAY);
    l.apply({ priceCents: 9_000 }, later);
    expect(l.isOnSale(later)).toBe(true);
    expect(l.retailPriceCents).toBe(10_000);
    expect(l.isOnSale(new Date(later.getTime() + 7 * DAY))).toBe(false);
  });

  it('does not put a number on sale when its price changed in the prior 7 days', () => {
    const l = listing();
    l.apply({ isListed: true, priceCents: 10_000 }, now);
    const soon = new Date(now.getTime() + 6 * DAY);
    l.apply({ priceCents: 5_000 }, soon);
    expect(l.isOnSale(soon)).toBe(false);
  });
});

describe('Listing visibility', () => {
  it('shows an on-network listing once listed', () => {
    const l = listing();
    l.apply({ isListed: true, priceCents: 995 }, now);
    expect(l.isShown(now)).toBe(true);
  });

  it('shows an off-network listing only while its verification stands', () => {
    const l = listing('+12015550123', 'offnet');
    l.apply({ isListed: true, priceCents: 995 }, now);
    expect(l.isShown(now)).toBe(false);
    l.verifiedUntilDate = new Date(now.getTime() + DAY);
    expect(l.isShown(now)).toBe(true);
    expect(l.isShown(new Date(now.getTime() + DAY))).toBe(false);
  });
});
