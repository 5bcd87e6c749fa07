import { MIN_SALE_PRICE_CENTS } from '../../../../shared/listing-rules.ts';
import type { InventoryNumberType } from './inventory-generator.ts';
import { int, pick, type Random } from './seeded-random.ts';

/** Share of numbers offered only for licence (price 0). */
export const LICENSE_ONLY_SHARE = 0.08;

/** Prices, licences, offers and cost of a generated number: realistic spreads, in cents. */
const LOW_PRICES = [995, 1495, 1995, 2495, 2995, 3495, 3995, 4495, 4995, 5995, 6995, 7995, 8995, 9900];
const LICENSE_MONTHLY = [995, 1495, 1995, 2495, 2995, 4995, 7495, 9995];
const LICENSE_INCREASE_BP = [0, 300, 500, 500, 1000];

type PriceBucket = 'low' | 'mid' | 'high';

function bucket(random: Random, premium: number): PriceBucket {
  const roll = random();
  const base: PriceBucket = roll < 0.7 ? 'low' : roll < 0.96 ? 'mid' : 'high';
  if (base === 'low' && random() < premium) return 'mid';
  if (base === 'mid' && random() < premium / 2) return 'high';
  return base;
}

// Skewed towards the cheap end of each bucket, snapped to the round figures sellers ask.
function priceIn(random: Random, priceBucket: PriceBucket): number {
  const skew = random();
  if (priceBucket === 'low') return LOW_PRICES[Math.floor(skew * skew * LOW_PRICES.length)]!;
  if (priceBucket === 'mid') {
    const dollars = Math.min(999, 100 + Math.round((899 * skew ** 1.8) / 25) * 25);
    return (dollars > 100 && dollars % 50 === 0 && random() < 0.5 ? dollars - 1 : dollars) * 100;
  }
  return Math.min(25_000, 1000 + Math.round((24_000 * skew ** 3) / 250) * 250) * 100;
}

const roundToDollar = (cents: number) => Math.max(100, Math.round(cents / 100) * 100);

export interface Terms {
  costCents: number;
  priceCents: number;
  retailPriceCents: number;
  licenseOneTimeCents: number | null;
  licenseMonthlyCents: number | null;
  licenseAnnualIncreaseBp: number | null;
  negotiable: boolean;
  minOfferCents: number | null;
}

function licence(random: Random, premium: number) {
  const monthly = random() < 0.05 + premium / 4 ? int(random, 100, 250) * 100 : pick(random, LICENSE_MONTHLY);
  return {
    licenseOneTimeCents: random() < premium ? priceIn(random, 'mid') : pick(random, LOW_PRICES),
    licenseMonthlyCents: monthly,
    licenseAnnualIncreaseBp: pick(random, LICENSE_INCREASE_BP),
  };
}

/** Yearly rise of a toll-free licence derived from a price (5%). */
export const TOLL_FREE_LICENSE_ANNUAL_INCREASE_BP = 500;

/**
 * Spec 3: "Toll-free numbers can only be licensed, not sold". Licence fees for a toll-free number that
 * has only a sale price: a tenth of it to set up and a fiftieth a month, rounded to the dollar and never
 * below the $9.95 minimum. Migration20261124161000 applies the same rule in SQL to older rows.
 */
export function licenceFromPrice(priceCents: number) {
  return {
    licenseOneTimeCents: Math.max(MIN_SALE_PRICE_CENTS, Math.round(priceCents / 1_000) * 100),
    licenseMonthlyCents: Math.max(MIN_SALE_PRICE_CENTS, Math.round(priceCents / 5_000) * 100),
    licenseAnnualIncreaseBp: TOLL_FREE_LICENSE_ANNUAL_INCREASE_BP,
  };
}

/** The terms as a licence only: no sale price, sale or offers; its own licence fees, or fees from the price. */
export function asLicenceOnly(offer: Terms): Terms {
  const derived = licenceFromPrice(offer.priceCents);
  return {
    ...offer,
    priceCents: 0,
    retailPriceCents: 0,
    licenseOneTimeCents: offer.licenseOneTimeCents ?? derived.licenseOneTimeCents,
    licenseMonthlyCents: offer.licenseMonthlyCents ?? derived.licenseMonthlyCents,
    licenseAnnualIncreaseBp: offer.licenseAnnualIncreaseBp ?? derived.licenseAnnualIncreaseBp,
    negotiable: false,
    minOfferCents: null,
  };
}

export function terms(random: Random, type: InventoryNumberType, memorable: boolean): Terms {
  const premium = (memorable ? 0.6 : 0) + (type === 'tollfree' ? 0.3 : 0);
  if (type !== 'global' && random() < LICENSE_ONLY_SHARE) {
    const offer = licence(random, premium);
    const costCents = roundToDollar(offer.licenseOneTimeCents * (0.3 + 0.4 * random()));
    return {
      costCents,
      priceCents: 0,
      retailPriceCents: 0,
      ...offer,
      negotiable: false,
      minOfferCents: null,
    };
  }
  const priceBucket = type === 'global' ? (random() < 0.85 ? 'low' : 'mid') : bucket(random, premium);
  const priceCents = Math.max(MIN_SALE_PRICE_CENTS, priceIn(random, priceBucket));
  const onSale = random() < 0.1;
  const cut = 0.1 + 0.3 * random();
  const retailPriceCents = onSale ? Math.ceil(priceCents / (1 - cut) / 100) * 100 : priceCents;
  const negotiable = priceCents >= 2500 && random() < (priceCents >= 10_000 ? 0.35 : 0.08);
  const minOfferCents = negotiable
    ? Math.min(priceCents, Math.max(MIN_SALE_PRICE_CENTS, roundToDollar(priceCents * (0.6 + 0.3 * random()))))
    : null;
  const offer =
    random() < 0.1
      ? licence(random, premium)
      : { licenseOneTimeCents: null, licenseMonthlyCents: null, licenseAnnualIncreaseBp: null };
  return {
    costCents: roundToDollar(priceCents * (0.3 + 0.4 * random())),
    priceCents,
    retailPriceCents,
    ...offer,
    negotiable,
    minOfferCents,
  };
}
