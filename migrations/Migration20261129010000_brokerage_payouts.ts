import { Migration } from '@mikro-orm/migrations';

export class Migration20261129010000_brokerage_payouts extends Migration {

  override name = 'Migration20261129010000_brokerage_payouts';

  override up(): void | Promise<void> {
    this.addSql(`create table "brokerage"."payout" ("payout_id" serial primary key, "broker_account_id" int not null, "amount" int not null, "status" varchar(10) not null, "type" varchar(8) null, "create_date" timestamptz not null, "note" varchar(500) null, "provider_reference" varchar(200) null);`);
    this.addSql(`create index "payout_broker_create_idx" on "brokerage"."payout" ("broker_account_id", "create_date");`);

    this.addSql(`alter table "brokerage"."transaction" alter column "status" type varchar(10) using ("status"::varchar(10));`);
    this.addSql(`create index "transaction_payout_idx" on "brokerage"."transaction" ("payout_id");`);
    this.addSql(`create index "transaction_status_idx" on "brokerage"."transaction" ("status");`);

    this.addSql(`alter table "brokerage"."payout" add constraint "payout_status_check" check ("status" in ('processing', 'paid', 'failed')), add constraint "payout_type_check" check ("type" is null or "type" in ('account', 'ach', 'paypal')), add constraint "payout_amount_check" check ("amount" > 0);`);
    this.addSql(`alter table "brokerage"."transaction" drop constraint "transaction_status_check", add constraint "transaction_status_check" check ("status" in ('new', 'pending', 'payable', 'paid', 'cancelled'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "brokerage"."payout" cascade;`);
    this.addSql(`update "brokerage"."transaction" set "status" = 'new' where "status" = 'cancelled';`);
    this.addSql(`alter table "brokerage"."transaction" drop constraint "transaction_status_check", add constraint "transaction_status_check" check ("status" in ('new', 'pending', 'payable', 'paid'));`);

    this.addSql(`drop index "brokerage"."transaction_payout_idx";`);
    this.addSql(`drop index "brokerage"."transaction_status_idx";`);
    this.addSql(`alter table "brokerage"."transaction" alter column "status" type varchar(8) using ("status"::varchar(8));`);
  }

}
