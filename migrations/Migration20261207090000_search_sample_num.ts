import { Migration } from '@mikro-orm/migrations';

/**
 * Written by hand (indexes are not in the mappings), for the sidebar's block sizes counted in its own sample
 * (docs/adr/0091): the sample of an area, a state, a city or a flag now reads each match's `num`, to find
 * the blocks of consecutive numbers among the matches. Every index that serves a sidebar sample gets `num`
 * in its INCLUDE list, so the sample stays an index-only scan (8 bytes an entry).
 */
const AVAILABLE = `"status" = 'available'`;
const AREA_COLUMNS = `"patterns", "categories", "city", "vendor", "digits", "license_one_time_cents", "license_monthly_cents", "pig_pick_pct"`;
const FLAGS = `"get_it_now", "created_at", "on_sale_until"`;
const FLAGGED_COLUMNS = `"city", "categories", "patterns", "vendor", ${FLAGS}, "license_monthly_cents"`;

const SAMPLED: Record<string, { key: string; included: string; where: string }> = {
  number_type_state_price_idx: {
    key: `("type", "state", "price_cents", "id")`,
    included: `"reserved_until", "reserved_basket", ${AREA_COLUMNS}, ${FLAGS}`,
    where: AVAILABLE,
  },
  number_type_npa_price_idx: {
    key: `("type", "npa", "price_cents", "id")`,
    included: `"reserved_until", "reserved_basket", "lat", "lon", ${AREA_COLUMNS}, ${FLAGS}`,
    where: AVAILABLE,
  },
  number_type_price_idx: {
    key: `("type", "price_cents", "id")`,
    included: `"reserved_until", "reserved_basket", "country", ${AREA_COLUMNS}`,
    where: AVAILABLE,
  },
  number_global_country_price_idx: {
    key: `("country", "price_cents", "id")`,
    included: `"reserved_until", "reserved_basket", ${AREA_COLUMNS}, ${FLAGS}`,
    where: `${AVAILABLE} and "type" = 'global'`,
  },
  number_type_state_city_price_idx: {
    key: `("type", "state", "city", "price_cents", "id")`,
    included: `"reserved_until", "reserved_basket", "patterns", "categories", "vendor", "license_monthly_cents", ${FLAGS}`,
    where: AVAILABLE,
  },
  number_type_state_on_sale_price_idx: {
    key: `("type", "state", "price_cents", "id")`,
    included: `"reserved_until", "reserved_basket", ${FLAGGED_COLUMNS}`,
    where: `${AVAILABLE} and "on_sale_until" is not null`,
  },
  number_type_state_licensed_price_idx: {
    key: `("type", "state", "price_cents", "id")`,
    included: `"reserved_until", "reserved_basket", ${FLAGGED_COLUMNS}`,
    where: `${AVAILABLE} and "license_monthly_cents" is not null`,
  },
};

const rebuild = (name: string, key: string, included: string, where: string) => [
  `drop index "catalog"."${name}";`,
  `create index "${name}" on "catalog"."number" ${key} include (${included}) where ${where};`,
];

export class Migration20261207090000_search_sample_num extends Migration {
  override name = 'Migration20261207090000_search_sample_num';

  override up(): void {
    // Rebuilding the area indexes of a 10M inventory sorts gigabytes: in memory, not in temporary files.
    this.addSql(`set local maintenance_work_mem = '1GB';`);
    for (const [name, { key, included, where }] of Object.entries(SAMPLED))
      for (const sql of rebuild(name, key, `${included}, "num"`, where)) this.addSql(sql);
  }

  override down(): void {
    for (const [name, { key, included, where }] of Object.entries(SAMPLED))
      for (const sql of rebuild(name, key, included, where)) this.addSql(sql);
  }
}
