import { Migration } from '@mikro-orm/migrations';

export class Migration20261122100000_basket extends Migration {

  override name = 'Migration20261122100000_basket';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "basket";`);
    this.addSql(`create table "basket"."basket" ("uuid" uuid not null, "branding_id" smallint not null, "account_id" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("uuid"));`);
    this.addSql(`create index "basket_account_idx" on "basket"."basket" ("account_id", "updated_at");`);

    this.addSql(`create table "basket"."basket_item" ("id" serial primary key, "basket_uuid" uuid not null, "type" varchar(10) not null, "tn" varchar(16) not null, "number_id" bigint not null, "mode" varchar(8) not null, "plan_id" int not null, "billing_period" smallint not null, "price_cents" int not null, "nrc_cents" int not null, "mrc_cents" int not null, "plan_mrc_cents" int not null, "created_at" timestamptz not null, "deleted_at" timestamptz null);`);
    this.addSql(`create index "basket_item_basket_idx" on "basket"."basket_item" ("basket_uuid");`);
    this.addSql(`create index "basket_item_open_created_idx" on "basket"."basket_item" ("created_at");`);

    // Hand-written (the migrator's snapshot does not know them): items belong to a basket of this schema,
    // one open line per number and basket, and the columns' closed sets.
    this.addSql(`alter table "basket"."basket_item" add constraint "basket_item_basket_fk" foreign key ("basket_uuid") references "basket"."basket" ("uuid") on delete cascade;`);
    this.addSql(`create unique index "basket_item_open_tn_unique" on "basket"."basket_item" ("basket_uuid", "tn") where "deleted_at" is null;`);
    this.addSql(`alter table "basket"."basket_item" add constraint "basket_item_billing_period_check" check ("billing_period" in (1, 12)), add constraint "basket_item_mode_check" check ("mode" in ('buy', 'license')), add constraint "basket_item_money_check" check ("price_cents" >= 0 and "nrc_cents" >= 0 and "mrc_cents" >= 0 and "plan_mrc_cents" >= 0);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "basket"."basket_item" cascade;`);
    this.addSql(`drop table if exists "basket"."basket" cascade;`);

    this.addSql(`drop schema if exists "basket";`);
  }

}
