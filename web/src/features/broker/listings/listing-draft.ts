import {
  allowedOrZero,
  formatListingDollars,
  LICENSE_ANNUAL_INCREASES,
  LISTING_MESSAGES,
  listingPriceErrors,
  PIG_PICK_PERCENTAGES,
  parseListingDollars,
} from '../../../../../src/shared/broker-listing-rules.ts';
import type { components } from '../../../api/schema.d.ts';

export type Listing = components['schemas']['BrokerListing'];
export type ListingRow = components['schemas']['BrokerListingRow'];
export type ListingChange = components['schemas']['UpdateBrokerListingRequest'];

/** The money fields of a row: shown as dollars without symbol or commas, sent in cents (spec 3 section 5). */
export const MONEY_FIELDS = ['price', 'minimumOffer', 'licenseOneTimeFee', 'licenseMonthlyFee'] as const;
export const BOOLEAN_FIELDS = ['isListed', 'isNegotiable', 'isLicensable'] as const;
export const PERCENT_FIELDS = ['pigPickPercentage', 'licenseAnnualIncrease'] as const;

export type MoneyField = (typeof MONEY_FIELDS)[number];
export type BooleanField = (typeof BOOLEAN_FIELDS)[number];
export type PercentField = (typeof PERCENT_FIELDS)[number];
export type EditableField = MoneyField | BooleanField | PercentField;

/** A row's form: text for money, booleans, whole percentages. */
export type RowForm = Record<MoneyField, string> &
  Record<BooleanField, boolean> &
  Record<PercentField, number>;

export const ALLOWED_PERCENTAGES: Record<PercentField, readonly number[]> = {
  pigPickPercentage: PIG_PICK_PERCENTAGES,
  licenseAnnualIncrease: LICENSE_ANNUAL_INCREASES,
};

export const FIELD_LABELS: Record<EditableField, string> = {
  isListed: 'Listed',
  price: 'Price',
  minimumOffer: 'Min Offer',
  isNegotiable: 'Negotiable',
  isLicensable: 'Licensable',
  licenseOneTimeFee: 'License One-Time Fee',
  licenseMonthlyFee: 'License Monthly Fee',
  licenseAnnualIncrease: 'Annual Increase %',
  pigPickPercentage: 'Pig Pick %',
};

/** The form a row starts from. A percentage outside its list shows as 0 (spec 3). */
export function formOf(listing: ListingRow): RowForm {
  return {
    isListed: listing.isListed ?? false,
    isNegotiable: listing.isNegotiable ?? false,
    isLicensable: listing.isLicensable ?? false,
    price: formatListingDollars(listing.price ?? 0),
    minimumOffer: formatListingDollars(listing.minimumOffer ?? null),
    licenseOneTimeFee: formatListingDollars(listing.licenseOneTimeFee ?? null),
    licenseMonthlyFee: formatListingDollars(listing.licenseMonthlyFee ?? null),
    pigPickPercentage: allowedOrZero(listing.pigPickPercentage ?? 0, PIG_PICK_PERCENTAGES),
    licenseAnnualIncrease: allowedOrZero(listing.licenseAnnualIncrease ?? 0, LICENSE_ANNUAL_INCREASES),
  };
}

export type DraftResult =
  | { ok: true; change: ListingChange }
  | { ok: false; errors: Partial<Record<EditableField, string>> };

/**
 * The PATCH body of an edited row: the fields that differ from the listing, money in cents, checked by the
 * shared rules first ($9.95 floor, toll-free only licensed, minimum offer not above the price).
 */
export function changeOf(listing: ListingRow, form: RowForm): DraftResult {
  const before = formOf(listing);
  const errors: Partial<Record<EditableField, string>> = {};
  const cents: Partial<Record<MoneyField, number | null>> = {};
  for (const field of MONEY_FIELDS) {
    const parsed = parseListingDollars(form[field]);
    if (parsed === 'invalid') errors[field] = LISTING_MESSAGES.notAnAmount;
    else cents[field] = parsed;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const ruleErrors = listingPriceErrors({
    tn: listing.tn,
    isListed: form.isListed,
    priceCents: cents.price ?? 0,
    minimumOfferCents: cents.minimumOffer ?? null,
    isLicensable: form.isLicensable,
    licenseOneTimeCents: cents.licenseOneTimeFee ?? null,
    licenseMonthlyCents: cents.licenseMonthlyFee ?? null,
  });
  if (Object.keys(ruleErrors).length > 0) return { ok: false, errors: ruleErrors };
  const change: Record<string, unknown> = {};
  for (const field of MONEY_FIELDS) {
    if (form[field].trim() !== before[field])
      change[field] = field === 'price' ? (cents[field] ?? 0) : cents[field];
  }
  for (const field of [...BOOLEAN_FIELDS, ...PERCENT_FIELDS]) {
    if (form[field] !== before[field]) change[field] = form[field];
  }
  if (Object.keys(change).length === 0)
    return { ok: false, errors: { isListed: LISTING_MESSAGES.noChanges } };
  return { ok: true, change: change as ListingChange };
}

/** Whether the form differs from the listing at all (a pending edit). */
export function isEdited(listing: ListingRow, form: RowForm): boolean {
  const before = formOf(listing);
  return (Object.keys(before) as EditableField[]).some((field) =>
    typeof before[field] === 'string'
      ? String(form[field]).trim() !== before[field]
      : form[field] !== before[field],
  );
}
