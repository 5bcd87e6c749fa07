import { Migration } from '@mikro-orm/migrations';

/**
 * Written by hand (indexes are not in the mappings), for the faceted sidebar's block sizes (BENCHMARKS.md,
 * "The sidebar's flags in the runs indexes"): a state with "on sale", "licensed", "get it now" or "recently
 * added" walked the state's runs in number order and read each run's row from the table for the flag, until
 * 10,001 matches or the state's last run. The runs indexes already include the sidebar's other columns
 * (docs/adr/0084); with the flags too, every filter the sidebar offers is checked in the index.
 */
const RUNS = `"status" = 'available' and "run_length" >= 2`;
const FACETS = `"price_cents", "city", "vendor", "categories", "patterns"`;
const FLAGS = `"get_it_now", "created_at", "on_sale_until", "license_monthly_cents"`;
const CITY_FACETS = `"price_cents", "vendor", "categories", "patterns"`;

const RUNS_INDEXES: Record<string, { key: string; facets: string }> = {
  number_runs_idx: { key: `("type", "state", "num")`, facets: FACETS },
  number_type_runs_idx: { key: `("type", "num")`, facets: FACETS },
  number_npa_runs_idx: { key: `("type", "npa", "num")`, facets: FACETS },
  number_state_city_runs_idx: { key: `("type", "state", "city", "num")`, facets: CITY_FACETS },
};

const rebuild = (name: string, key: string, included: string) => [
  `drop index "catalog"."${name}";`,
  `create index "${name}" on "catalog"."number" ${key} include ("run_length", "reserved_until", "reserved_basket", "id", ${included}) where ${RUNS};`,
];

export class Migration20261207080000_search_runs_flags extends Migration {
  override name = 'Migration20261207080000_search_runs_flags';

  override up(): void {
    this.addSql(`set local maintenance_work_mem = '1GB';`);
    for (const [name, { key, facets }] of Object.entries(RUNS_INDEXES))
      for (const sql of rebuild(name, key, `${facets}, ${FLAGS}`)) this.addSql(sql);
  }

  override down(): void {
    for (const [name, { key, facets }] of Object.entries(RUNS_INDEXES))
      for (const sql of rebuild(name, key, facets)) this.addSql(sql);
  }
}
