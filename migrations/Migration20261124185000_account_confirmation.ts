import { Migration } from '@mikro-orm/migrations';

export class Migration20261124185000_account_confirmation extends Migration {

  override name = 'Migration20261124185000_account_confirmation';

  override up(): void | Promise<void> {
    this.addSql(`create table "basket"."account_confirmation" ("uuid" uuid not null, "account_id" int not null, "user_id" int not null, "phone" varchar(16) null, "code_hash" varchar(64) null, "code_expires_at" timestamptz null, "failed_attempts" smallint not null default 0, "created_at" timestamptz not null, "confirmed_at" timestamptz null, "activated_at" timestamptz null, primary key ("uuid"));`);
    this.addSql(`create index "account_confirmation_account_idx" on "basket"."account_confirmation" ("account_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "basket"."account_confirmation" cascade;`);
  }

}
