import { Migration } from '@mikro-orm/migrations';

/**
 * Written by hand (triggers, logs and tallies are not in the mappings; docs/adr/0078): the
 * inventory's triggers log which exchanges (the number without its last four digits) and which
 * area codes (type and npa) changed, in the transaction that changes them. The runs job recomputes
 * the runs of logged exchanges only, the tallies job the tallies of logged area codes only. The
 * logs are append-only (no unique key), so a writer never waits on a job and a mark written while
 * a job drains the log is left for the next run. Updates of holds and of the runs themselves do
 * not log. Tallies gain find-a-block's count (`facet = 'run'`: numbers in runs of at least `value`).
 * Every exchange is logged once here (runs no longer cross an exchange), and the tallies are set
 * aside until the job's next run, which rebuilds them in full.
 */
export class Migration20261130150000_incremental_tallies_and_runs extends Migration {
  override name = 'Migration20261130150000_incremental_tallies_and_runs';

  override up(): void {
    this.addSql(`create table "catalog"."number_dirty_exchange" ("exchange" bigint not null);`);
    this.addSql(
      `create index "number_dirty_exchange_idx" on "catalog"."number_dirty_exchange" ("exchange");`,
    );
    this.addSql(`create table "catalog"."number_dirty_area" ("type" text not null, "npa" text null);`);
    this.addSql(`create function "catalog"."number_log_rows"() returns trigger language plpgsql as $$
      begin
        insert into catalog.number_dirty_exchange (exchange)
          select distinct num / 10000 from changed_rows where num is not null;
        insert into catalog.number_dirty_area (type, npa) select distinct type, npa from changed_rows;
        return null;
      end $$;`);
    this.addSql(`create function "catalog"."number_log_update"() returns trigger language plpgsql as $$
      begin
        insert into catalog.number_dirty_exchange (exchange)
          select distinct e from (values (old.num / 10000), (new.num / 10000)) v(e) where e is not null;
        insert into catalog.number_dirty_area (type, npa)
          select distinct * from (values (old.type, old.npa), (new.type, new.npa)) v(type, npa);
        return null;
      end $$;`);
    this.addSql(`create trigger "number_log_insert" after insert on "catalog"."number"
      referencing new table as changed_rows for each statement execute function "catalog"."number_log_rows"();`);
    this.addSql(`create trigger "number_log_delete" after delete on "catalog"."number"
      referencing old table as changed_rows for each statement execute function "catalog"."number_log_rows"();`);
    // Only what tallies or runs read: not holds (reserved_*), nor run_start/run_length themselves.
    this.addSql(`create trigger "number_log_update" after update on "catalog"."number" for each row
      when (old.status is distinct from new.status or old.num is distinct from new.num
        or old.type is distinct from new.type or old.country is distinct from new.country
        or old.state is distinct from new.state or old.npa is distinct from new.npa
        or old.city is distinct from new.city or old.vendor is distinct from new.vendor
        or old.price_cents is distinct from new.price_cents
        or old.license_monthly_cents is distinct from new.license_monthly_cents
        or old.categories is distinct from new.categories or old.patterns is distinct from new.patterns)
      execute function "catalog"."number_log_update"();`);
    this.addSql(`alter table "catalog"."search_tally" drop constraint "search_tally_facet_check";`);
    this.addSql(
      `alter table "catalog"."search_tally" add constraint "search_tally_facet_check" check ("facet" in ('all', 'city', 'vendor', 'category', 'pattern', 'group', 'run'));`,
    );
    this.addSql(`delete from "catalog"."search_tally_refresh";`);
    this.addSql(
      `insert into "catalog"."number_dirty_exchange" (exchange) select distinct num / 10000 from catalog.number where num is not null;`,
    );
    // Toll-free pattern searches (type=tollfree&pattern=...): price order within toll-free numbers
    // alone, the patterns beside it, so a page is read from one small index.
    this.addSql(
      `create index "number_tollfree_price_idx" on "catalog"."number" ("price_cents", "id") include ("npa", "patterns", "reserved_until", "reserved_basket") where "status" = 'available' and "type" = 'tollfree';`,
    );
  }

  override down(): void {
    this.addSql(`drop index if exists "catalog"."number_tollfree_price_idx";`);
    this.addSql(`delete from "catalog"."search_tally" where "facet" = 'run';`);
    this.addSql(`alter table "catalog"."search_tally" drop constraint "search_tally_facet_check";`);
    this.addSql(
      `alter table "catalog"."search_tally" add constraint "search_tally_facet_check" check ("facet" in ('all', 'city', 'vendor', 'category', 'pattern', 'group'));`,
    );
    this.addSql(`drop trigger if exists "number_log_update" on "catalog"."number";`);
    this.addSql(`drop trigger if exists "number_log_delete" on "catalog"."number";`);
    this.addSql(`drop trigger if exists "number_log_insert" on "catalog"."number";`);
    this.addSql(`drop function if exists "catalog"."number_log_update"();`);
    this.addSql(`drop function if exists "catalog"."number_log_rows"();`);
    this.addSql(`drop table if exists "catalog"."number_dirty_area";`);
    this.addSql(`drop table if exists "catalog"."number_dirty_exchange";`);
  }
}
