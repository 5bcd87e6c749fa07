import { describe, expect, it } from 'vitest';
import {
  BUY_NOW_LIMIT_CENTS,
  bucketOf,
  isBulkAddable,
  isSellable,
  type ListedPrices,
  listingAction,
  PRICE_BUCKETS,
  SEARCH_BANDS,
} from './listing-rules.ts';

const LOCAL_TN = '+12012342277';
const TOLL_FREE_TN = '+18002342277';

const forSale = (priceCents: number, tn = LOCAL_TN): ListedPrices & { tn: string } => ({
  tn,
  priceCents,
  licenseOneTimeCents: null,
  licenseMonthlyCents: null,
});

describe('price buckets', () => {
  it.each([
    [500, '5-49'],
    [995, '5-49'],
    [4_999, '5-49'],
    [5_000, '50-99'],
    [9_999, '50-99'],
    [10_000, '100-249'],
    [44_999, '250-449'],
    [45_000, '450-plus'],
    [2_500_000, '450-plus'],
  ])('puts %i cents in bucket %s', (cents, key) => {
    expect(bucketOf(cents)?.key).toBe(key);
  });

  it('puts no price below $5 in a bucket', () => {
    expect(bucketOf(0)).toBeNull();
    expect(bucketOf(499)).toBeNull();
  });

  it('leaves no gap between buckets or search bands', () => {
    for (const ranges of [PRICE_BUCKETS, SEARCH_BANDS]) {
      for (let index = 1; index < ranges.length; index++) {
        expect(ranges[index]!.minCents).toBe(ranges[index - 1]!.maxCents! + 1);
      }
      expect(ranges.at(-1)!.maxCents).toBeNull();
    }
  });

  it('labels the buckets as the search page shows them', () => {
    expect(PRICE_BUCKETS.map((bucket) => bucket.label)).toEqual([
      '$5-$49',
      '$50-$99',
      '$100-$249',
      '$250-$449',
      '$450+',
    ]);
  });
});

describe('listingAction', () => {
  it('offers Add to Cart just below the buy-now limit and Contact Agent at it', () => {
    expect(listingAction(forSale(BUY_NOW_LIMIT_CENTS - 1)).buy).toBe('addToCart');
    expect(listingAction(forSale(BUY_NOW_LIMIT_CENTS)).buy).toBe('contactAgent');
  });

  it('takes the buy-now limit the server sends', () => {
    expect(listingAction(forSale(50_000), { buyNowLimitCents: 50_000 }).buy).toBe('contactAgent');
  });

  it('offers Start License below $100 in both fees and Contact Agent when either fee reaches it', () => {
    const licensed = {
      tn: LOCAL_TN,
      priceCents: 2_000,
      licenseOneTimeCents: 9_999,
      licenseMonthlyCents: 995,
    };
    expect(listingAction(licensed).license).toBe('startLicense');
    expect(listingAction({ ...licensed, licenseMonthlyCents: 10_000 }).license).toBe('contactAgent');
    expect(listingAction({ ...licensed, licenseOneTimeCents: 10_000 }).license).toBe('contactAgent');
  });

  it('shows the licence first when the number has no price but a licence', () => {
    expect(
      listingAction({ tn: LOCAL_TN, priceCents: 0, licenseOneTimeCents: 995, licenseMonthlyCents: 1_495 }),
    ).toEqual({
      buy: null,
      license: 'startLicense',
      defaultMode: 'license',
    });
  });

  it('shows buying first when the number has a price, with or without a licence', () => {
    expect(listingAction(forSale(995))).toEqual({ buy: 'addToCart', license: null, defaultMode: 'buy' });
    expect(
      listingAction({ tn: LOCAL_TN, priceCents: 995, licenseOneTimeCents: 995, licenseMonthlyCents: 995 })
        .defaultMode,
    ).toBe('buy');
  });
});

describe('toll-free numbers (spec 3: licensed only, never sold)', () => {
  it('are not sellable, whatever they are listed for; other numbers are', () => {
    expect(isSellable(TOLL_FREE_TN)).toBe(false);
    expect(isSellable('+18882342277')).toBe(false);
    expect(isSellable(LOCAL_TN)).toBe(true);
    expect(isSellable('+442079460123')).toBe(true);
  });

  it('offer Start License and never Add to Cart, even with a sale price', () => {
    expect(
      listingAction({
        tn: TOLL_FREE_TN,
        priceCents: 4_995,
        licenseOneTimeCents: 995,
        licenseMonthlyCents: 995,
      }),
    ).toEqual({ buy: null, license: 'startLicense', defaultMode: 'license' });
    expect(listingAction(forSale(BUY_NOW_LIMIT_CENTS, TOLL_FREE_TN)).buy).toBeNull();
  });

  it('without licence fees of their own, have an agent arrange the licence', () => {
    expect(listingAction(forSale(4_995, TOLL_FREE_TN))).toEqual({
      buy: null,
      license: 'contactAgent',
      defaultMode: 'license',
    });
  });

  it('are never bulk-added to a basket', () => {
    expect(isBulkAddable({ tn: TOLL_FREE_TN, priceCents: 995 })).toBe(false);
  });
});

describe('isBulkAddable', () => {
  const tn = LOCAL_TN;
  it('takes a number priced above 0 and below the buy-now limit', () => {
    expect(isBulkAddable({ tn, priceCents: 995 })).toBe(true);
    expect(isBulkAddable({ tn, priceCents: BUY_NOW_LIMIT_CENTS - 1 })).toBe(true);
  });

  it('leaves out licence-only numbers (price 0) and numbers at or above the buy-now limit', () => {
    expect(isBulkAddable({ tn, priceCents: 0 })).toBe(false);
    expect(isBulkAddable({ tn, priceCents: BUY_NOW_LIMIT_CENTS })).toBe(false);
    expect(isBulkAddable({ tn, priceCents: 5_000 }, { buyNowLimitCents: 5_000 })).toBe(false);
  });

  it('leaves out a number the basket already holds', () => {
    expect(isBulkAddable({ tn, priceCents: 995 }, { inBasket: new Set([tn]) })).toBe(false);
  });
});
