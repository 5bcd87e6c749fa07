import { describe, expect, it } from 'vitest';
import { EMBEDDED_COMMISSION_PERCENT, embeddedSplit } from './embedded-sale.ts';

describe('embedded sale split (spec 3 Embedded search)', () => {
  it("a number the broker does not list pays a 20% commission of the catalog price plus the broker's markup", () => {
    expect(EMBEDDED_COMMISSION_PERCENT).toBe(20);
    // Catalog $100, the widget asks $115 (10% + $5).
    expect(embeddedSplit({ paidCents: 11_500, listCents: 10_000, ownListing: false })).toEqual({
      feeAmount: 8_000,
      payoutAmount: 3_500,
      pigPickPercentage: 0,
    });
  });

  it("the broker's own listed number is split 60% broker, 40% house, and the markup is the broker's", () => {
    expect(embeddedSplit({ paidCents: 11_500, listCents: 10_000, ownListing: true })).toEqual({
      feeAmount: 4_000,
      payoutAmount: 7_500,
      pigPickPercentage: 0,
    });
  });

  it("a promoted own listing adds its Pig Pick percentage to the house's share", () => {
    expect(
      embeddedSplit({ paidCents: 10_000, listCents: 10_000, ownListing: true, pigPickPercentage: 10 }),
    ).toEqual({
      feeAmount: 5_000,
      payoutAmount: 5_000,
      pigPickPercentage: 10,
    });
  });

  it('rounds the commission half up to a cent and fee plus payout is always what the buyer paid', () => {
    const split = embeddedSplit({ paidCents: 1_144, listCents: 995, ownListing: false });
    expect(split.payoutAmount).toBe(199 + 149);
    expect(split.feeAmount + split.payoutAmount).toBe(1_144);
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => embeddedSplit({ paidCents: 9.5, listCents: 9, ownListing: false })).toThrow(RangeError);
  });
});
