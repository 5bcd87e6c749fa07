import { JOB_MESSAGES } from '../../../shared/brokerage-job-rules.ts';
import { JobChangeInvalid } from './brokerage.errors.ts';
import type { ListingChange } from './listing.ts';

/** What a job row does to its listing: a change (cents), or `delete` (the listing goes, docs/adr/0057). */
export type JobRowChange = ListingChange & { delete?: true };

/** A bulk change as the API takes it (spec 3 Listing field names, cents, booleans already parsed). */
export interface ApiListingChange {
  isListed?: boolean | undefined;
  price?: number | undefined;
  minimumOffer?: number | null | undefined;
  isNegotiable?: boolean | undefined;
  isLicensable?: boolean | undefined;
  licenseOneTimeFee?: number | null | undefined;
  licenseMonthlyFee?: number | null | undefined;
  licenseAnnualIncrease?: number | undefined;
  pigPickPercentage?: number | undefined;
  delete?: true | undefined;
}

/** Spec 3: a bulk change needs at least one non-empty field; `delete` stands alone. */
export function jobRowChangeOf(api: ApiListingChange): JobRowChange {
  const change: JobRowChange = withoutUndefined({
    isListed: api.isListed,
    priceCents: api.price,
    minimumOfferCents: api.minimumOffer,
    isNegotiable: api.isNegotiable,
    isLicensable: api.isLicensable,
    licenseOneTimeCents: api.licenseOneTimeFee,
    licenseMonthlyCents: api.licenseMonthlyFee,
    licenseAnnualIncrease: api.licenseAnnualIncrease,
    pigPickPercentage: api.pigPickPercentage,
  });
  const fields = Object.keys(change).length;
  if (api.delete) {
    if (fields > 0) throw new JobChangeInvalid('A delete job cannot change fields too.');
    return { delete: true };
  }
  if (fields === 0) throw new JobChangeInvalid(JOB_MESSAGES.emptyChange);
  return change;
}

function withoutUndefined<T extends object>(value: T): { [K in keyof T]: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as never;
}
