import { Migration } from '@mikro-orm/migrations';

export class Migration20261124184000_checkout_orders extends Migration {

  override name = 'Migration20261124184000_checkout_orders';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "porting";`);
    this.addSql(`create table "basket"."checkout_order" ("uuid" uuid not null, "basket_uuid" uuid not null, "branding_id" smallint not null, "account_id" int not null, "user_id" int not null, "guest_checkout" boolean not null, "email" varchar(254) not null, "fraud_level" varchar(24) not null, "matched_rules" jsonb not null default '[]', "payment_kind" varchar(8) not null, "payment_intent_id" varchar(255) null, "payment_captured" boolean not null default false, "amount_due_cents" int not null, "charges" jsonb not null default '[]', "lines" jsonb not null default '[]', "anniversary_date" date not null, "status" varchar(16) not null, "created_at" timestamptz not null, "decided_at" timestamptz null, "decided_by" int null, primary key ("uuid"));`);
    this.addSql(`create index "checkout_order_status_idx" on "basket"."checkout_order" ("status", "created_at");`);
    this.addSql(`create index "checkout_order_account_idx" on "basket"."checkout_order" ("account_id");`);
    this.addSql(`alter table "basket"."checkout_order" add constraint "checkout_order_basket_unique" unique ("basket_uuid");`);

    this.addSql(`create table "porting"."port_in_order" ("id" serial primary key, "account_id" int not null, "tn" varchar(16) not null, "checkout_order_uuid" uuid not null, "plan_id" int not null, "billing_period" smallint not null, "billing" jsonb not null default '{}', "status" varchar(12) not null default 'pending', "created_at" timestamptz not null);`);
    this.addSql(`create index "port_in_order_account_idx" on "porting"."port_in_order" ("account_id");`);
    this.addSql(`create index "port_in_order_tn_idx" on "porting"."port_in_order" ("tn");`);

    this.addSql(`alter table "messaging"."account_number" add "billing_period" smallint not null default 1;`);

    this.addSql(`alter table "basket"."basket" add "checked_out_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "basket"."checkout_order" cascade;`);
    this.addSql(`drop table if exists "porting"."port_in_order" cascade;`);

    this.addSql(`alter table "basket"."basket" drop column "checked_out_at";`);

    this.addSql(`alter table "messaging"."account_number" drop column "billing_period";`);

    this.addSql(`drop schema if exists "porting";`);
  }

}
