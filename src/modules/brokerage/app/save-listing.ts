import type { Clock } from '../../../platform/clock/clock.ts';
import { ListingNotPublishable } from '../domain/brokerage.errors.ts';
import type { Listing, ListingChange, ListingOp } from '../domain/listing.ts';
import { ListingHistoryEntry } from '../domain/listing-history.ts';
import type { ListingRepository } from '../ports/listing-repository.ts';
import type { PublishedListings } from '../ports/published-listings.ts';

export interface SaveListingDeps {
  listings: ListingRepository;
  published: PublishedListings;
  clock: Clock;
  /** Whether the number is licensed out now (docs/adr/0058): its catalog row stays sold until the licence ends. */
  licensedOut?: (tn: string) => Promise<boolean>;
}

/**
 * The one way a listing changes (PATCH, bulk job row, CSV row), in the CALLER's transaction: applies the change
 * (the domain's rules), writes a history entry, and publishes to or withdraws from the catalog so search shows
 * it at once (docs/adr/0055). A change that would put a number another seller has on sale is refused whole.
 */
export function makeSaveListing(deps: SaveListingDeps) {
  return async function saveListing(
    listing: Listing,
    change: ListingChange,
    options: { refuseNoop?: boolean; brokerageJobId?: number | null } = {},
  ): Promise<ListingOp> {
    const now = deps.clock.now();
    const op = listing.apply(change, now, options);
    if (op === 'noop') return op;
    await syncCatalog(deps, listing, now);
    await deps.listings.addHistory(
      new ListingHistoryEntry({
        tn: listing.tn,
        brokerAccountId: listing.brokerAccountId,
        date: now,
        op,
        to: listing.snapshot(),
        brokerageJobId: options.brokerageJobId ?? null,
      }),
    );
    await deps.listings.flush();
    return op;
  };
}

/** Shown listings are published, the others withdrawn (also after a verification lapses or is renewed). */
export async function syncCatalog(
  deps: Pick<SaveListingDeps, 'published' | 'licensedOut'>,
  listing: Listing,
  now: Date,
): Promise<void> {
  if (await deps.licensedOut?.(listing.tn)) return;
  if (!listing.isShown(now)) {
    await deps.published.withdraw(listing);
    return;
  }
  const outcome = await deps.published.publish(listing);
  if (outcome !== 'published') throw new ListingNotPublishable(outcome);
}
