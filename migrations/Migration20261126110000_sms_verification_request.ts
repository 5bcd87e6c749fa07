import { Migration } from '@mikro-orm/migrations';

export class Migration20261126110000_sms_verification_request extends Migration {

  override name = 'Migration20261126110000_sms_verification_request';

  override up(): void | Promise<void> {
    this.addSql(`create table "messaging"."sms_verification_request" ("id" serial primary key, "account_id" int not null, "tn" varchar(16) not null, "kind" varchar(10) not null, "form" jsonb null, "status" varchar(10) not null, "reason" varchar(500) null, "carrier_request_id" varchar(200) null, "requested_by_user_id" int not null, "requested_at" timestamptz not null, "submitted_at" timestamptz null, "decided_at" timestamptz null);`);
    this.addSql(`alter table "messaging"."sms_verification_request" add constraint "sms_verification_request_shape_check" check ("kind" in ('local', 'toll_free') and "status" in ('pending', 'approved', 'rejected') and (("kind" = 'toll_free') = ("form" is not null)));`);
    this.addSql(`create index "sms_verification_request_tn_idx" on "messaging"."sms_verification_request" ("tn", "requested_at");`);
    this.addSql(`alter table "messaging"."sms_verification_request" add constraint "sms_verification_request_carrier_request_id_unique" unique ("carrier_request_id");`);
    // One request in flight per number, whatever happens to the row locks above it.
    this.addSql(`create unique index "sms_verification_request_one_pending" on "messaging"."sms_verification_request" ("tn") where "status" = 'pending';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "messaging"."sms_verification_request" cascade;`);
  }

}
