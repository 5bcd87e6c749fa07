import { PhoneNumber } from '../../../shared/phone-number.ts';
import { spelledNumber } from '../../../shared/vanity-spelling-rules.ts';
import type { Listing } from '../domain/listing.ts';
import type { SpellingRequest } from '../domain/spelling-request.ts';

export const formatTn = (tn: string) => PhoneNumber.tryParse(tn)?.format() ?? tn;

/** A listing as the API answers it (spec 3 Listing; money in cents). */
export interface ListingView {
  tn: string;
  formattedTn: string;
  isListed: boolean;
  price: number;
  retailPrice: number;
  minimumOffer: number | null;
  isNegotiable: boolean;
  showNegotiable: boolean;
  isPigPick: boolean;
  pigPickPercentage: number;
  isLicensable: boolean;
  licenseOneTimeFee: number | null;
  licenseMonthlyFee: number | null;
  licenseAnnualIncrease: number;
  spelling: string | null;
  pendingSpelling: string | null;
  type: Listing['type'];
  isOnSale: boolean;
  needsVerification: boolean;
  verifiedUntilDate: string | null;
  createDate: string;
  updateDate: string;
}

export function toListingView(listing: Listing, now: Date, pendingSpelling: string | null): ListingView {
  return {
    tn: listing.tn,
    formattedTn: formatTn(listing.tn),
    isListed: listing.isListed,
    price: listing.priceCents,
    retailPrice: listing.retailPriceCents,
    minimumOffer: listing.minimumOfferCents,
    isNegotiable: listing.isNegotiable,
    showNegotiable: listing.isNegotiable,
    isPigPick: listing.pigPickPercentage > 0,
    pigPickPercentage: listing.pigPickPercentage,
    isLicensable: listing.isLicensable,
    licenseOneTimeFee: listing.licenseOneTimeCents,
    licenseMonthlyFee: listing.licenseMonthlyCents,
    licenseAnnualIncrease: listing.licenseAnnualIncrease,
    spelling: listing.spelling,
    pendingSpelling,
    type: listing.type,
    isOnSale: listing.isOnSale(now),
    needsVerification: listing.needsVerification(now),
    verifiedUntilDate: listing.verifiedUntilDate?.toISOString() ?? null,
    createDate: listing.createDate.toISOString(),
    updateDate: listing.updateDate.toISOString(),
  };
}

/** A spelling request as the staff queue shows it. */
export function toSpellingRequestView(request: SpellingRequest) {
  return {
    spellingRequestId: request.id,
    tn: request.tn,
    formattedTn: formatTn(request.tn),
    spelledTn: spelledNumber(request.tn, request.spelling),
    spelling: request.spelling,
    status: request.status,
    brokerAccountId: request.brokerAccountId,
    requestedByUserId: request.requestedByUserId,
    createDate: request.createDate.toISOString(),
    decidedDate: request.decidedDate?.toISOString() ?? null,
    decidedByUserId: request.decidedByUserId,
    reason: request.reason,
  };
}

export type SpellingRequestView = ReturnType<typeof toSpellingRequestView>;
