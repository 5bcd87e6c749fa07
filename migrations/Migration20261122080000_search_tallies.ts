import { Migration } from '@mikro-orm/migrations';

/**
 * Written by hand (like the search indexes, the tallies are not in the mappings, so the migrator
 * neither knows nor drops them): how many numbers are on offer per type, country, state, area
 * code, price bucket and for-sale/licensable flags, in all (`facet = 'all'`) and per city, vendor,
 * category and pattern; at three levels: per area code (0), per state (1) and nationwide (2), so a
 * broad search sums a few rows. A job rebuilds them every few minutes (ADR 0011); search uses them only to
 * know that a broad search matches far more than it can page, and for the sidebar counts of such
 * searches, so a cold count or sidebar is a sum over a few hundred rows instead of 10,000 index
 * entries. `search_tally_refresh` holds when they were last rebuilt: older tallies are not used.
 */
export class Migration20261122080000_search_tallies extends Migration {
  override name = 'Migration20261122080000_search_tallies';

  override up(): void {
    this.addSql(`create table "catalog"."search_tally" (
      "level" smallint not null check ("level" in (0, 1, 2)),
      "type" text not null,
      "country" text not null,
      "state" text null,
      "npa" text null,
      "price_bucket" text null,
      "for_sale" boolean not null,
      "licensable" boolean not null,
      "facet" text not null check ("facet" in ('all', 'city', 'vendor', 'category', 'pattern')),
      "value" text not null,
      "numbers" integer not null
    );`);
    this.addSql(
      `create index "search_tally_level_idx" on "catalog"."search_tally" ("facet", "type", "level", "state", "npa") include ("country", "price_bucket", "for_sale", "licensable", "value", "numbers");`,
    );
    this.addSql(
      `create index "search_tally_npa_idx" on "catalog"."search_tally" ("facet", "type", "npa") include ("country", "state", "price_bucket", "for_sale", "licensable", "value", "numbers") where "level" = 0;`,
    );
    this.addSql(`create table "catalog"."search_tally_refresh" (
      "id" boolean primary key default true check ("id"),
      "refreshed_at" timestamptz not null
    );`);
  }

  override down(): void {
    this.addSql('drop table if exists "catalog"."search_tally_refresh";');
    this.addSql('drop table if exists "catalog"."search_tally";');
  }
}
