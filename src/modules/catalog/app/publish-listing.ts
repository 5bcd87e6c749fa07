import type { Clock } from '../../../platform/clock/clock.ts';
import { type ListingToPublish, publishedRowOf } from '../domain/published-listing.ts';
import type { PublishedListings } from '../ports/published-listings.ts';

export type PublishOutcome = 'published' | 'taken' | 'unsupported';

/**
 * Puts a broker's listing on sale in search at once (spec 3 says within 5 minutes). 'taken': another seller has
 * the number on sale; 'unsupported': not a North American number. Runs in the caller's transaction.
 */
export function makePublishListing(deps: { store: PublishedListings; clock: Clock }) {
  return async function publishListing(listing: ListingToPublish): Promise<PublishOutcome> {
    const now = deps.clock.now();
    const row = publishedRowOf(listing, now);
    if (!row) return 'unsupported';
    return (await deps.store.upsert(row, now)) ? 'published' : 'taken';
  };
}

/** Takes a broker's number off sale; a basket holding it finds it gone at checkout. Caller's transaction. */
export function makeWithdrawListing(deps: { store: PublishedListings }) {
  return (tn: string, sellerAccountId: number): Promise<boolean> => deps.store.withdraw(tn, sellerAccountId);
}
