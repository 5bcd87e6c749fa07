import { Migration } from '@mikro-orm/migrations';

/**
 * Written by hand (indexes are not in the mappings), from the crowd benchmark's costliest statements at 1M
 * (BENCHMARKS.md, "The crowd at 1M, 2026-12-07"):
 * - **A state's numbers by city, then price.** The sidebar's city filter within a state walked the state's
 *   price index and filtered out every other city: 93,824 index entries and 45-60 ms for Fresno's 1,722
 *   numbers in CA, for the sidebar counts, and as far for a price-ordered page of a small city. This reads
 *   the city's own range (0.5 ms there). Its INCLUDE columns keep the visibility check, the sidebar's
 *   counts (categories, patterns, vendor) and the licence filter index-only.
 * - **An area code's numbers in runs, in number order.** Find-a-block's sizes and pages within an area
 *   code walked the area's number-order index and read every row for its run length (4,062 rows, 18-39 ms
 *   for area code 787); the runs indexes lead with the state or the type. Small (runs only) and
 *   index-only (0.3 ms there).
 * - **The sidebar's columns in every runs index** (price, city, vendor, categories, patterns): a block
 *   search's sidebar counts read up to 10,001 numbers in runs, each from the table until now.
 * - **Categories and patterns by state, not by type.** A GIN index led by `type` intersects every search
 *   with the posting list of all local numbers (most of the table): a rare pattern in CA took 8.5 ms in
 *   the index to find 855 numbers nationwide, 95 of them in CA. Led by the state it finds the 95 in 1 ms,
 *   and still serves a category or pattern alone (a GIN index answers any subset of its columns); the
 *   lesson of the trigram indexes (docs/adr/0078), which dropped `type` for the same reason.
 * - **A state's numbers by their reversed digits.** An ending within a state ("ends with 00" in CA) walked
 *   the nationwide reversed-digits index and read each row for its state: 34,226 rows and 50-70 ms for
 *   each of its three statements at 1M, ten times that at 10M. Led by the state it is a range of the
 *   state's own matches, index-only (1.3 ms), with the sidebar's columns and run lengths included. The
 *   nationwide one gets them too: a short ending's sidebar read up to 10,001 rows from the table (80 ms).
 * - **The sidebar's flags in the area indexes** (`get_it_now`, `created_at`, `on_sale_until`): a state
 *   with "on sale" (9% of numbers) read some 110,000 rows from the table to count 10,001 matches (50-120
 *   ms a statement at 1M, and no less at 10M); index-only now.
 * - **Global numbers by country, then price.** A country's page and sidebar walked the price index of
 *   every global number: a country with none on offer (DE in the crowd) read all 28,174 of them at 1M,
 *   twice a request, and ten times as many at 10M. Partial, as toll free's own price index is.
 */
const FACETS = `"price_cents", "city", "vendor", "categories", "patterns"`;
const RUNS = `"status" = 'available' and "run_length" >= 2`;
const FLAGS = `"get_it_now", "created_at", "on_sale_until"`;
const AREA_COLUMNS = `"patterns", "categories", "city", "vendor", "digits", "license_one_time_cents", "license_monthly_cents", "pig_pick_pct"`;

const REBUILT: Record<string, { before: string; after: string; where: string }> = {
  number_runs_idx: {
    before: `("type", "state", "num") include ("run_length", "reserved_until", "reserved_basket", "id")`,
    after: `("type", "state", "num") include ("run_length", "reserved_until", "reserved_basket", "id", ${FACETS})`,
    where: RUNS,
  },
  number_type_runs_idx: {
    before: `("type", "num") include ("run_length", "reserved_until", "reserved_basket", "id")`,
    after: `("type", "num") include ("run_length", "reserved_until", "reserved_basket", "id", ${FACETS})`,
    where: RUNS,
  },
  number_type_state_price_idx: {
    before: `("type", "state", "price_cents", "id") include ("reserved_until", "reserved_basket", ${AREA_COLUMNS})`,
    after: `("type", "state", "price_cents", "id") include ("reserved_until", "reserved_basket", ${AREA_COLUMNS}, ${FLAGS})`,
    where: `"status" = 'available'`,
  },
  number_type_npa_price_idx: {
    before: `("type", "npa", "price_cents", "id") include ("reserved_until", "reserved_basket", "lat", "lon", ${AREA_COLUMNS})`,
    after: `("type", "npa", "price_cents", "id") include ("reserved_until", "reserved_basket", "lat", "lon", ${AREA_COLUMNS}, ${FLAGS})`,
    where: `"status" = 'available'`,
  },
  number_type_reverse_digits_idx: {
    before: `("type", reverse("digits") text_pattern_ops) include ("reserved_until", "reserved_basket", "digits", "price_cents", "num", "id")`,
    after: `("type", reverse("digits") text_pattern_ops) include ("reserved_until", "reserved_basket", "digits", "price_cents", "num", "id", "run_length", ${FACETS})`,
    where: `"status" = 'available'`,
  },
};

const rebuild = (name: string, columns: string, where: string) => [
  `drop index "catalog"."${name}";`,
  `create index "${name}" on "catalog"."number" ${columns} where ${where};`,
];

export class Migration20261207050000_search_city_and_area_runs extends Migration {
  override name = 'Migration20261207050000_search_city_and_area_runs';

  override up(): void {
    // Rebuilding the area indexes of a 10M inventory sorts gigabytes: in memory, not in temporary files.
    this.addSql(`set local maintenance_work_mem = '1GB';`);
    this.addSql(
      `create index "number_type_state_city_price_idx" on "catalog"."number" ("type", "state", "city", "price_cents", "id") include ("reserved_until", "reserved_basket", "patterns", "categories", "vendor", "license_monthly_cents", ${FLAGS}) where "status" = 'available';`,
    );
    this.addSql(
      `create index "number_npa_runs_idx" on "catalog"."number" ("type", "npa", "num") include ("run_length", "reserved_until", "reserved_basket", "id", ${FACETS}) where ${RUNS};`,
    );
    for (const [name, { after, where }] of Object.entries(REBUILT))
      for (const sql of rebuild(name, after, where)) this.addSql(sql);
    this.addSql(
      `create index "number_type_state_reverse_digits_idx" on "catalog"."number" ("type", "state", reverse("digits") text_pattern_ops) include ("reserved_until", "reserved_basket", "digits", "price_cents", "num", "id", "run_length", ${FACETS}) where "status" = 'available';`,
    );
    this.addSql(
      `create index "number_global_country_price_idx" on "catalog"."number" ("country", "price_cents", "id") include ("reserved_until", "reserved_basket", ${AREA_COLUMNS}, ${FLAGS}) where "status" = 'available' and "type" = 'global';`,
    );
    for (const column of ['categories', 'patterns']) {
      this.addSql(`drop index "catalog"."number_type_${column}_idx";`);
      this.addSql(
        `create index "number_state_${column}_idx" on "catalog"."number" using gin ("state", "${column}") where "status" = 'available';`,
      );
    }
  }

  override down(): void {
    this.addSql(
      `drop index if exists "catalog"."number_type_state_city_price_idx", "catalog"."number_npa_runs_idx", "catalog"."number_type_state_reverse_digits_idx", "catalog"."number_global_country_price_idx";`,
    );
    for (const [name, { before, where }] of Object.entries(REBUILT))
      for (const sql of rebuild(name, before, where)) this.addSql(sql);
    for (const column of ['categories', 'patterns']) {
      this.addSql(`drop index "catalog"."number_state_${column}_idx";`);
      this.addSql(
        `create index "number_type_${column}_idx" on "catalog"."number" using gin ("type", "${column}") where "status" = 'available';`,
      );
    }
  }
}
