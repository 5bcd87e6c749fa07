import { Migration } from '@mikro-orm/migrations';

export class Migration20261125140000_recurring_charges extends Migration {

  override name = 'Migration20261125140000_recurring_charges';

  override up(): void | Promise<void> {
    this.addSql(`create table "billing"."dunning" ("account_id" int not null, "started_on" date not null, "retries_done" smallint not null default 0, "last_message" varchar(300) not null default '', "ended_on" date null, "licences_ended_on" date null, primary key ("account_id"));`);

    this.addSql(`create table "billing"."recurring_charge" ("id" serial primary key, "idempotency_key" varchar(100) not null, "account_id" int not null, "kind" varchar(10) not null, "subject_id" int not null, "period_start" date not null, "period_end" date not null, "amount_cents" int not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "recurring_charge_account_idx" on "billing"."recurring_charge" ("account_id", "period_start");`);
    this.addSql(`alter table "billing"."recurring_charge" add constraint "recurring_charge_idempotency_key_unique" unique ("idempotency_key");`);

    this.addSql(`create table "billing"."recurring_payment" ("idempotency_key" varchar(100) not null, "account_id" int not null, "amount_cents" int not null, "status" varchar(10) not null, "message" varchar(300) not null default '', "created_at" timestamptz not null, primary key ("idempotency_key"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "billing"."dunning" cascade;`);
    this.addSql(`drop table if exists "billing"."recurring_charge" cascade;`);
    this.addSql(`drop table if exists "billing"."recurring_payment" cascade;`);
  }

}
