import type { SearchCriteria } from '../domain/search-criteria.ts';

/**
 * What makes two searches the same for section picks (paging does not). The basket is not part of it
 * (docs/adr/0077): remembered answers are made for no basket and shared by every visitor, and each
 * request applies its own basket's rule to the numbers it shows.
 */
export const criteriaKey = (criteria: SearchCriteria, ...more: unknown[]) =>
  JSON.stringify([criteria, ...more]);

const inOrder = (values: readonly string[]) => [...values].sort();

/**
 * What makes two searches the same for a total and sidebar counts: the criteria without the sort (a count
 * is the same in any order), with the filters' values in one order (`city=A&city=B` is `city=B&city=A`).
 */
export const countsKey = (criteria: SearchCriteria, ...more: unknown[]) =>
  criteriaKey(
    {
      ...criteria,
      sort: 'price+',
      cities: inOrder(criteria.cities),
      categories: inOrder(criteria.categories),
      patterns: inOrder(criteria.patterns),
      vendors: inOrder(criteria.vendors),
      priceBuckets: [...criteria.priceBuckets].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)),
    },
    ...more,
  );
