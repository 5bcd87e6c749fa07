import { Migration } from '@mikro-orm/migrations';

/**
 * Written by hand (indexes are not in the mappings): a state's numbers by city, then price. The
 * sidebar's city filter within a state (the crowd's faceted shape) walked the state's price index and
 * filtered out every other city: 93,824 index entries and 45-60 ms for Fresno's 1,722 numbers in CA at
 * 1M, for the sidebar counts, and as far for a price-ordered page of a small city. This index reads the
 * city's own range (0.5 ms there). Its INCLUDE columns keep the visibility check, the sidebar's counts
 * (categories, patterns, vendor) and the licence filter index-only.
 *
 * And an area code's numbers in runs, in number order: find-a-block's sizes and pages within an area
 * code walked the area's number-order index and read every row for its run length (4,062 rows, 18-39 ms
 * for area code 787 at 1M; the runs indexes lead with the state or the type). This one is small (runs
 * only: 4 MB at 1M) and index-only (0.3 ms there).
 */
export class Migration20261207050000_search_city_and_area_runs extends Migration {
  override name = 'Migration20261207050000_search_city_and_area_runs';

  override up(): void {
    this.addSql(
      `create index "number_type_state_city_price_idx" on "catalog"."number" ("type", "state", "city", "price_cents", "id") include ("reserved_until", "reserved_basket", "patterns", "categories", "vendor", "license_monthly_cents") where "status" = 'available';`,
    );
    this.addSql(
      `create index "number_npa_runs_idx" on "catalog"."number" ("type", "npa", "num") include ("run_length", "reserved_until", "reserved_basket", "id") where "status" = 'available' and "run_length" >= 2;`,
    );
  }

  override down(): void {
    this.addSql(
      `drop index if exists "catalog"."number_type_state_city_price_idx", "catalog"."number_npa_runs_idx";`,
    );
  }
}
