import { Migration } from '@mikro-orm/migrations';

/**
 * Written by hand (indexes are not in the mappings): more columns in the INCLUDE lists of the search
 * indexes, so more of search runs as index-only scans (BENCHMARKS.md has the figures):
 * - `city` and `vendor` in the three area indexes: the sidebar counts (`withAggregations`) read up
 *   to 10,001 matches without fetching each row from the table (about 200 ms down to 25 ms for a
 *   state of 95,000 numbers);
 * - `digits` in the state and area-code indexes: a word or digits within an area is matched in the
 *   index, and only the page's rows are read;
 * - `digits`, `price_cents`, `num` and `id` in the reversed-digits index: an ending ("ends with
 *   7777") gathers its matches' sort keys without reading them from the table.
 */
const REBUILT = {
  number_type_price_idx: {
    before: `("type", "price_cents", "id") include ("reserved_until", "reserved_basket", "country", "patterns", "categories")`,
    after: `("type", "price_cents", "id") include ("reserved_until", "reserved_basket", "country", "patterns", "categories", "city", "vendor")`,
  },
  number_type_state_price_idx: {
    before: `("type", "state", "price_cents", "id") include ("reserved_until", "reserved_basket", "patterns", "categories")`,
    after: `("type", "state", "price_cents", "id") include ("reserved_until", "reserved_basket", "patterns", "categories", "city", "vendor", "digits")`,
  },
  number_type_npa_price_idx: {
    before: `("type", "npa", "price_cents", "id") include ("reserved_until", "reserved_basket", "lat", "lon", "patterns", "categories")`,
    after: `("type", "npa", "price_cents", "id") include ("reserved_until", "reserved_basket", "lat", "lon", "patterns", "categories", "city", "vendor", "digits")`,
  },
  number_type_reverse_digits_idx: {
    before: `("type", reverse("digits") text_pattern_ops) include ("reserved_until", "reserved_basket")`,
    after: `("type", reverse("digits") text_pattern_ops) include ("reserved_until", "reserved_basket", "digits", "price_cents", "num", "id")`,
  },
};

const rebuild = (name: string, columns: string) => [
  `drop index "catalog"."${name}";`,
  `create index "${name}" on "catalog"."number" ${columns} where "status" = 'available';`,
];

export class Migration20261122060000_search_index_columns extends Migration {
  override name = 'Migration20261122060000_search_index_columns';

  override up(): void | Promise<void> {
    for (const [name, { after }] of Object.entries(REBUILT)) for (const sql of rebuild(name, after)) this.addSql(sql);
  }

  override down(): void | Promise<void> {
    for (const [name, { before }] of Object.entries(REBUILT)) for (const sql of rebuild(name, before)) this.addSql(sql);
  }
}
