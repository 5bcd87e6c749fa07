import { Migration } from '@mikro-orm/migrations';

export class Migration20261124150000_broker_applications extends Migration {

  override name = 'Migration20261124150000_broker_applications';

  override up(): void | Promise<void> {
    this.addSql(`create table "accounts"."broker_application" ("id" serial primary key, "account_id" int not null, "branding_id" smallint not null, "user_id" int not null, "email" varchar(254) not null, "company" varchar(200) not null, "website" varchar(300) not null, "number_count" int not null, "message" varchar(2000) not null, "status" varchar(10) not null, "created_at" timestamptz not null, "decided_at" timestamptz null, "decided_by" int null);`);
    this.addSql(`create index "broker_application_status_created_idx" on "accounts"."broker_application" ("status", "created_at");`);

    // Hand-written (the migrator's snapshot does not know them): one pending application per account, the
    // account it belongs to, and the closed set of statuses.
    this.addSql(`create unique index "broker_application_pending_unique" on "accounts"."broker_application" ("account_id") where "status" = 'pending';`);
    this.addSql(`alter table "accounts"."broker_application" add constraint "broker_application_account_fk" foreign key ("account_id") references "accounts"."account" ("id") on delete cascade;`);
    this.addSql(`alter table "accounts"."broker_application" add constraint "broker_application_status_check" check ("status" in ('pending', 'approved', 'rejected')), add constraint "broker_application_number_count_check" check ("number_count" >= 1);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "accounts"."broker_application" cascade;`);
  }

}
