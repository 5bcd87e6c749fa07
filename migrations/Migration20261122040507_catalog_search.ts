import { Migration } from '@mikro-orm/migrations';

/** Partial indexes over what search can show (status 'available'); each serves one query shape. */
const SEARCH_INDEXES = [
  // Every search filters on type and on what may be shown; the INCLUDE columns let the visibility
  // check (reserved for another basket), country, pattern and category filters, near-me distances
  // and capped counts run as index-only scans.
  `create index "number_type_price_idx" on "catalog"."number" ("type", "price_cents", "id") include ("reserved_until", "reserved_basket", "country", "patterns", "categories") where "status" = 'available';`,
  `create index "number_type_state_price_idx" on "catalog"."number" ("type", "state", "price_cents", "id") include ("reserved_until", "reserved_basket", "patterns", "categories") where "status" = 'available';`,
  `create index "number_type_npa_price_idx" on "catalog"."number" ("type", "npa", "price_cents", "id") include ("reserved_until", "reserved_basket", "lat", "lon", "patterns", "categories") where "status" = 'available';`,
  `create index "number_type_num_idx" on "catalog"."number" ("type", "num") include ("reserved_until", "reserved_basket") where "status" = 'available';`,
  // Word and digit search: substrings by trigram, endings by the reversed digits' prefix.
  `create index "number_digits_trgm_idx" on "catalog"."number" using gin ("digits" gin_trgm_ops) where "status" = 'available';`,
  `create index "number_type_reverse_digits_idx" on "catalog"."number" ("type", reverse("digits") text_pattern_ops) include ("reserved_until", "reserved_basket") where "status" = 'available';`,
  // Pattern and category filters within one type (btree_gin lets a GIN index lead with the type).
  `create index "number_type_patterns_idx" on "catalog"."number" using gin ("type", "patterns") where "status" = 'available';`,
  `create index "number_type_categories_idx" on "catalog"."number" using gin ("type", "categories") where "status" = 'available';`,
  // Find-a-block: numbers in runs of two or more, in number order within a type and state.
  `create index "number_runs_idx" on "catalog"."number" ("type", "state", "num") include ("run_length", "reserved_until", "reserved_basket") where "status" = 'available' and "run_length" >= 2;`,
  `create index "number_type_runs_idx" on "catalog"."number" ("type", "num") include ("run_length", "reserved_until", "reserved_basket") where "status" = 'available' and "run_length" >= 2;`,
  `create index "number_num_idx" on "catalog"."number" ("num");`,
];

export class Migration20261122040507_catalog_search extends Migration {

  override name = 'Migration20261122040507_catalog_search';

  override up(): void | Promise<void> {
    this.addSql(`create table "catalog"."account_price_factor" ("account_id" int primary key, "discount_bp" smallint not null);`);

    this.addSql(`create table "catalog"."pricing_override" ("id" serial primary key, "account_id" int not null, "type" varchar(10) not null, "plan_id" int null, "amount_cents" int not null, "status" varchar(10) not null default 'active', "expire_date" timestamptz null);`);
    this.addSql(`create index "pricing_override_account_idx" on "catalog"."pricing_override" ("account_id", "status");`);

    this.addSql(`create table "catalog"."saved_search" ("id" serial primary key, "email" varchar(254) not null, "branding_id" smallint not null, "search" jsonb not null, "search_key" varchar(200) not null, "frequency" varchar(10) not null default 'once', "created_at" timestamptz not null, "notified_at" timestamptz null);`);
    this.addSql(`alter table "catalog"."saved_search" add constraint "saved_search_email_key_unique" unique ("email", "search_key");`);

    this.addSql(`create table "catalog"."theme" ("id" serial primary key, "name" varchar(100) not null, "keyword" varchar(12) not null, "status" varchar(10) not null default 'active', "start_date" timestamptz not null, "end_date" timestamptz not null);`);
    this.addSql(`create index "theme_dates_idx" on "catalog"."theme" ("start_date", "end_date");`);

    this.addSql(`create table "catalog"."theme_pattern" ("id" serial primary key, "theme_id" int not null, "pattern" varchar(12) not null, "status" varchar(10) not null default 'active');`);
    this.addSql(`create index "theme_pattern_theme_idx" on "catalog"."theme_pattern" ("theme_id");`);

    this.addSql(`drop index "catalog"."number_npa_idx";`);
    this.addSql(`drop index "catalog"."number_price_idx";`);
    this.addSql(`drop index "catalog"."number_state_idx";`);
    this.addSql(`alter table "catalog"."number" add "digits" varchar(15) null, add "num" bigint null, add "spelling" varchar(24) null, add "spelling_length" smallint null, add "patterns" text[] not null default '{}', add "categories" text[] not null default '{}', add "pig_pick_pct" smallint not null default 0, add "on_sale_until" timestamptz null, add "price_changed_at" timestamptz null, add "reserved_basket" uuid null, add "reserved_until" timestamptz null, add "run_start" bigint null, add "run_length" int not null default 1;`);

    // Written by hand: backfill the new columns of existing rows, then the search indexes (see BENCHMARKS.md).
    this.addSql(`update "catalog"."number" set "num" = substr("tn", 2)::bigint, "digits" = case when "country" = 'GB' then substr("tn", 4) else substr("tn", 3) end;`);
    this.addSql(`alter table "catalog"."number" alter column "digits" set not null, alter column "num" set not null;`);
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create extension if not exists btree_gin;`);
    for (const statement of SEARCH_INDEXES) this.addSql(statement);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "catalog"."number_type_price_idx", "catalog"."number_type_state_price_idx", "catalog"."number_type_npa_price_idx", "catalog"."number_type_num_idx", "catalog"."number_digits_trgm_idx", "catalog"."number_type_reverse_digits_idx", "catalog"."number_type_patterns_idx", "catalog"."number_type_categories_idx", "catalog"."number_runs_idx", "catalog"."number_type_runs_idx", "catalog"."number_num_idx";`);
    this.addSql(`drop table if exists "catalog"."account_price_factor" cascade;`);
    this.addSql(`drop table if exists "catalog"."pricing_override" cascade;`);
    this.addSql(`drop table if exists "catalog"."saved_search" cascade;`);
    this.addSql(`drop table if exists "catalog"."theme" cascade;`);
    this.addSql(`drop table if exists "catalog"."theme_pattern" cascade;`);

    this.addSql(`alter table "catalog"."number" drop column "digits", drop column "num", drop column "spelling", drop column "spelling_length", drop column "patterns", drop column "categories", drop column "pig_pick_pct", drop column "on_sale_until", drop column "price_changed_at", drop column "reserved_basket", drop column "reserved_until", drop column "run_start", drop column "run_length";`);
    this.addSql(`create index "number_npa_idx" on "catalog"."number" ("npa", "nxx");`);
    this.addSql(`create index "number_price_idx" on "catalog"."number" ("price_cents");`);
    this.addSql(`create index "number_state_idx" on "catalog"."number" ("state");`);
  }

}
