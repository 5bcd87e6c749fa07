import { Migration } from '@mikro-orm/migrations';

export class Migration20261124180000_billing extends Migration {

  override name = 'Migration20261124180000_billing';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "billing";`);
    this.addSql(`create table "billing"."ledger_entry" ("id" serial primary key, "account_id" int not null, "kind" varchar(10) not null, "amount_cents" int not null, "description" varchar(200) not null, "reference" varchar(100) not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "ledger_entry_account_idx" on "billing"."ledger_entry" ("account_id", "created_at");`);
    this.addSql(`create index "ledger_entry_reference_idx" on "billing"."ledger_entry" ("reference");`);

    this.addSql(`create table "billing"."payment" ("payment_intent_id" varchar(255) not null, "reference" varchar(100) not null, "amount_cents" int not null, "status" varchar(30) not null, "refunded_cents" int not null default 0, "account_id" int null, "card" jsonb null, "failure_message" varchar(300) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("payment_intent_id"));`);
    this.addSql(`create index "payment_reference_idx" on "billing"."payment" ("reference");`);

    this.addSql(`create table "billing"."processed_webhook_event" ("event_id" varchar(255) not null, "type" varchar(100) not null, "processed_at" timestamptz not null, primary key ("event_id"));`);

    this.addSql(`create table "billing"."saved_card" ("account_id" int not null, "payment_method_id" varchar(255) not null, "customer_id" varchar(255) null, "brand" varchar(20) not null, "last4" varchar(4) not null, "exp_month" smallint not null, "exp_year" smallint not null, "updated_at" timestamptz not null, primary key ("account_id"));`);

    this.addSql(`create table "billing"."simulated_object" ("id" varchar(64) not null, "kind" varchar(20) not null, "idempotency_key" varchar(300) null, "data" jsonb not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "billing"."simulated_object" add constraint "simulated_object_idempotency_key_unique" unique ("kind", "idempotency_key");`);

    // The balance moves to billing's ledger (ADR 0026): a non-zero balance becomes one opening entry.
    this.addSql(`insert into "billing"."ledger_entry" ("account_id", "kind", "amount_cents", "description", "reference", "created_at")
      select "id", case when "balance_cents" > 0 then 'charge' else 'credit' end, abs("balance_cents"),
        'Opening balance', 'migration:opening-balance', now()
      from "accounts"."account" where "balance_cents" <> 0;`);
    this.addSql(`alter table "accounts"."account" drop column "balance_cents";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "accounts"."account" add "balance_cents" int not null default 0;`);
    this.addSql(`update "accounts"."account" a set "balance_cents" = l.balance
      from (select "account_id", sum(case when "kind" in ('charge', 'tax') then "amount_cents" else -"amount_cents" end) as balance
            from "billing"."ledger_entry" group by "account_id") l
      where l."account_id" = a."id";`);

    this.addSql(`drop table if exists "billing"."ledger_entry" cascade;`);
    this.addSql(`drop table if exists "billing"."payment" cascade;`);
    this.addSql(`drop table if exists "billing"."processed_webhook_event" cascade;`);
    this.addSql(`drop table if exists "billing"."saved_card" cascade;`);
    this.addSql(`drop table if exists "billing"."simulated_object" cascade;`);

    this.addSql(`drop schema if exists "billing";`);
  }

}
