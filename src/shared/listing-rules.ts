// Price rules for a number listing that the search page and the server share. Money is integer cents.
import { isTollFree } from './phone-number.ts';

/** Lowest price a number is sold or licensed for ($9.95). */
export const MIN_SALE_PRICE_CENTS = 995;
/** At or above this price a number shows Contact Agent instead of Add to Cart ($10,000). */
export const BUY_NOW_LIMIT_CENTS = 1_000_000;
/**
 * A licence fee (one-time or monthly) at or above this shows Contact Agent instead of Start License. The
 * spec's "10000" is read as cents ($100), like every other amount.
 */
export const LICENSE_CONTACT_AGENT_CENTS = 10_000;

export interface PriceBucket {
  /** Query value of the `price` filter. */
  readonly key: string;
  readonly label: string;
  readonly minCents: number;
  /** Inclusive; null for the open top bucket. */
  readonly maxCents: number | null;
}

/** The price filter of the search page. */
export const PRICE_BUCKETS: readonly PriceBucket[] = Object.freeze([
  { key: '5-49', label: '$5-$49', minCents: 500, maxCents: 4_999 },
  { key: '50-99', label: '$50-$99', minCents: 5_000, maxCents: 9_999 },
  { key: '100-249', label: '$100-$249', minCents: 10_000, maxCents: 24_999 },
  { key: '250-449', label: '$250-$449', minCents: 25_000, maxCents: 44_999 },
  { key: '450-plus', label: '$450+', minCents: 45_000, maxCents: null },
]);

/** The price sections of a regular (sectioned) search, for sale and for licence. */
export const SEARCH_BANDS: readonly PriceBucket[] = Object.freeze([
  { key: '500-9999', label: '$5-$99.99', minCents: 500, maxCents: 9_999 },
  { key: '10000-99999', label: '$100-$999.99', minCents: 10_000, maxCents: 99_999 },
  { key: '100000-plus', label: '$1,000+', minCents: 100_000, maxCents: null },
]);

/** The bucket a price falls in; null below $5 (licence-only numbers have price 0). */
export function bucketOf(priceCents: number): PriceBucket | null {
  return (
    PRICE_BUCKETS.find(
      (bucket) =>
        priceCents >= bucket.minCents && (bucket.maxCents === null || priceCents <= bucket.maxCents),
    ) ?? null
  );
}

export interface ListedPrices {
  /** 0 when the number is only licensed. */
  priceCents: number;
  licenseOneTimeCents: number | null;
  licenseMonthlyCents: number | null;
}

/**
 * Spec 3: "Toll-free numbers can only be licensed, not sold" (US rules forbid selling them too). Whatever
 * price a toll-free row carries, nobody may buy it: search offers only the licence, the basket refuses a
 * buy item and an agent is not asked to sell it.
 */
export const TOLL_FREE_NOT_SOLD_MESSAGE = 'Toll-free numbers can only be licensed, not sold.';

/** Whether the number may be sold at all (as opposed to licensed). */
export function isSellable(tn: string): boolean {
  return !isTollFree(tn);
}

export interface ListingAction {
  /** Null when the number is not for sale. */
  buy: 'addToCart' | 'contactAgent' | null;
  /** Null when the number has no licence offer. */
  license: 'startLicense' | 'contactAgent' | null;
  /** Which side of the BUY / LICENSE toggle shows first. */
  defaultMode: 'buy' | 'license';
}

/**
 * What a listing offers: Add to Cart below the buy-now limit, Contact Agent at or above it; Start License
 * unless either licence fee reaches LICENSE_CONTACT_AGENT_CENTS; licence shown first when the number has no
 * price but a licence. A toll-free number is never bought: without licence fees of its own, an agent
 * arranges its licence.
 */
export function listingAction(
  number: ListedPrices & { tn: string },
  { buyNowLimitCents = BUY_NOW_LIMIT_CENTS }: { buyNowLimitCents?: number } = {},
): ListingAction {
  const sellable = isSellable(number.tn);
  const buy =
    number.priceCents <= 0 || !sellable
      ? null
      : number.priceCents >= buyNowLimitCents
        ? 'contactAgent'
        : 'addToCart';
  const fees = [number.licenseOneTimeCents, number.licenseMonthlyCents].filter((fee) => fee !== null);
  const license =
    fees.length === 0
      ? sellable
        ? null
        : 'contactAgent'
      : fees.some((fee) => fee >= LICENSE_CONTACT_AGENT_CENTS)
        ? 'contactAgent'
        : 'startLicense';
  return { buy, license, defaultMode: buy === null && license !== null ? 'license' : 'buy' };
}

/**
 * Spec 2: employees' bulk add takes only numbers one could Add to Cart (a price above 0 and below the
 * buy-now limit) that the basket does not hold already.
 */
export function isBulkAddable(
  number: Pick<ListedPrices, 'priceCents'> & { tn: string },
  {
    buyNowLimitCents = BUY_NOW_LIMIT_CENTS,
    inBasket = new Set<string>(),
  }: {
    buyNowLimitCents?: number;
    inBasket?: ReadonlySet<string>;
  } = {},
): boolean {
  return (
    listingAction({ ...number, licenseOneTimeCents: null, licenseMonthlyCents: null }, { buyNowLimitCents })
      .buy === 'addToCart' && !inBasket.has(number.tn)
  );
}
