import { Migration } from '@mikro-orm/migrations';

/**
 * Written by hand (indexes are not in the mappings), for find-a-block within a city (BENCHMARKS.md, "The
 * crowd at 10,000,000 numbers"): the sidebar's block sizes and a block page of a state and a city walked
 * the state's runs in number order (`number_runs_idx`) and kept the city's: every run of the state read to
 * find a small city's few (384 ms a statement at 10M). Led by the city, the walk is the city's runs only,
 * in number order, index-only with the sidebar's columns included, like the area code's runs index.
 */
export class Migration20261207070000_search_city_runs extends Migration {
  override name = 'Migration20261207070000_search_city_runs';

  override up(): void {
    this.addSql(`set local maintenance_work_mem = '1GB';`);
    this.addSql(
      `create index "number_state_city_runs_idx" on "catalog"."number" ("type", "state", "city", "num") include ("run_length", "reserved_until", "reserved_basket", "id", "price_cents", "vendor", "categories", "patterns") where "status" = 'available' and "run_length" >= 2;`,
    );
  }

  override down(): void {
    this.addSql(`drop index "catalog"."number_state_city_runs_idx";`);
  }
}
