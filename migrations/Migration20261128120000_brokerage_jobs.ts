import { Migration } from '@mikro-orm/migrations';

export class Migration20261128120000_brokerage_jobs extends Migration {

  override name = 'Migration20261128120000_brokerage_jobs';

  override up(): void | Promise<void> {
    this.addSql(`create table "brokerage"."job" ("id" serial primary key, "broker_account_id" int not null, "kind" varchar(8) not null, "status" varchar(12) not null, "create_date" timestamptz not null, "complete_date" timestamptz null, "queue_count" int not null default 0, "list_count" int not null default 0, "delist_count" int not null default 0, "modify_count" int not null default 0, "delete_count" int not null default 0, "error_count" int not null default 0, "noop_count" int not null default 0, "data" jsonb not null);`);
    this.addSql(`create index "job_broker_create_idx" on "brokerage"."job" ("broker_account_id", "create_date");`);

    this.addSql(`create table "brokerage"."job_row" ("job_id" int not null, "line_no" int not null, "tn" varchar(16) not null, "change" jsonb not null, "state" varchar(8) not null, "op" varchar(8) null, "error" text null, primary key ("job_id", "line_no"));`);
    this.addSql(`alter table "brokerage"."job_row" add constraint "job_row_job_id_fkey" foreign key ("job_id") references "brokerage"."job" ("id") on delete cascade;`);
    // The worker's next batch: the pending rows of a job in line order, without walking the done ones.
    this.addSql(`create index "job_row_pending_idx" on "brokerage"."job_row" ("job_id", "line_no") where "state" = 'pending';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "brokerage"."job" cascade;`);
    this.addSql(`drop table if exists "brokerage"."job_row" cascade;`);
  }

}
