import { Migration } from '@mikro-orm/migrations';

export class Migration20261128110000_brokerage_spelling_requests extends Migration {

  override name = 'Migration20261128110000_brokerage_spelling_requests';

  override up(): void | Promise<void> {
    this.addSql(`create table "brokerage"."spelling_request" ("id" serial primary key, "tn" varchar(16) not null, "broker_account_id" int not null, "spelling" varchar(24) not null, "status" varchar(8) not null, "requested_by_user_id" int null, "create_date" timestamptz not null, "decided_date" timestamptz null, "decided_by_user_id" int null, "reason" varchar(500) null);`);
    this.addSql(`create index "spelling_request_broker_tn_idx" on "brokerage"."spelling_request" ("broker_account_id", "tn");`);
    this.addSql(`create index "spelling_request_status_idx" on "brokerage"."spelling_request" ("status", "create_date");`);
    // One waiting request per number: asking again changes it.
    this.addSql(`create unique index "spelling_request_pending_tn_key" on "brokerage"."spelling_request" ("tn") where "status" = 'pending';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "brokerage"."spelling_request" cascade;`);
  }

}
