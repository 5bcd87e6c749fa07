import { Migration } from '@mikro-orm/migrations';

export class Migration20261129030000_ach extends Migration {

  override name = 'Migration20261129030000_ach';

  override up(): void | Promise<void> {
    this.addSql(`create table "brokerage"."bank_account" ("bank_account_id" serial primary key, "broker_account_id" int not null, "type" varchar(8) not null, "routing_number_sealed" text not null, "account_number_sealed" text not null, "last4" varchar(4) not null, "deposits_sealed" text not null, "deposit_guesses" smallint not null, "verified_date" timestamptz null, "recipient_ref" varchar(64) null, "create_date" timestamptz not null, "update_date" timestamptz not null);`);
    this.addSql(`alter table "brokerage"."bank_account" add constraint "bank_account_broker_key" unique ("broker_account_id");`);

    // Hand-written: the domain's rules as constraints (type, digits of last4, the guess count).
    this.addSql(`alter table "brokerage"."bank_account" add constraint "bank_account_type_check" check ("type" in ('checking', 'savings')), add constraint "bank_account_last4_check" check ("last4" ~ '^[0-9]{4}$'), add constraint "bank_account_deposit_guesses_check" check ("deposit_guesses" between 0 and 5);`);

    this.addSql(`create table "brokerage"."taxpayer" ("broker_account_id" int not null, "payee" varchar(80) not null, "tin_sealed" text not null, "tin_last4" varchar(4) not null, "create_date" timestamptz not null, "update_date" timestamptz not null, primary key ("broker_account_id"));`);
    this.addSql(`alter table "brokerage"."taxpayer" add constraint "taxpayer_tin_last4_check" check ("tin_last4" ~ '^[0-9]{4}$');`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "brokerage"."bank_account" cascade;`);
    this.addSql(`drop table if exists "brokerage"."taxpayer" cascade;`);
  }

}
