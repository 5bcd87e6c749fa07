import { Migration } from '@mikro-orm/migrations';

export class Migration20261124120000_token_scopes_invitations_security_log extends Migration {

  override name = 'Migration20261124120000_token_scopes_invitations_security_log';

  override up(): void | Promise<void> {
    // Tokens made before scopes existed keep doing what they did: full access, no expiry.
    this.addSql(`alter table "accounts"."api_token" add column "scope" varchar(9) not null default 'full', add column "expires_at" timestamptz null;`);

    this.addSql(`create table "accounts"."invitation" ("id" serial primary key, "account_id" int not null, "email" varchar(254) not null, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "role" varchar(8) not null, "token_hash" varchar(64) not null, "invited_by_user_id" int not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "accepted_at" timestamptz null);`);
    this.addSql(`alter table "accounts"."invitation" add constraint "invitation_token_hash_unique" unique ("token_hash");`);
    this.addSql(`alter table "accounts"."invitation" add constraint "invitation_account_email_unique" unique ("account_id", "email");`);
    this.addSql(`create index "invitation_email_idx" on "accounts"."invitation" ("email");`);

    this.addSql(`create table "platform"."security_event" ("id" bigserial primary key, "event" varchar(64) not null, "occurred_at" timestamptz not null, "user_id" int null, "email" varchar(254) null, "account_id" int null, "ip" varchar(64) null, "request_id" varchar(64) null, "detail" jsonb not null default '{}');`);
    this.addSql(`create index "security_event_occurred_idx" on "platform"."security_event" ("occurred_at");`);
    this.addSql(`create index "security_event_user_idx" on "platform"."security_event" ("user_id", "occurred_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "platform"."security_event" cascade;`);
    this.addSql(`drop table if exists "accounts"."invitation" cascade;`);
    this.addSql(`alter table "accounts"."api_token" drop column "scope", drop column "expires_at";`);
  }

}
