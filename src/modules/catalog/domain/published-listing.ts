import { isTollFree, PhoneNumber } from '../../../shared/phone-number.ts';
import { categoriesOf, patternsOf } from './number-patterns.ts';
import { areaCodeDetails, regionOfNpa } from './reference/regions.ts';
import { spellingLengthOf } from './vanity-spelling.ts';

/** What a broker's listing puts on sale (docs/adr/0055). Money in cents; annual increase in percent. */
export interface ListingToPublish {
  tn: string;
  sellerAccountId: number;
  /** 0 when the number is only licensed. */
  priceCents: number;
  /** The price struck through while on sale; equals priceCents otherwise. */
  retailPriceCents: number;
  onSaleUntil: Date | null;
  minimumOfferCents: number | null;
  negotiable: boolean;
  licenseOneTimeCents: number | null;
  licenseMonthlyCents: number | null;
  licenseAnnualIncreasePercent: number | null;
  pigPickPercentage: number;
  /** Display spelling ('1-800-FLOWERS' style or 'FLOWERS'); null without an approved one. */
  spelling: string | null;
}

/** The inventory row's columns for a published listing; where the number is comes from the area-code data. */
export interface PublishedRow {
  tn: string;
  npa: string;
  nxx: string;
  state: string | null;
  city: string | null;
  lat: number | null;
  lon: number | null;
  country: 'US' | 'CA';
  type: 'local' | 'tollfree';
  vendor: 'broker';
  sellerAccountId: number;
  priceCents: number;
  retailPriceCents: number;
  licenseOneTimeCents: number | null;
  licenseMonthlyCents: number | null;
  licenseAnnualIncreaseBp: number | null;
  negotiable: boolean;
  minOfferCents: number | null;
  digits: string;
  num: number;
  spelling: string | null;
  spellingLength: number | null;
  patterns: string[];
  categories: string[];
  pigPickPct: number;
  onSaleUntil: Date | null;
  priceChangedAt: Date;
}

/** Null for a number outside the North American plan: brokers list NANP numbers only. */
export function publishedRowOf(listing: ListingToPublish, now: Date): PublishedRow | null {
  const number = PhoneNumber.tryParse(listing.tn);
  if (number?.kind !== 'nanp') return null;
  const digits = number.e164.slice(2);
  const npa = digits.slice(0, 3);
  const tollFree = isTollFree(number.e164);
  const area = tollFree ? undefined : areaCodeDetails(npa);
  const region = tollFree ? undefined : regionOfNpa(npa);
  if (!tollFree && (!area || !region)) return null;
  const city = area?.cities[0];
  const patterns = patternsOf(number.e164);
  return {
    tn: number.e164,
    npa,
    nxx: digits.slice(3, 6),
    state: city?.state ?? region?.code ?? null,
    city: city?.name ?? null,
    lat: city?.lat ?? area?.lat ?? null,
    lon: city?.lon ?? area?.lon ?? null,
    country: region?.country ?? 'US',
    type: tollFree ? 'tollfree' : 'local',
    vendor: 'broker',
    sellerAccountId: listing.sellerAccountId,
    priceCents: listing.priceCents,
    retailPriceCents: listing.retailPriceCents,
    licenseOneTimeCents: listing.licenseOneTimeCents,
    licenseMonthlyCents: listing.licenseMonthlyCents,
    licenseAnnualIncreaseBp:
      listing.licenseAnnualIncreasePercent === null ? null : listing.licenseAnnualIncreasePercent * 100,
    negotiable: listing.negotiable,
    minOfferCents: listing.minimumOfferCents,
    digits,
    num: Number(number.e164.slice(1)),
    spelling: listing.spelling,
    spellingLength: spellingLengthOf(listing.spelling) || null,
    patterns,
    categories: categoriesOf(number.e164, listing.spelling, patterns),
    pigPickPct: listing.pigPickPercentage,
    onSaleUntil: listing.onSaleUntil,
    priceChangedAt: now,
  };
}
