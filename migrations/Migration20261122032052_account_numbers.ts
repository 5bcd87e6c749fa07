import { Migration } from '@mikro-orm/migrations';

export class Migration20261122032052_account_numbers extends Migration {

  override name = 'Migration20261122032052_account_numbers';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "messaging";`);
    this.addSql(`create table "messaging"."account_number" ("id" serial primary key, "account_id" int not null, "tn" varchar(16) not null, "nickname" varchar(100) not null default '', "plan_id" int not null, "status" varchar(10) not null default 'active', "sms_enabled" varchar(8) not null default 'N', "sms_validated" varchar(10) not null default '', "string_hosted" boolean not null default false, "anniversary_date" date null, "mrc_cents" int not null);`);
    this.addSql(`create index "account_number_account_idx" on "messaging"."account_number" ("account_id", "status");`);
    this.addSql(`alter table "messaging"."account_number" add constraint "account_number_tn_unique" unique ("tn");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "messaging"."account_number" cascade;`);

    this.addSql(`drop schema if exists "messaging";`);
  }

}
