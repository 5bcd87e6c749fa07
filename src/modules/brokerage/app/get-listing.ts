import type { Clock } from '../../../platform/clock/clock.ts';
import { PhoneNumber } from '../../../shared/phone-number.ts';
import { ListingNotFound } from '../domain/brokerage.errors.ts';
import type { Listing } from '../domain/listing.ts';
import type { ListingRepository } from '../ports/listing-repository.ts';
import type { SpellingRequestRepository } from '../ports/spelling-requests.ts';
import { type ListingView, toListingView } from './listing-view.ts';

/** The number of a path ('+14065550123', '14065550123' or '4065550123') as stored; null when no number. */
export function tnOfPath(text: string): string | null {
  return PhoneNumber.tryParse(text)?.e164 ?? null;
}

/** The broker's listing of the number, or 404 (also when another broker lists it). */
export async function brokerListing(
  listings: ListingRepository,
  accountId: number,
  tnText: string,
  options: { lock?: boolean } = {},
): Promise<Listing> {
  const tn = tnOfPath(tnText);
  const listing = tn ? await listings.ofBroker(accountId, tn, options) : null;
  if (!listing) throw new ListingNotFound();
  return listing;
}

export async function viewOf(
  deps: { spellings: SpellingRequestRepository; clock: Clock },
  listing: Listing,
): Promise<ListingView> {
  const pending = await deps.spellings.pendingOf(listing.brokerAccountId, listing.tn);
  return toListingView(listing, deps.clock.now(), pending?.spelling ?? null);
}

/** GET /api/brokerage/listings/{tn}. */
export function makeGetListing(deps: {
  listings: ListingRepository;
  spellings: SpellingRequestRepository;
  clock: Clock;
}) {
  return async function getListing(input: { accountId: number; tn: string }): Promise<ListingView> {
    return viewOf(deps, await brokerListing(deps.listings, input.accountId, input.tn));
  };
}
