import { Migration } from '@mikro-orm/migrations';

/**
 * Written by hand (indexes are not in the mappings): the last four digits, then price. An ending of
 * four digits or more ("ends with 7777", the usual vanity ask) ordered by price walks this index
 * and stops at its page, instead of gathering every number with that ending and sorting them
 * (1,654 at 1M numbers: 2.1 ms -> 0.2 ms for the page; ten times as many at 10M). The count reads
 * the same range without touching the table.
 */
export class Migration20261122110000_search_ending_by_price extends Migration {
  override name = 'Migration20261122110000_search_ending_by_price';

  override up(): void {
    this.addSql(
      `create index "number_type_last4_price_idx" on "catalog"."number" ("type", right("digits", 4), "price_cents", "id") include ("reserved_until", "reserved_basket", "digits") where "status" = 'available';`,
    );
  }

  override down(): void {
    this.addSql(`drop index if exists "catalog"."number_type_last4_price_idx";`);
  }
}
