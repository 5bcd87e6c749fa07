import { Migration } from '@mikro-orm/migrations';

/**
 * Written by hand (indexes are not in the mappings): an area, then number order. A page sorted by
 * number (`sort=tn`) within an area code or a state walked `number_type_num_idx`, which leads with the
 * type only, and filtered out every other area's numbers: 656,610 rows and 2.3 s for area code 787 at
 * 1M (found by the crowd benchmark, docs/bench-notes/crowd.md). These walk the area's own range in
 * number order and stop at the page; the INCLUDE columns keep the visibility check, price buckets,
 * patterns and categories index-only.
 */
export class Migration20261130170000_search_number_order_by_area extends Migration {
  override name = 'Migration20261130170000_search_number_order_by_area';

  override up(): void {
    this.addSql(
      `create index "number_type_npa_num_idx" on "catalog"."number" ("type", "npa", "num") include ("reserved_until", "reserved_basket", "price_cents", "patterns", "categories") where "status" = 'available';`,
    );
    this.addSql(
      `create index "number_type_state_num_idx" on "catalog"."number" ("type", "state", "num") include ("reserved_until", "reserved_basket", "price_cents", "patterns", "categories") where "status" = 'available';`,
    );
  }

  override down(): void {
    this.addSql(`drop index if exists "catalog"."number_type_npa_num_idx", "catalog"."number_type_state_num_idx";`);
  }
}
