import { Migration } from '@mikro-orm/migrations';

export class Migration20261128100000_brokerage_listings extends Migration {

  override name = 'Migration20261128100000_brokerage_listings';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "brokerage";`);
    this.addSql(`create table "brokerage"."listing" ("id" serial primary key, "tn" varchar(16) not null, "broker_account_id" int not null, "type" varchar(6) not null, "is_listed" boolean not null, "price_cents" int not null, "retail_price_cents" int not null, "price_changed_at" timestamptz null, "on_sale_until" timestamptz null, "minimum_offer_cents" int null, "is_negotiable" boolean not null, "is_licensable" boolean not null, "license_one_time_cents" int null, "license_monthly_cents" int null, "license_annual_increase" smallint not null, "pig_pick_percentage" smallint not null, "spelling" varchar(24) null, "verified_until_date" timestamptz null, "create_date" timestamptz not null, "update_date" timestamptz not null);`);
    this.addSql(`alter table "brokerage"."listing" add constraint "listing_tn_key" unique ("tn");`);
    this.addSql(`create index "listing_broker_tn_idx" on "brokerage"."listing" ("broker_account_id", "tn");`);

    this.addSql(`create table "brokerage"."listing_history" ("id" serial primary key, "tn" varchar(16) not null, "broker_account_id" int not null, "date" timestamptz not null, "op" varchar(8) not null, "to" jsonb not null, "brokerage_job_id" int null);`);
    this.addSql(`create index "listing_history_broker_tn_idx" on "brokerage"."listing_history" ("broker_account_id", "tn", "date");`);

    this.addSql(`alter table "catalog"."number" add "seller_account_id" int null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "brokerage"."listing" cascade;`);
    this.addSql(`drop table if exists "brokerage"."listing_history" cascade;`);

    this.addSql(`alter table "catalog"."number" drop column "seller_account_id";`);

    this.addSql(`drop schema if exists "brokerage";`);
  }

}
