import { Migration } from '@mikro-orm/migrations';

export class Migration20261128140000_brokerage_verification extends Migration {

  override name = 'Migration20261128140000_brokerage_verification';

  override up(): void | Promise<void> {
    this.addSql(`create table "brokerage"."manual_verification" ("brokerage_manual_verify_id" serial primary key, "tn" varchar(16) not null, "broker_account_id" int not null, "method" varchar(4) not null, "code_hash" varchar(64) not null, "create_date" timestamptz not null, "expires_at" timestamptz not null, "attempts" smallint not null, "verified_date" timestamptz null);`);
    this.addSql(`create index "manual_verification_broker_tn_idx" on "brokerage"."manual_verification" ("broker_account_id", "tn", "brokerage_manual_verify_id");`);

    this.addSql(`create table "brokerage"."vendor_credential" ("brokerage_vendor_credential_id" serial primary key, "broker_account_id" int not null, "vendor" varchar(12) not null, "vendor_account_id" varchar(64) null, "auth_type" varchar(12) not null, "sealed_secret" text not null, "description" varchar(255) null, "tn_count" int not null, "create_date" timestamptz not null, "last_verified_date" timestamptz null, "deleted_at" timestamptz null);`);
    this.addSql(`create index "vendor_credential_broker_idx" on "brokerage"."vendor_credential" ("broker_account_id", "create_date");`);

    // Hand-written (the migrator's snapshot does not know them): the closed sets of the domain.
    this.addSql(`alter table "brokerage"."manual_verification" add constraint "manual_verification_method_check" check ("method" in ('sms', 'call'));`);
    this.addSql(`alter table "brokerage"."vendor_credential" add constraint "vendor_credential_vendor_check" check ("vendor" in ('bwc', 'peerless')), add constraint "vendor_credential_auth_type_check" check ("auth_type" in ('basicAuth', 'bearerToken'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "brokerage"."manual_verification" cascade;`);
    this.addSql(`drop table if exists "brokerage"."vendor_credential" cascade;`);
  }

}
