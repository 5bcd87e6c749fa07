import { Migration } from '@mikro-orm/migrations';

/**
 * Written by hand (indexes are not in the mappings): more columns in the INCLUDE lists of the search
 * indexes, so more of search runs as index-only scans (BENCHMARKS.md has the figures):
 * - `city` and `vendor` in the three area indexes: the sidebar counts (`withAggregations`) read up
 *   to 10,001 matches without fetching each row from the table (about 200 ms down to 25 ms for a
 *   state of 95,000 numbers);
 * - `digits` in the area indexes: a word or digits within an area is matched in the index, and
 *   only the page's rows are read;
 * - licence fees and the pig-pick percentage in the area indexes: the regular answer picks its
 *   sections from the area's cheapest numbers in the index and reads only the ~70 rows it shows;
 * - `digits`, `price_cents`, `num` and `id` in the reversed-digits index: an ending ("ends with
 *   7777") gathers its matches' sort keys without reading them from the table;
 * - `id` in the two runs indexes: find-a-block groups its window of numbers in the index.
 */
const REBUILT: Record<string, { before: string; after: string; where?: string }> = {
  number_type_price_idx: {
    before: `("type", "price_cents", "id") include ("reserved_until", "reserved_basket", "country", "patterns", "categories")`,
    after: `("type", "price_cents", "id") include ("reserved_until", "reserved_basket", "country", "patterns", "categories", "city", "vendor", "digits", "license_one_time_cents", "license_monthly_cents", "pig_pick_pct")`,
  },
  number_type_state_price_idx: {
    before: `("type", "state", "price_cents", "id") include ("reserved_until", "reserved_basket", "patterns", "categories")`,
    after: `("type", "state", "price_cents", "id") include ("reserved_until", "reserved_basket", "patterns", "categories", "city", "vendor", "digits", "license_one_time_cents", "license_monthly_cents", "pig_pick_pct")`,
  },
  number_type_npa_price_idx: {
    before: `("type", "npa", "price_cents", "id") include ("reserved_until", "reserved_basket", "lat", "lon", "patterns", "categories")`,
    after: `("type", "npa", "price_cents", "id") include ("reserved_until", "reserved_basket", "lat", "lon", "patterns", "categories", "city", "vendor", "digits", "license_one_time_cents", "license_monthly_cents", "pig_pick_pct")`,
  },
  number_runs_idx: {
    before: `("type", "state", "num") include ("run_length", "reserved_until", "reserved_basket")`,
    after: `("type", "state", "num") include ("run_length", "reserved_until", "reserved_basket", "id")`,
    where: `and "run_length" >= 2`,
  },
  number_type_runs_idx: {
    before: `("type", "num") include ("run_length", "reserved_until", "reserved_basket")`,
    after: `("type", "num") include ("run_length", "reserved_until", "reserved_basket", "id")`,
    where: `and "run_length" >= 2`,
  },
  number_type_reverse_digits_idx: {
    before: `("type", reverse("digits") text_pattern_ops) include ("reserved_until", "reserved_basket")`,
    after: `("type", reverse("digits") text_pattern_ops) include ("reserved_until", "reserved_basket", "digits", "price_cents", "num", "id")`,
  },
};

const rebuild = (name: string, columns: string, where = '') => [
  `drop index "catalog"."${name}";`,
  `create index "${name}" on "catalog"."number" ${columns} where "status" = 'available' ${where};`,
];

export class Migration20261122060000_search_index_columns extends Migration {
  override name = 'Migration20261122060000_search_index_columns';

  override up(): void | Promise<void> {
    for (const [name, { after, where }] of Object.entries(REBUILT))
      for (const sql of rebuild(name, after, where)) this.addSql(sql);
  }

  override down(): void | Promise<void> {
    for (const [name, { before, where }] of Object.entries(REBUILT))
      for (const sql of rebuild(name, before, where)) this.addSql(sql);
  }
}
