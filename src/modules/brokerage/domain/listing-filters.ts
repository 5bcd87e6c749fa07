import { LISTING_TYPES } from '../../../shared/broker-listing-rules.ts';
import { ValidationError } from '../../../shared/domain-error.ts';
import { defineListResource, type ListWhere } from '../../../shared/list-query.ts';
import { PhoneNumber } from '../../../shared/phone-number.ts';

export const NPA_MIN = 201;
export const NPA_MAX = 998;
export const NPA_MESSAGE = `Area code must be a number from ${NPA_MIN} to ${NPA_MAX}.`;

/** A listing filter ready for the repository: the list language's conditions plus `$and` of tn ranges. */
export type ListingWhere = Record<string, unknown>;

/** Spec 3 section 5: a phone filter is normalised ('406-555-0123' is +14065550123). */
export function normaliseTnValue(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return PhoneNumber.tryParse(value)?.e164 ?? value;
}

/**
 * 'Starts with' on a phone number (a `$like` pattern 'digits%'): a leading 1 is added (spec 3 sections 5 and 9),
 * since stored numbers are E.164 ('+1406...'). Patterns not starting with digits are left as given.
 */
export function startsWithTn(pattern: string): string {
  const match = /^([\d\s().-]+)(.*)$/s.exec(pattern);
  if (!match) return pattern;
  const digits = (match[1] ?? '').replace(/\D/g, '');
  if (digits === '') return pattern;
  return `+${digits.startsWith('1') ? digits : `1${digits}`}${match[2] ?? ''}`;
}

/** 'Contains' on a phone number ('%555-0123%'): its digits, since stored numbers have no punctuation. */
function containsDigits(pattern: string): string {
  const digits = pattern.replace(/\D/g, '');
  return digits === '' ? pattern : `%${digits}%`;
}

const prefix = (npa: number) => `+1${npa}`;

/** One npa condition as a condition on the E.164 number's first digits (the npa is not stored). */
function npaCondition(op: string, npa: number): ListingWhere {
  switch (op) {
    case '$eq':
      return { tn: { $like: `${prefix(npa)}%` } };
    case '$ne':
      return { $or: [{ tn: { $lt: prefix(npa) } }, { tn: { $gte: prefix(npa + 1) } }] };
    case '$lt':
      return { tn: { $lt: prefix(npa) } };
    case '$lte':
      return { tn: { $lt: prefix(npa + 1) } };
    case '$gt':
      return { tn: { $gte: prefix(npa + 1) } };
    default:
      return { tn: { $gte: prefix(npa) } };
  }
}

/** Turns the list language's where into the listing table's: tn normalised, npa into tn ranges. */
export function listingWhere(where: ListWhere): ListingWhere {
  const { npa, tn, ...rest } = where;
  const result: ListingWhere = { ...rest };
  if (tn) {
    const conditions: Record<string, unknown> = {};
    for (const [op, value] of Object.entries(tn)) {
      if (op === '$like' && typeof value === 'string') conditions[op] = startsWithTn(value);
      else if (op === '$ilike' && typeof value === 'string') conditions[op] = containsDigits(value);
      else if (Array.isArray(value)) conditions[op] = value.map(normaliseTnValue);
      else if (op === '$eq' || op === '$ne') conditions[op] = normaliseTnValue(value);
      else conditions[op] = value;
    }
    result.tn = conditions;
  }
  if (npa) {
    const and: ListingWhere[] = [{ tn: { $like: '+1%' } }];
    for (const [op, value] of Object.entries(npa)) {
      const values = (Array.isArray(value) ? value : [value]).map(Number);
      if (values.some((n) => !Number.isInteger(n) || n < NPA_MIN || n > NPA_MAX))
        throw new ValidationError('list.invalid_query', NPA_MESSAGE, { errors: { npa: NPA_MESSAGE } });
      if (op === '$in') and.push({ $or: values.map((n) => npaCondition('$eq', n)) });
      else if (op === '$nin') and.push(...values.map((n) => npaCondition('$ne', n)));
      else and.push(npaCondition(op, values[0] as number));
    }
    result.$and = and;
  }
  return result;
}

/**
 * The list query language over a broker's listings (spec 3 sections 5 and 9): GET /api/brokerage/listings and
 * a bulk job's `data.search` both read it. `tn` filters are
 * normalised to E.164 and `npa` (201-998) becomes a condition on the number's first digits (docs/adr/0056).
 */
export const listingList = defineListResource({
  fields: {
    tn: { type: 'string', ops: ['$eq', '$ne', '$in', '$nin', '$contains', '$like'] },
    npa: {
      type: 'integer',
      ops: ['$eq', '$ne', '$in', '$nin', '$lt', '$lte', '$gt', '$gte'],
      sortable: false,
    },
    isListed: { type: 'boolean' },
    type: { type: 'enum', values: LISTING_TYPES },
    price: { type: 'integer', property: 'priceCents' },
    minimumOffer: { type: 'integer', property: 'minimumOfferCents' },
    isNegotiable: { type: 'boolean' },
    isLicensable: { type: 'boolean' },
    licenseOneTimeFee: { type: 'integer', property: 'licenseOneTimeCents' },
    licenseMonthlyFee: { type: 'integer', property: 'licenseMonthlyCents' },
    licenseAnnualIncrease: { type: 'integer' },
    pigPickPercentage: { type: 'integer' },
    spelling: { type: 'string' },
    verifiedUntilDate: { type: 'date' },
    onSaleUntil: { type: 'date' },
    createDate: { type: 'date' },
    updateDate: { type: 'date' },
  },
  defaultSort: { tn: 1 },
  extraParams: ['$fields', '$locale', '$timeZone'],
});
