import { Migration } from '@mikro-orm/migrations';

/**
 * Spec 3: "Toll-free numbers can only be licensed, not sold". Toll-free numbers on offer with a sale price
 * (demo data seeded before the rule, or listed so) become licences: price 0, no sale or offers, and
 * licence fees of their own or else from the price by the generator's rule (`licenceFromPrice`: a tenth
 * to set up, a fiftieth a month, rounded to the dollar, at least $9.95; 5% a year). SET reads the row's
 * old values, so the fees come from the price being cleared.
 */
export const TOLL_FREE_TO_LICENCE_SQL = `update "catalog"."number" set
    "license_one_time_cents" = coalesce("license_one_time_cents", greatest(995, round("price_cents" / 1000.0)::int * 100)),
    "license_monthly_cents" = coalesce("license_monthly_cents", greatest(995, round("price_cents" / 5000.0)::int * 100)),
    "license_annual_increase_bp" = coalesce("license_annual_increase_bp", 500),
    "price_cents" = 0, "retail_price_cents" = 0, "on_sale_until" = null, "negotiable" = false, "min_offer_cents" = null
  where "status" = 'available' and "price_cents" > 0
    and left("tn", 5) in ('+1800', '+1822', '+1833', '+1844', '+1855', '+1866', '+1877', '+1888');`;

export class Migration20261124161000_toll_free_licence_only extends Migration {
  override name = 'Migration20261124161000_toll_free_licence_only';

  override up(): void {
    this.addSql(TOLL_FREE_TO_LICENCE_SQL);
  }

  override down(): void {
    // The sale prices are gone; selling toll-free numbers is not allowed anyway.
  }
}
