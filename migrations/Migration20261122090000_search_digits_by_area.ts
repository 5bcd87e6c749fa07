import { Migration } from '@mikro-orm/migrations';

/**
 * Written by hand (indexes are not in the mappings): trigram indexes that lead with the area, so a
 * word or digits within an area code or a state is one GIN lookup (btree_gin for the area, pg_trgm
 * for the digits) instead of a filter over every number of the area, or over every number of the
 * country that contains the digits. At 1M numbers: a word in an area code 1.4 ms -> 0.2 ms, in a
 * state 6.9 ms -> 1.2 ms; the cost no longer grows with the area's size (BENCHMARKS.md). Deliberately
 * without `type`: one type holds most of the inventory, and its posting list would be read whole.
 */
export class Migration20261122090000_search_digits_by_area extends Migration {
  override name = 'Migration20261122090000_search_digits_by_area';

  override up(): void {
    this.addSql(
      `create index "number_npa_digits_trgm_idx" on "catalog"."number" using gin ("npa", "digits" gin_trgm_ops) where "status" = 'available';`,
    );
    this.addSql(
      `create index "number_state_digits_trgm_idx" on "catalog"."number" using gin ("state", "digits" gin_trgm_ops) where "status" = 'available';`,
    );
  }

  override down(): void {
    this.addSql(`drop index if exists "catalog"."number_npa_digits_trgm_idx", "catalog"."number_state_digits_trgm_idx";`);
  }
}
