import type { Clock } from '../../../platform/clock/clock.ts';
import {
  type ListQuery,
  type ListResponse,
  type ListWhere,
  toListResponse,
} from '../../../shared/list-query.ts';
import { listingWhere } from '../domain/listing-filters.ts';
import type { AccountNumbers } from '../ports/account-numbers.ts';
import type { ListingRepository } from '../ports/listing-repository.ts';
import type { OnNetListings } from '../ports/onnet-listings.ts';
import type { SpellingRequestRepository } from '../ports/spelling-requests.ts';
import { type ListingView, toListingView } from './listing-view.ts';

export interface ListListingsDeps {
  listings: ListingRepository;
  spellings: SpellingRequestRepository;
  onNet: OnNetListings;
  accountNumbers: AccountNumbers;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/**
 * GET /api/brokerage/listings (and its CSV): first the account's on-network listings are brought in step with
 * the numbers it holds, then a page of its listings under the list query (docs/adr/0056).
 */
export function makeListListings(deps: ListListingsDeps) {
  return async function listListings(input: {
    accountId: number;
    query: ListQuery;
  }): Promise<ListResponse<ListingView>> {
    const now = deps.clock.now();
    const numbers = await deps.accountNumbers.numbersOf(input.accountId);
    await deps.tx(() => deps.onNet.sync(input.accountId, numbers, now));
    const where = listingWhere(input.query.where) as ListWhere;
    const { data, total } = await deps.listings.list(input.accountId, { ...input.query, where });
    const pending = await deps.spellings.pendingSpellings(
      input.accountId,
      data.map((listing) => listing.tn),
    );
    return toListResponse(
      data.map((listing) => toListingView(listing, now, pending.get(listing.tn) ?? null)),
      total,
      input.query,
    );
  };
}
