import { Migration } from '@mikro-orm/migrations';

export class Migration20261125120000_ownership_transfer extends Migration {

  override name = 'Migration20261125120000_ownership_transfer';

  override up(): void | Promise<void> {
    this.addSql(`create table "messaging"."ownership_transfer" ("id" serial primary key, "account_number_id" int not null, "tn" varchar(16) not null, "from_account_id" int not null, "started_by_user_id" int not null, "email" varchar(254) not null, "token_hash" varchar(64) not null, "status" varchar(10) not null, "to_account_id" int null, "accepted_by_user_id" int null, "moves_on" date null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "accepted_at" timestamptz null, "completed_at" timestamptz null, "cancelled_at" timestamptz null);`);
    this.addSql(`create index "ownership_transfer_number_idx" on "messaging"."ownership_transfer" ("account_number_id", "from_account_id");`);
    this.addSql(`create index "ownership_transfer_due_idx" on "messaging"."ownership_transfer" ("status", "moves_on");`);
    this.addSql(`alter table "messaging"."ownership_transfer" add constraint "ownership_transfer_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create unique index "ownership_transfer_open_unique" on "messaging"."ownership_transfer" ("account_number_id") where "status" in ('offered', 'accepted');`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "messaging"."ownership_transfer" cascade;`);
  }

}
