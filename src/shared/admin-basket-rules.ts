import { PhoneNumber } from './phone-number.ts';

/** Spec 2 section 3: the vendors staff may name on the admin add-number page. */
export const ADMIN_BASKET_VENDORS = [
  'brokerage',
  'bwc',
  'coretel',
  'excellentnumbers',
  'fractel',
  'inteliquent',
  'peerless',
  'phonenumberexpert',
  'somos',
  'telnyx',
  'twilio',
  'voipinnovations',
] as const;
export type AdminBasketVendor = (typeof ADMIN_BASKET_VENDORS)[number];

/** The vendor whose numbers need the vendor's own product id (spec 2 section 5). */
export const VENDOR_NEEDING_PRODUCT_ID: AdminBasketVendor = 'excellentnumbers';

/** Spec 2 section 5: commission on an admin-added sale is 0 to 50 percent. */
export const MAX_COMMISSION_PERCENT = 50;
/** The yearly licence increase is a percentage; we cap it at 100 (the spec only says 'Invalid Annual Increase'). */
export const MAX_ANNUAL_INCREASE_PERCENT = 100;

/** Spec 2 section 5's messages, as written. */
export const ADMIN_BASKET_MESSAGES = {
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Invalid phone number',
  vendor: 'Invalid Vendor',
  vendorProductId: 'Invalid Vendor Product Id',
  price: 'Price must be defined',
  commissionAbove: 'Commission cannot be above 50%',
  commissionBelow: 'Commission cannot be below 0%',
  /** What the screen shows under the commission field for either commission message. */
  commissionShown: 'Invalid percentage',
  nrc: 'NRC must be defined (eg: 0)',
  mrc: 'MRC must be defined (eg: 0)',
  annualIncrease: 'Invalid Annual Increase',
} as const;

/**
 * One admin-added number as the API takes it: money in integer cents, percentages as numbers. A field left
 * empty on the form is null here.
 */
export interface AdminBasketInput {
  tn: string;
  vendor: string;
  mode: 'buy' | 'license';
  vendorProductId: string | null;
  priceCents: number | null;
  /** Percent of the sale paid as commission (0-50); null: none. */
  commissionPercent: number | null;
  /** A licence's one-time and monthly fees, cents; required for a licence. */
  licenseNrcCents: number | null;
  licenseMrcCents: number | null;
  /** A licence's yearly increase of its monthly fee, percent; null: none. */
  licenseAnnualIncreasePercent: number | null;
  manualActivation: boolean;
}

export type AdminBasketField =
  | 'tn'
  | 'vendor'
  | 'vendorProductId'
  | 'priceCents'
  | 'commissionPercent'
  | 'licenseNrcCents'
  | 'licenseMrcCents'
  | 'licenseAnnualIncreasePercent';

export type AdminBasketErrors = Partial<Record<AdminBasketField, string>>;

const isCents = (value: number | null): value is number =>
  value !== null && Number.isInteger(value) && value >= 0;

/** Every broken rule of spec 2 section 5, one message per field; empty when the item may be added. */
export function adminBasketErrors(input: AdminBasketInput): AdminBasketErrors {
  const errors: AdminBasketErrors = {};
  if (input.tn.trim() === '') errors.tn = ADMIN_BASKET_MESSAGES.phoneRequired;
  else if (!PhoneNumber.tryParse(input.tn)?.isNanp) errors.tn = ADMIN_BASKET_MESSAGES.phoneInvalid;
  if (!(ADMIN_BASKET_VENDORS as readonly string[]).includes(input.vendor))
    errors.vendor = ADMIN_BASKET_MESSAGES.vendor;
  if (input.vendor === VENDOR_NEEDING_PRODUCT_ID && !input.vendorProductId?.trim())
    errors.vendorProductId = ADMIN_BASKET_MESSAGES.vendorProductId;
  if (!isCents(input.priceCents)) errors.priceCents = ADMIN_BASKET_MESSAGES.price;
  const commission = input.commissionPercent;
  if (commission !== null) {
    if (!Number.isFinite(commission) || commission < 0)
      errors.commissionPercent = ADMIN_BASKET_MESSAGES.commissionBelow;
    else if (commission > MAX_COMMISSION_PERCENT)
      errors.commissionPercent = ADMIN_BASKET_MESSAGES.commissionAbove;
  }
  if (input.mode === 'license') {
    if (!isCents(input.licenseNrcCents)) errors.licenseNrcCents = ADMIN_BASKET_MESSAGES.nrc;
    if (!isCents(input.licenseMrcCents)) errors.licenseMrcCents = ADMIN_BASKET_MESSAGES.mrc;
    const increase = input.licenseAnnualIncreasePercent;
    if (
      increase !== null &&
      (!Number.isFinite(increase) || increase < 0 || increase > MAX_ANNUAL_INCREASE_PERCENT)
    )
      errors.licenseAnnualIncreasePercent = ADMIN_BASKET_MESSAGES.annualIncrease;
  }
  return errors;
}

/** The message the screen shows under a field: both commission messages read 'Invalid percentage'. */
export function shownAdminBasketError(field: AdminBasketField, message: string): string {
  return field === 'commissionPercent' ? ADMIN_BASKET_MESSAGES.commissionShown : message;
}
