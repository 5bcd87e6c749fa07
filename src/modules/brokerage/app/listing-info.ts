import type { ListingNegotiation, ListingNegotiations } from '../ports/listing-negotiations.ts';
import type { ListingRepository } from '../ports/listing-repository.ts';
import type { SpellingRequestRepository } from '../ports/spelling-requests.ts';
import { brokerListing } from './get-listing.ts';

/** GET /api/brokerage/listings/{tn}/info: the info view's history, negotiations and spellings (spec 3). */
export function makeListingInfo(deps: {
  listings: ListingRepository;
  spellings: SpellingRequestRepository;
  negotiations: ListingNegotiations;
}) {
  return async function listingInfo(input: { accountId: number; tn: string }) {
    const listing = await brokerListing(deps.listings, input.accountId, input.tn);
    // One after the other: the reads share the request's entity manager.
    const history = await deps.listings.historyOf(input.accountId, listing.tn);
    const negotiations = await deps.negotiations.onNumber(input.accountId, listing.tn);
    const spellings = await deps.spellings.ofListing(input.accountId, listing.tn);
    return {
      history: history.map((entry) => ({
        date: entry.date.toISOString(),
        op: entry.op,
        brokerageJobId: entry.brokerageJobId,
        to: entry.to,
      })),
      negotiations: negotiations satisfies ListingNegotiation[],
      spellings: spellings.map((request) => ({
        spellingRequestId: request.id,
        spelling: request.spelling,
        status: request.status,
        createDate: request.createDate.toISOString(),
        decidedDate: request.decidedDate?.toISOString() ?? null,
        reason: request.reason,
      })),
    };
  };
}
