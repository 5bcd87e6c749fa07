import { parseListingDollars } from '../../../../../src/shared/broker-listing-rules.ts';
import {
  ALLOWED_PERCENTAGES,
  BOOLEAN_FIELDS,
  type EditableField,
  MONEY_FIELDS,
  type PERCENT_FIELDS,
} from './listing-draft.ts';
import type { JobListingChange } from './listings-api.ts';

/** One change group: a field and its new value (text as typed or chosen). */
export interface BulkGroup {
  field: EditableField;
  value: string;
}

export const BULK_FIELDS: readonly EditableField[] = [
  'isListed',
  'price',
  'minimumOffer',
  'isNegotiable',
  'isLicensable',
  'licenseOneTimeFee',
  'licenseMonthlyFee',
  'pigPickPercentage',
  'licenseAnnualIncrease',
];

export const BULK_MESSAGES = {
  empty: 'Enter at least one change.',
  numbersOnly: 'Enter numbers only, such as 49.95.',
} as const;

const isMoney = (field: EditableField) => (MONEY_FIELDS as readonly string[]).includes(field);
const isBoolean = (field: EditableField) => (BOOLEAN_FIELDS as readonly string[]).includes(field);

/** Each field appears once across the groups: the fields a group may still choose. */
export function freeBulkFields(groups: readonly BulkGroup[], own?: EditableField): EditableField[] {
  return BULK_FIELDS.filter((field) => field === own || !groups.some((group) => group.field === field));
}

export type BulkResult =
  | { ok: true; listing: JobListingChange }
  | { ok: false; message: string; field?: EditableField };

/**
 * The job's `data.listing` from the groups (spec 3 section 5): at least one non-empty field, number fields
 * numbers only (dollars, sent in cents), booleans and percentages from their choices.
 */
export function bulkChangeOf(groups: readonly BulkGroup[]): BulkResult {
  const listing: Record<string, unknown> = {};
  for (const { field, value } of groups) {
    const text = value.trim();
    if (text === '') continue;
    if (isMoney(field)) {
      const cents = parseListingDollars(text);
      if (typeof cents !== 'number') return { ok: false, message: BULK_MESSAGES.numbersOnly, field };
      listing[field] = cents;
    } else if (isBoolean(field)) listing[field] = text === 'true';
    else {
      const percent = Number(text);
      const allowed = ALLOWED_PERCENTAGES[field as (typeof PERCENT_FIELDS)[number]];
      if (!allowed.includes(percent)) return { ok: false, message: BULK_MESSAGES.numbersOnly, field };
      listing[field] = percent;
    }
  }
  if (Object.keys(listing).length === 0) return { ok: false, message: BULK_MESSAGES.empty };
  return { ok: true, listing: listing as JobListingChange };
}
