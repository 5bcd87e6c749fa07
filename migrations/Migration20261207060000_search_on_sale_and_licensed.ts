import { Migration } from '@mikro-orm/migrations';

/**
 * Written by hand (indexes are not in the mappings), for the faceted search's two rare flags
 * (BENCHMARKS.md, "The crowd at concurrency 1 and 2"). The sidebar counts up to 10,001 matches of a
 * state; with "on sale" (9% of numbers) or "licensed" (17%) the walk of the state's price index kept
 * one entry in eleven or six: 95,546 entries and 52-59 ms for CA's 8,745 numbers on sale at 1M. These
 * partial indexes hold only the flagged numbers, by state and price, with the visibility check, the
 * sidebar's columns and the other flags in their INCLUDE lists: the same sample reads 8,761 entries
 * (9 ms), and a price-ordered page of them is a short walk. A filter `on_sale_until > now` implies
 * `on_sale_until is not null`, so the planner can use the first whatever the time.
 */
const INCLUDED = `"reserved_until", "reserved_basket", "city", "categories", "patterns", "vendor", "get_it_now", "created_at", "on_sale_until", "license_monthly_cents"`;

const FLAGGED: Record<string, string> = {
  number_type_state_on_sale_price_idx: `"on_sale_until" is not null`,
  number_type_state_licensed_price_idx: `"license_monthly_cents" is not null`,
};

export class Migration20261207060000_search_on_sale_and_licensed extends Migration {
  override name = 'Migration20261207060000_search_on_sale_and_licensed';

  override up(): void {
    this.addSql(`set local maintenance_work_mem = '1GB';`);
    for (const [name, flag] of Object.entries(FLAGGED))
      this.addSql(
        `create index "${name}" on "catalog"."number" ("type", "state", "price_cents", "id") include (${INCLUDED}) where "status" = 'available' and ${flag};`,
      );
  }

  override down(): void {
    for (const name of Object.keys(FLAGGED)) this.addSql(`drop index "catalog"."${name}";`);
  }
}
