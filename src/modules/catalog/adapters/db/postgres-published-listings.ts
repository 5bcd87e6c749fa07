import type { SqlExecutor } from '../../../../platform/db/sql-executor.ts';
import type { PublishedRow } from '../../domain/published-listing.ts';

const COLUMNS: Array<[column: string, value: (row: PublishedRow) => unknown]> = [
  ['tn', (r) => r.tn],
  ['npa', (r) => r.npa],
  ['nxx', (r) => r.nxx],
  ['state', (r) => r.state],
  ['city', (r) => r.city],
  ['lat', (r) => r.lat],
  ['lon', (r) => r.lon],
  ['country', (r) => r.country],
  ['type', (r) => r.type],
  ['vendor', (r) => r.vendor],
  ['seller_account_id', (r) => r.sellerAccountId],
  ['cost_cents', () => 0],
  ['price_cents', (r) => r.priceCents],
  ['retail_price_cents', (r) => r.retailPriceCents],
  ['license_one_time_cents', (r) => r.licenseOneTimeCents],
  ['license_monthly_cents', (r) => r.licenseMonthlyCents],
  ['license_annual_increase_bp', (r) => r.licenseAnnualIncreaseBp],
  ['negotiable', (r) => r.negotiable],
  ['min_offer_cents', (r) => r.minOfferCents],
  ['digits', (r) => r.digits],
  ['num', (r) => r.num],
  ['spelling', (r) => r.spelling],
  ['spelling_length', (r) => r.spellingLength],
  ['patterns', (r) => r.patterns],
  ['categories', (r) => r.categories],
  ['pig_pick_pct', (r) => r.pigPickPct],
  ['on_sale_until', (r) => r.onSaleUntil],
  ['price_changed_at', (r) => r.priceChangedAt],
];

// A listing never takes over a row another seller (or the house) has on sale now; a sold or withdrawn row
// (the broker bought or ported the number) is put back on sale under the broker.
const UPSERT = `insert into catalog.number (${COLUMNS.map(([c]) => c).join(', ')}, status, created_at)
  values (${COLUMNS.map((_, i) => `$${i + 1}`).join(', ')}, 'available', $${COLUMNS.length + 1})
  on conflict (tn) do update set ${COLUMNS.filter(([c]) => c !== 'tn')
    .map(([c]) => `${c} = excluded.${c}`)
    .join(', ')}, status = 'available',
    reserved_basket = case when catalog.number.status = 'available' then catalog.number.reserved_basket end,
    reserved_until = case when catalog.number.status = 'available' then catalog.number.reserved_until end
  where catalog.number.seller_account_id = excluded.seller_account_id or catalog.number.status <> 'available'
  returning id`;

/** The inventory rows brokers' listings publish (docs/adr/0055). Runs in the caller's transaction. */
export class PostgresPublishedListings {
  readonly #sql: SqlExecutor;
  constructor(sql: SqlExecutor) {
    this.#sql = sql;
  }

  /** False when another seller has the number on sale. */
  async upsert(row: PublishedRow, now: Date): Promise<boolean> {
    const rows = await this.#sql.query(UPSERT, [...COLUMNS.map(([, value]) => value(row)), now]);
    return rows.length > 0;
  }

  /** Takes the broker's number off sale (a basket's hold on it ends: checkout will find it gone). */
  async withdraw(tn: string, sellerAccountId: number): Promise<boolean> {
    const rows = await this.#sql.query(
      `update catalog.number set status = 'unlisted', reserved_basket = null, reserved_until = null
        where tn = $1 and seller_account_id = $2 and status = 'available' returning id`,
      [tn, sellerAccountId],
    );
    return rows.length > 0;
  }
}
