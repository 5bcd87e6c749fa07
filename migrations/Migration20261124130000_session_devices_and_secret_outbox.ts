import { Migration } from '@mikro-orm/migrations';

/**
 * Sessions remember the browser (User-Agent) and address they were opened from, for the profile's list
 * of signed-in devices, and a session opened from a one-time login link has no proof of identity yet
 * (authenticated_at null). Outbox rows that carry a one-time secret (codes, reset and invitation links)
 * are flagged, so the body is redacted once sent and unsent ones are purged within the hour; rows
 * already there are flagged by their category.
 */
export class Migration20261124130000_session_devices_and_secret_outbox extends Migration {
  override name = 'Migration20261124130000_session_devices_and_secret_outbox';

  override up(): void {
    this.addSql(`alter table "accounts"."session" add "user_agent" varchar(512) null, add "ip" varchar(64) null;`);
    this.addSql(`alter table "accounts"."session" alter column "authenticated_at" drop not null;`);

    for (const table of ['mail_outbox', 'sms_outbox']) {
      this.addSql(
        `alter table "platform"."${table}" add "contains_secret" boolean not null default false, add "redacted_at" timestamptz null;`,
      );
      this.addSql(
        `update "platform"."${table}" set "contains_secret" = true where "category" in ('mfa-code', 'recovery', 'invite');`,
      );
      this.addSql(
        `create index "${table}_secret_created_idx" on "platform"."${table}" ("created_at") where "contains_secret" and "redacted_at" is null;`,
      );
    }
  }

  override down(): void {
    for (const table of ['mail_outbox', 'sms_outbox']) {
      this.addSql(`drop index if exists "platform"."${table}_secret_created_idx";`);
      this.addSql(`alter table "platform"."${table}" drop column "contains_secret", drop column "redacted_at";`);
    }
    this.addSql(`update "accounts"."session" set "authenticated_at" = "created_at" where "authenticated_at" is null;`);
    this.addSql(`alter table "accounts"."session" alter column "authenticated_at" set not null;`);
    this.addSql(`alter table "accounts"."session" drop column "user_agent", drop column "ip";`);
  }
}
