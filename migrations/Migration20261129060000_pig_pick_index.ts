import { Migration } from '@mikro-orm/migrations';

/**
 * Written by hand (indexes are not in the mappings): search's Pig Pick query (docs/adr/0066) walks brokers'
 * Pig Picks in percentage order, a handful of rows in an index of their own, whatever the area. House numbers
 * are never Pig Picks; the demo inventory used to give some a percentage, cleared here.
 */
export class Migration20261129060000_pig_pick_index extends Migration {
  override name = 'Migration20261129060000_pig_pick_index';

  override up(): void | Promise<void> {
    this.addSql(
      `update "catalog"."number" set "pig_pick_pct" = 0 where "pig_pick_pct" <> 0 and "seller_account_id" is null;`,
    );
    this.addSql(
      `create index "number_pig_pick_idx" on "catalog"."number" ("type", "pig_pick_pct" desc, "id") include ("reserved_until", "reserved_basket", "npa", "state") where "status" = 'available' and "pig_pick_pct" > 0 and "seller_account_id" is not null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "catalog"."number_pig_pick_idx";`);
  }
}
