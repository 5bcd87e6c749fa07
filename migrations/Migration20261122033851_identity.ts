import { Migration } from '@mikro-orm/migrations';

export class Migration20261122033851_identity extends Migration {

  override name = 'Migration20261122033851_identity';

  override up(): void | Promise<void> {
    this.addSql(`create table "accounts"."api_token" ("id" serial primary key, "user_id" int not null, "account_id" int not null, "name" varchar(32) not null, "token_hash" varchar(64) not null, "last4" varchar(4) not null, "created_at" timestamptz not null, "last_used_at" timestamptz null);`);
    this.addSql(`alter table "accounts"."api_token" add constraint "api_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "api_token_account_user_idx" on "accounts"."api_token" ("account_id", "user_id");`);

    this.addSql(`create table "accounts"."mfa_challenge" ("id" serial primary key, "user_id" int not null, "method_id" int not null, "purpose" varchar(16) not null, "code_hash" varchar(64) not null, "attempts" smallint not null default 0, "created_at" timestamptz not null, "expires_at" timestamptz not null, "used_at" timestamptz null);`);
    this.addSql(`create index "mfa_challenge_user_idx" on "accounts"."mfa_challenge" ("user_id", "purpose");`);
    this.addSql(`create index "mfa_challenge_expires_idx" on "accounts"."mfa_challenge" ("expires_at");`);

    this.addSql(`create table "accounts"."mfa_method" ("id" serial primary key, "user_id" int not null, "type" varchar(8) not null, "data" varchar(254) not null, "secret_sealed" text null, "verified_at" timestamptz null, "totp_last_step" int null, "created_at" timestamptz not null);`);
    this.addSql(`create index "mfa_method_user_idx" on "accounts"."mfa_method" ("user_id");`);

    this.addSql(`create table "platform"."mail_outbox" ("id" bigserial primary key, "to_address" varchar(254) not null, "subject" varchar(200) not null, "text_body" text not null, "html_body" text null, "category" varchar(32) not null, "created_at" timestamptz not null, "sent_at" timestamptz null, "attempts" int not null default 0, "last_error" text null);`);
    this.addSql(`create index "mail_outbox_to_idx" on "platform"."mail_outbox" ("to_address", "id");`);
    this.addSql(`create index "mail_outbox_created_idx" on "platform"."mail_outbox" ("created_at");`);

    this.addSql(`create table "platform"."sms_outbox" ("id" bigserial primary key, "from_tn" varchar(16) null, "to_tn" varchar(16) not null, "body" text not null, "category" varchar(32) not null, "created_at" timestamptz not null, "sent_at" timestamptz null, "carrier_message_id" varchar(64) null, "status" varchar(16) not null default 'queued', "last_error" text null);`);
    this.addSql(`create index "sms_outbox_to_idx" on "platform"."sms_outbox" ("to_tn", "id");`);
    this.addSql(`create index "sms_outbox_created_idx" on "platform"."sms_outbox" ("created_at");`);

    this.addSql(`create table "platform"."rate_limit" ("key" varchar(200) not null, "window_start" timestamptz not null, "count" int not null, primary key ("key"));`);
    this.addSql(`create index "rate_limit_window_idx" on "platform"."rate_limit" ("window_start");`);

    this.addSql(`alter table "accounts"."membership" add "visible_tns" jsonb not null default '[]';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "accounts"."api_token" cascade;`);
    this.addSql(`drop table if exists "accounts"."mfa_challenge" cascade;`);
    this.addSql(`drop table if exists "accounts"."mfa_method" cascade;`);
    this.addSql(`drop table if exists "platform"."mail_outbox" cascade;`);
    this.addSql(`drop table if exists "platform"."sms_outbox" cascade;`);
    this.addSql(`drop table if exists "platform"."rate_limit" cascade;`);

    this.addSql(`alter table "accounts"."membership" drop column "visible_tns";`);
  }

}
