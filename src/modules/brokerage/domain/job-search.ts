import { listingList, listingWhere } from './listing-filters.ts';

/**
 * A bulk job's `data.search`: the same list language over the broker's listings as GET
 * /api/brokerage/listings (tn normalised, npa 201-998 as the number's first digits), as a filter on
 * brokerage.listing without the broker, which the caller adds.
 */
export function jobSearchWhere(search: Record<string, string | string[]>): object {
  return listingWhere(listingList.parse(search).where);
}
