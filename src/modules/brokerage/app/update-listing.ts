import type { Clock } from '../../../platform/clock/clock.ts';
import { parseListingBoolean } from '../../../shared/broker-listing-rules.ts';
import { NoListingChanges } from '../domain/brokerage.errors.ts';
import type { ListingChange } from '../domain/listing.ts';
import type { ListingRepository } from '../ports/listing-repository.ts';
import type { SpellingRequestRepository } from '../ports/spelling-requests.ts';
import { brokerListing, viewOf } from './get-listing.ts';
import type { ListingView } from './listing-view.ts';
import type { makeRequestSpelling } from './request-spelling.ts';
import type { makeSaveListing } from './save-listing.ts';

/** The PATCH body: the changed fields, money in cents, booleans as spec 3 writes them. */
export interface ListingPatch {
  isListed?: boolean | string;
  price?: number;
  minimumOffer?: number | null;
  isNegotiable?: boolean | string;
  showNegotiable?: boolean | string;
  isLicensable?: boolean | string;
  licenseOneTimeFee?: number | null;
  licenseMonthlyFee?: number | null;
  licenseAnnualIncrease?: number;
  pigPickPercentage?: number;
  spelling?: string | null;
}

const bool = (value: boolean | string | undefined) =>
  value === undefined ? undefined : parseListingBoolean(value);

/** The API's field names to the domain's change (absent stays absent: unchanged). */
export function toListingChange(patch: ListingPatch): ListingChange {
  return {
    isListed: bool(patch.isListed),
    priceCents: patch.price,
    minimumOfferCents: patch.minimumOffer,
    isNegotiable: bool(patch.isNegotiable ?? patch.showNegotiable),
    isLicensable: bool(patch.isLicensable),
    licenseOneTimeCents: patch.licenseOneTimeFee,
    licenseMonthlyCents: patch.licenseMonthlyFee,
    licenseAnnualIncrease: patch.licenseAnnualIncrease,
    pigPickPercentage: patch.pigPickPercentage,
  };
}

/**
 * PATCH /api/brokerage/listings/{tn}: in one transaction with the listing row locked, the changed fields go
 * through saveListing (the rules, history, catalog) and a spelling becomes a request for staff. Nothing
 * changed at all: 422 'There are no changes to save.'
 */
export function makeUpdateListing(deps: {
  listings: ListingRepository;
  spellings: SpellingRequestRepository;
  saveListing: ReturnType<typeof makeSaveListing>;
  requestSpelling: ReturnType<typeof makeRequestSpelling>;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}) {
  return function updateListing(input: {
    accountId: number;
    userId: number;
    tn: string;
    patch: ListingPatch;
  }): Promise<ListingView> {
    return deps.tx(async () => {
      const listing = await brokerListing(deps.listings, input.accountId, input.tn, { lock: true });
      const { spelling, ...fields } = input.patch;
      const spellingChanged =
        spelling === undefined ? false : await deps.requestSpelling(listing, spelling, input.userId);
      const change = toListingChange(fields);
      const hasFields = Object.values(change).some((value) => value !== undefined);
      if (hasFields) await deps.saveListing(listing, change, { refuseNoop: !spellingChanged });
      else if (!spellingChanged) throw new NoListingChanges();
      await deps.listings.flush();
      return viewOf(deps, listing);
    });
  };
}
