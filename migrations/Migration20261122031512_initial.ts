import { Migration } from '@mikro-orm/migrations';

export class Migration20261122031512_initial extends Migration {

  override name = 'Migration20261122031512_initial';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "accounts";`);
    this.addSql(`create schema if not exists "catalog";`);
    this.addSql(`create schema if not exists "platform";`);
    this.addSql(`create table "accounts"."account" ("id" serial primary key, "branding_id" smallint not null, "company" varchar(200) not null default '', "address" varchar(200) not null default '', "city" varchar(100) not null default '', "state" varchar(2) not null default '', "zip" varchar(10) not null default '', "anniversary_date" date null, "sellers_admin" boolean not null default false, "is_b2b" boolean not null default false, "account_type" varchar(16) not null default 'default', "balance_cents" int not null default 0, "credit_limit_cents" int not null default 0, "settings" jsonb not null default '{}', "created_at" timestamptz not null);`);

    this.addSql(`create table "catalog"."number" ("id" bigserial primary key, "tn" varchar(16) not null, "npa" varchar(5) null, "nxx" varchar(8) null, "state" varchar(2) null, "city" varchar(100) null, "lat" double precision null, "lon" double precision null, "country" varchar(2) not null, "type" varchar(8) not null, "vendor" varchar(40) not null, "cost_cents" int not null, "price_cents" int not null, "retail_price_cents" int not null, "license_one_time_cents" int null, "license_monthly_cents" int null, "license_annual_increase_bp" int null, "negotiable" boolean not null default false, "min_offer_cents" int null, "exclusive" boolean not null default false, "get_it_now" boolean not null default false, "status" varchar(10) not null default 'available', "created_at" timestamptz not null);`);
    this.addSql(`alter table "catalog"."number" add constraint "number_tn_unique" unique ("tn");`);
    this.addSql(`create index "number_npa_idx" on "catalog"."number" ("npa", "nxx");`);
    this.addSql(`create index "number_state_idx" on "catalog"."number" ("state");`);
    this.addSql(`create index "number_price_idx" on "catalog"."number" ("price_cents");`);

    this.addSql(`create table "accounts"."membership" ("id" serial primary key, "user_id" int not null, "account_id" int not null, "role" varchar(8) not null, "nickname" varchar(100) not null default '');`);
    this.addSql(`create index "membership_account_idx" on "accounts"."membership" ("account_id");`);
    this.addSql(`alter table "accounts"."membership" add constraint "membership_user_account_unique" unique ("user_id", "account_id");`);

    this.addSql(`create table "accounts"."one_time_token" ("id" serial primary key, "purpose" varchar(32) not null, "token_hash" varchar(64) not null, "user_id" int not null, "account_id" int null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "used_at" timestamptz null);`);
    this.addSql(`alter table "accounts"."one_time_token" add constraint "one_time_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "one_time_token_expires_idx" on "accounts"."one_time_token" ("expires_at");`);

    this.addSql(`create table "platform"."event" ("id" bigserial primary key, "account_id" int not null, "service" varchar(64) not null, "type" varchar(16) not null, "data" jsonb null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "event_account_id_idx" on "platform"."event" ("account_id", "id");`);
    this.addSql(`create index "event_created_at_idx" on "platform"."event" ("created_at");`);

    this.addSql(`create table "accounts"."session" ("id" serial primary key, "token_hash" varchar(64) not null, "user_id" int not null, "account_id" int not null, "remember" boolean not null, "created_at" timestamptz not null, "last_seen_at" timestamptz not null, "authenticated_at" timestamptz not null, "expires_at" timestamptz not null);`);
    this.addSql(`alter table "accounts"."session" add constraint "session_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "session_expires_idx" on "accounts"."session" ("expires_at");`);
    this.addSql(`create index "session_user_idx" on "accounts"."session" ("user_id");`);

    this.addSql(`create table "accounts"."user" ("id" serial primary key, "email" varchar(254) not null, "password_hash" text not null, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "is_employee" boolean not null default false, "admin_user" boolean not null default false, "accounting" boolean not null default false, "created_at" timestamptz not null);`);
    this.addSql(`alter table "accounts"."user" add constraint "user_email_unique" unique ("email");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "accounts"."account" cascade;`);
    this.addSql(`drop table if exists "catalog"."number" cascade;`);
    this.addSql(`drop table if exists "accounts"."membership" cascade;`);
    this.addSql(`drop table if exists "accounts"."one_time_token" cascade;`);
    this.addSql(`drop table if exists "platform"."event" cascade;`);
    this.addSql(`drop table if exists "accounts"."session" cascade;`);
    this.addSql(`drop table if exists "accounts"."user" cascade;`);

    this.addSql(`drop schema if exists "accounts";`);
    this.addSql(`drop schema if exists "catalog";`);
    this.addSql(`drop schema if exists "platform";`);
  }

}
