import type { FoundNumber } from '../../ports/number-search.ts';

/** A row of `NUMBER_COLUMNS` as the driver gives it, with what a section or a block adds. */
export interface NumberRow {
  id: string;
  tn: string;
  npa: string | null;
  state: string | null;
  city: string | null;
  lat: number | null;
  lon: number | null;
  country: string;
  type: string;
  vendor: string;
  cost_cents: number;
  price_cents: number;
  retail_price_cents: number;
  license_one_time_cents: number | null;
  license_monthly_cents: number | null;
  license_annual_increase_bp: number | null;
  negotiable: boolean;
  min_offer_cents: number | null;
  seller_account_id: number | null;
  exclusive: boolean;
  get_it_now: boolean;
  spelling: string | null;
  pig_pick_pct: number;
  on_sale_until: Date | string | null;
  num: string;
  section_name?: string;
  tag?: FoundNumber['tag'];
  distance_miles?: number | null;
  grp?: string;
  pos?: string;
  glen?: string;
}

/** The port's number from a row: money in cents, bigint columns as numbers, dates as dates. */
export const toFound = (row: NumberRow): FoundNumber => ({
  id: Number(row.id),
  tn: row.tn,
  npa: row.npa,
  state: row.state,
  city: row.city,
  lat: row.lat,
  lon: row.lon,
  country: row.country,
  type: row.type,
  vendor: row.vendor,
  costCents: row.cost_cents,
  priceCents: row.price_cents,
  retailPriceCents: row.retail_price_cents,
  licenseOneTimeCents: row.license_one_time_cents,
  licenseMonthlyCents: row.license_monthly_cents,
  licenseAnnualIncreaseBp: row.license_annual_increase_bp,
  negotiable: row.negotiable,
  minOfferCents: row.min_offer_cents,
  sellerAccountId: row.seller_account_id,
  exclusive: row.exclusive,
  getItNow: row.get_it_now,
  spelling: row.spelling,
  pigPickPct: row.pig_pick_pct,
  onSaleUntil: row.on_sale_until === null ? null : new Date(row.on_sale_until),
  ...(row.section_name !== undefined ? { sectionName: row.section_name } : {}),
  ...(row.tag !== undefined ? { tag: row.tag } : {}),
  ...(row.distance_miles !== undefined
    ? { distanceMiles: row.distance_miles === null ? null : Number(row.distance_miles) }
    : {}),
  ...(row.grp !== undefined
    ? { group: { key: Number(row.grp), position: Number(row.pos), length: Number(row.glen) } }
    : {}),
});
