import { Migration } from '@mikro-orm/migrations';

export class Migration20261128130000_brokerage_licences extends Migration {

  override name = 'Migration20261128130000_brokerage_licences';

  override up(): void | Promise<void> {
    this.addSql(`create table "brokerage"."transaction" ("id" serial primary key, "broker_account_id" int not null, "tn" varchar(16) not null, "spelling" varchar(24) null, "type" varchar(12) not null, "status" varchar(8) not null, "purchase_amount" int not null, "fee_amount" int not null, "payout_amount" int not null, "pig_pick_percentage" smallint not null, "payout_id" int null, "create_date" timestamptz not null, "payable_date" timestamptz not null, "data" jsonb not null, "source_reference" varchar(200) not null);`);
    this.addSql(`alter table "brokerage"."transaction" add constraint "transaction_source_reference_key" unique ("source_reference");`);
    this.addSql(`create index "transaction_broker_tn_idx" on "brokerage"."transaction" ("broker_account_id", "tn");`);
    this.addSql(`create index "transaction_broker_create_idx" on "brokerage"."transaction" ("broker_account_id", "create_date");`);

    this.addSql(`create table "brokerage"."license" ("id" serial primary key, "tn" varchar(16) not null, "broker_account_id" int not null, "licensee_account_id" int not null, "status" varchar(10) not null, "start_date" timestamptz not null, "end_date" timestamptz null, "one_time_setup_fee" int not null, "monthly_fee" int not null, "annual_increase" smallint not null, "source_reference" varchar(200) not null);`);
    this.addSql(`alter table "brokerage"."license" add constraint "license_source_reference_key" unique ("source_reference");`);
    this.addSql(`create index "license_broker_start_idx" on "brokerage"."license" ("broker_account_id", "start_date");`);
    this.addSql(`create index "license_tn_licensee_idx" on "brokerage"."license" ("tn", "licensee_account_id");`);

    // Hand-written (the migrator's snapshot does not know them): the closed sets of types and statuses, money
    // never negative, and one active licence of a number at a time.
    this.addSql(`alter table "brokerage"."transaction" add constraint "transaction_type_check" check ("type" in ('sale', 'licenseNrc', 'licenseMrc', 'embedded', 'affiliate')), add constraint "transaction_status_check" check ("status" in ('new', 'pending', 'payable', 'paid')), add constraint "transaction_amounts_check" check ("purchase_amount" >= 0 and "fee_amount" >= 0 and "payout_amount" = "purchase_amount" - "fee_amount");`);
    this.addSql(`alter table "brokerage"."license" add constraint "license_status_check" check ("status" in ('pending', 'active', 'deleted', 'completed'));`);
    this.addSql(`create unique index "license_active_tn_unique" on "brokerage"."license" ("tn") where "status" = 'active';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "brokerage"."transaction" cascade;`);
    this.addSql(`drop table if exists "brokerage"."license" cascade;`);
  }

}
