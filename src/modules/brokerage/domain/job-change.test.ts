import { describe, expect, it } from 'vitest';
import { jobRowChangeOf } from './job-change.ts';

describe("a bulk job's change", () => {
  it('maps the spec field names (cents) onto the listing change', () => {
    expect(
      jobRowChangeOf({ price: 4995, minimumOffer: null, isListed: true, licenseMonthlyFee: 1000 }),
    ).toEqual({
      priceCents: 4995,
      minimumOfferCents: null,
      isListed: true,
      licenseMonthlyCents: 1000,
    });
  });

  it('needs at least one non-empty field (spec 3)', () => {
    expect(() => jobRowChangeOf({})).toThrow('A bulk change needs at least one non-empty field.');
  });

  it('takes delete alone, never with changes', () => {
    expect(jobRowChangeOf({ delete: true })).toEqual({ delete: true });
    expect(() => jobRowChangeOf({ delete: true, price: 4995 })).toThrow(
      'A delete job cannot change fields too.',
    );
  });
});
