// The rules of a broker's listing (spec 3 sections 1, 5 and 9) that the Listings screen, the bulk and CSV jobs
// and the server share. Money is integer cents; the screen shows dollars. docs/adr/0055.
import { MIN_SALE_PRICE_CENTS } from './listing-rules.ts';
import { isTollFree } from './phone-number.ts';

export { MIN_SALE_PRICE_CENTS } from './listing-rules.ts';

/**
 * Pig Pick: the extra commission, in percent on top of the 40% default, a broker offers to be the promoted
 * first search result (spec 3 leaves the list out). Steps of 5 up to 20: past 60% in all the broker keeps
 * too little for the promotion to pay.
 */
export const PIG_PICK_PERCENTAGES = Object.freeze([0, 5, 10, 15, 20] as const);

/**
 * A licence's yearly increase of the monthly fee, in percent (spec 3 leaves the list out): none, or the
 * steps landlords and carriers commonly write into yearly contracts.
 */
export const LICENSE_ANNUAL_INCREASES = Object.freeze([0, 3, 5, 7, 10] as const);

/** Spec 3's default commission the house keeps on a broker's sale. */
export const DEFAULT_COMMISSION_PERCENT = 40;

export const LISTING_TYPES = Object.freeze(['onnet', 'offnet'] as const);
export type ListingType = (typeof LISTING_TYPES)[number];

export const LISTING_MESSAGES = Object.freeze({
  minimumPrice: 'The minimum sale or licence price is $9.95.',
  tollFreeNotSold: 'Toll-free numbers can only be licensed, not sold.',
  notAnAmount: 'Enter an amount in dollars, such as 49.95.',
  pigPick: `Pig Pick percentage must be one of ${PIG_PICK_PERCENTAGES.join(', ')}.`,
  annualIncrease: `Annual increase must be one of ${LICENSE_ANNUAL_INCREASES.join(', ')} percent.`,
  minimumOfferAbovePrice: 'The minimum offer cannot be above the price.',
  noChanges: 'There are no changes to save.',
  licenseNeedsFee: 'A licensable number needs a one-time or monthly licence fee.',
  nothingToSell: 'A listed number needs a price or a licence.',
});

/** Spec 3: a listing's booleans accept true, 'true', 'Y', 'YES' and 'Yes'; anything else is false. */
export function parseListingBoolean(value: unknown): boolean {
  return value === true || value === 'true' || value === 'Y' || value === 'YES' || value === 'Yes';
}

/**
 * A price field as the screen and the CSV write it: dollars without symbol or commas ("49.95", "50"), to
 * cents; '' or null is no value. Null also for text that is not such an amount (the caller says so).
 */
export function parseListingDollars(value: string | number | null | undefined): number | null | 'invalid' {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (text === '') return null;
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return 'invalid';
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as the screen and CSV show them: "49.95", no symbol or commas. */
export function formatListingDollars(cents: number | null): string {
  if (cents === null) return '';
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Spec 3: an allowed-list value not in its list is reset to 0. */
export function allowedOrZero(value: number, allowed: readonly number[]): number {
  return allowed.includes(value) ? value : 0;
}

/** What a listing's prices must satisfy, as field → message (empty when valid). */
export interface ListingPrices {
  tn: string;
  isListed: boolean;
  priceCents: number;
  minimumOfferCents: number | null;
  isLicensable: boolean;
  licenseOneTimeCents: number | null;
  licenseMonthlyCents: number | null;
}

export function listingPriceErrors(listing: ListingPrices): Record<string, string> {
  const errors: Record<string, string> = {};
  const tollFree = isTollFree(listing.tn);
  if (listing.priceCents > 0 && tollFree) errors.price = LISTING_MESSAGES.tollFreeNotSold;
  else if (listing.priceCents > 0 && listing.priceCents < MIN_SALE_PRICE_CENTS)
    errors.price = LISTING_MESSAGES.minimumPrice;
  if (
    listing.minimumOfferCents !== null &&
    listing.minimumOfferCents > listing.priceCents &&
    listing.priceCents > 0
  )
    errors.minimumOffer = LISTING_MESSAGES.minimumOfferAbovePrice;
  if (listing.isLicensable) {
    const fees = [listing.licenseOneTimeCents, listing.licenseMonthlyCents].filter((fee) => fee !== null);
    if (fees.every((fee) => fee === 0)) errors.licenseMonthlyFee = LISTING_MESSAGES.licenseNeedsFee;
    // The $9.95 floor is on what the licensee pays first: the one-time fee, else the first month.
    else if ((listing.licenseOneTimeCents || listing.licenseMonthlyCents || 0) < MIN_SALE_PRICE_CENTS)
      errors.licenseOneTimeFee = LISTING_MESSAGES.minimumPrice;
  }
  if (listing.isListed && listing.priceCents === 0 && !listing.isLicensable && !errors.price)
    errors.price = LISTING_MESSAGES.nothingToSell;
  return errors;
}
