import { describe, expect, it } from 'vitest';
import { type SearchRequest, toCriteria } from '../../domain/search-criteria.ts';
import { searchRequest } from '../../domain/search-request.fixture.ts';
import {
  facetsFromTally,
  groupsFromTally,
  TALLY_TOTALS_FROM,
  tallyShape,
  totalFromTally,
} from './search-tallies.ts';

const criteria = (overrides: Partial<SearchRequest> = {}) =>
  toCriteria(searchRequest({ moreResults: true, ...overrides }));

describe('which searches the tallies can answer', () => {
  it('takes type, area, country, price buckets and sale or licence only', () => {
    expect(tallyShape(criteria({ state: 'CA', price: ['50-99', '450-plus'], saleOnly: true }))).toEqual({
      type: 'local',
      country: null,
      state: 'CA',
      npa: null,
      priceBuckets: ['50-99', '450-plus'],
      ownership: 'sale',
      facetFilter: null,
      consecutive: null,
    });
  });

  it("takes find-a-block's block sizes that the tallies count, without a price, terms or facet filter", () => {
    expect(tallyShape(criteria({ state: 'CA', consecutive: 10 }))?.consecutive).toBe(10);
    for (const overrides of [
      { consecutive: 4 },
      { consecutive: 10, price: ['50-99'] },
      { consecutive: 10, saleOnly: true },
      { consecutive: 10, city: ['Fresno'] },
    ] satisfies Partial<SearchRequest>[]) {
      expect(tallyShape(criteria({ state: 'CA', ...overrides })), JSON.stringify(overrides)).toBeNull();
    }
    // Their sidebar counts are of blocks' numbers, which the tallies do not break down.
    const shape = tallyShape(criteria({ state: 'CA', consecutive: 10 }))!;
    expect(facetsFromTally(shape, { numbers: 5_000, exact: true })).toBe(false);
  });

  it('takes one facet filter: cities, vendors, categories or patterns', () => {
    expect(tallyShape(criteria({ state: 'CA', pattern: ['XXXX', 'XYXY'] }))?.facetFilter).toEqual({
      facet: 'pattern',
      values: ['XXXX', 'XYXY'],
    });
    expect(tallyShape(criteria({ state: 'CA', city: ['Fresno'] }))?.facetFilter).toEqual({
      facet: 'city',
      values: ['Fresno'],
    });
  });

  it('cannot answer two facet filters at once (their overlap is not tallied)', () => {
    expect(tallyShape(criteria({ state: 'CA', city: ['Fresno'], pattern: ['XXXX'] }))).toBeNull();
  });

  it('cannot answer digits, dates, availability, near me or spelling length', () => {
    for (const overrides of [
      { search: 'CARS' },
      { startWith: '55' },
      { getItNow: true },
      { recentlyAdded: true },
      { isOnSale: true },
      { npa: '415', nearby: true },
      { spellingLength: 7 },
    ] satisfies Partial<SearchRequest>[]) {
      expect(tallyShape(criteria({ state: 'CA', ...overrides })), JSON.stringify(overrides)).toBeNull();
    }
  });
});

describe('what search takes from a tally', () => {
  const cap = 10_001;

  it('takes the total from an exact tally of a thousand or more, capped', () => {
    expect(totalFromTally({ numbers: TALLY_TOTALS_FROM, exact: true }, cap)).toBe(TALLY_TOTALS_FROM);
    expect(totalFromTally({ numbers: 95_000, exact: true }, cap)).toBe(cap);
  });

  it('counts for itself below a thousand, or without fresh tallies', () => {
    expect(totalFromTally({ numbers: TALLY_TOTALS_FROM - 1, exact: true }, cap)).toBeNull();
    expect(totalFromTally(null, cap)).toBeNull();
  });

  it('trusts a lower bound only at twice the cap', () => {
    expect(totalFromTally({ numbers: 15_000, exact: false }, cap)).toBeNull();
    expect(totalFromTally({ numbers: 2 * cap, exact: false }, cap)).toBe(cap);
  });

  it('takes sidebar counts from a tally of a thousand or more without a facet filter', () => {
    const broad = tallyShape(criteria({ state: 'CA' }))!;
    const byCity = tallyShape(criteria({ state: 'CA', city: ['Fresno'] }))!;
    expect(facetsFromTally(broad, { numbers: 5_000, exact: true })).toBe(true);
    expect(facetsFromTally(broad, { numbers: 999, exact: true })).toBe(false);
    expect(facetsFromTally(broad, null)).toBe(false);
    expect(facetsFromTally(byCity, { numbers: 5_000, exact: true })).toBe(false);
  });

  it('takes block sizes from the tallies only without a price, sale-or-licence or facet filter', () => {
    expect(groupsFromTally(tallyShape(criteria({ state: 'CA' }))!)).toBe(true);
    expect(groupsFromTally(tallyShape(criteria({ state: 'CA', price: ['50-99'] }))!)).toBe(false);
    expect(groupsFromTally(tallyShape(criteria({ state: 'CA', licenseOnly: true }))!)).toBe(false);
    expect(groupsFromTally(tallyShape(criteria({ state: 'CA', city: ['Fresno'] }))!)).toBe(false);
  });
});
