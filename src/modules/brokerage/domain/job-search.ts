import { LISTING_TYPES } from '../../../shared/broker-listing-rules.ts';
import { ValidationError } from '../../../shared/domain-error.ts';
import { defineListResource, type ListWhere } from '../../../shared/list-query.ts';

/**
 * A bulk job's `data.search`: the list language over the broker's listings, the fields of the Listings
 * screen's search bar. `npa` (area code, spec 3: 201-998) matches the number's first three digits.
 */
export const jobSearchList = defineListResource({
  fields: {
    tn: { type: 'string', ops: ['$eq', '$ne', '$in', '$nin', '$contains', '$like'] },
    npa: { type: 'integer', ops: ['$eq', '$ne', '$in', '$nin'] },
    isListed: { type: 'boolean' },
    type: { type: 'enum', values: LISTING_TYPES },
    price: { type: 'integer', property: 'priceCents' },
    minimumOffer: { type: 'integer', property: 'minimumOfferCents' },
    isNegotiable: { type: 'boolean' },
    isLicensable: { type: 'boolean' },
    pigPickPercentage: { type: 'integer' },
    licenseAnnualIncrease: { type: 'integer' },
    createDate: { type: 'date' },
    updateDate: { type: 'date' },
  },
  maxLimit: 1,
});

const MIN_NPA = 201;
const MAX_NPA = 998;

/** The search as a filter on brokerage.listing (without the broker, which the caller adds). */
export function jobSearchWhere(search: Record<string, string | string[]>): object {
  const { where } = jobSearchList.parse(search);
  const { npa, ...rest } = where as ListWhere & { npa?: Record<string, unknown> };
  if (!npa) return rest;
  const clauses: object[] = [rest];
  for (const [op, value] of Object.entries(npa)) {
    const codes = (Array.isArray(value) ? value : [value]).map(Number);
    for (const code of codes)
      if (!Number.isInteger(code) || code < MIN_NPA || code > MAX_NPA)
        throw new ValidationError('list.invalid_query', 'The area code must be 201 to 998.', {
          errors: { npa: 'The area code must be 201 to 998.' },
        });
    const matches = codes.map((code) => ({ tn: { $like: `+1${code}%` } }));
    clauses.push(
      op === '$eq' || op === '$in' ? { $or: matches } : { $and: matches.map((m) => ({ $not: m })) },
    );
  }
  return { $and: clauses };
}
