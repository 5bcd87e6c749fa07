import {
  LICENSE_ANNUAL_INCREASES,
  PIG_PICK_PERCENTAGES,
  parseListingDollars,
} from '../../../../../src/shared/broker-listing-rules.ts';
import { PhoneNumber } from '../../../../../src/shared/phone-number.ts';
import type { SearchField, SearchOperator, SearchSort } from '../../../ui/search-bar/search-bar-model.ts';

/** Spec 3 section 5: area code search is numeric, 201 to 998. */
export const NPA_RANGE = { min: 201, max: 998 } as const;

/**
 * Spec 3 section 5's phone normalisation: is / is not parse the number (sent as E.164); starts with adds the
 * leading 1 of the country code; contains and ends with send the digits.
 */
export function phoneFilterValue(text: string, operator: SearchOperator): string | null {
  const digits = text.replace(/\D/g, '');
  if (digits === '') return null;
  if (operator === 'is' || operator === 'isNot') {
    const number = PhoneNumber.tryParse(text);
    return number?.isNanp ? number.e164 : null;
  }
  if (operator === 'startsWith') return digits.startsWith('1') ? digits : `1${digits}`;
  return digits;
}

export function npaFilterValue(text: string): string | null {
  if (!/^\d{3}$/.test(text)) return null;
  const npa = Number(text);
  return npa >= NPA_RANGE.min && npa <= NPA_RANGE.max ? text : null;
}

/** Dollars typed, cents sent (minimum offer and the other price fields: numbers only). */
export function dollarsFilterValue(text: string): string | null {
  const cents = parseListingDollars(text);
  return typeof cents === 'number' ? String(cents) : null;
}

const yesNo = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
] as const;
const percentages = (list: readonly number[]) =>
  list.map((value) => ({ value: String(value), label: `${value}%` }));
const dollars = (name: string, label: string): SearchField => ({
  name,
  label,
  type: 'number',
  toApi: dollarsFilterValue,
  placeholder: '49.95',
});

/** The Listings screen's search fields (the API's list language, docs/adr/0056). */
export const LISTING_SEARCH_FIELDS: readonly SearchField[] = [
  { name: 'tn', label: 'Phone Number', type: 'string', toApi: phoneFilterValue, placeholder: '406 555 0123' },
  {
    name: 'npa',
    label: 'Area Code',
    type: 'number',
    toApi: npaFilterValue,
    sortable: false,
    placeholder: '406',
  },
  { name: 'isListed', label: 'Listed', type: 'enum', values: yesNo },
  {
    name: 'type',
    label: 'Type',
    type: 'enum',
    values: [
      { value: 'onnet', label: 'On network' },
      { value: 'offnet', label: 'Off network' },
    ],
  },
  dollars('price', 'Price'),
  dollars('minimumOffer', 'Min Offer'),
  { name: 'isNegotiable', label: 'Negotiable', type: 'enum', values: yesNo },
  { name: 'isLicensable', label: 'Licensable', type: 'enum', values: yesNo },
  dollars('licenseOneTimeFee', 'License One-Time Fee'),
  dollars('licenseMonthlyFee', 'License Monthly Fee'),
  { name: 'pigPickPercentage', label: 'Pig Pick %', type: 'enum', values: percentages(PIG_PICK_PERCENTAGES) },
  {
    name: 'licenseAnnualIncrease',
    label: 'Annual Increase %',
    type: 'enum',
    values: percentages(LICENSE_ANNUAL_INCREASES),
  },
  { name: 'spelling', label: 'Spelling', type: 'string' },
];

/** Spec 3 section 9: listings sort by tn ascending. */
export const LISTING_DEFAULT_SORT: SearchSort = { field: 'tn', direction: 1 };
