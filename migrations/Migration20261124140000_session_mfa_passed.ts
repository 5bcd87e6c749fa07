import { Migration } from '@mikro-orm/migrations';

/** Whether a session was opened with an MFA code: staff routes ask for it (STAFF_REQUIRE_MFA). */
export class Migration20261124140000_session_mfa_passed extends Migration {
  override name = 'Migration20261124140000_session_mfa_passed';

  override up(): void {
    this.addSql(`alter table "accounts"."session" add column "mfa_passed" boolean not null default false;`);
  }

  override down(): void {
    this.addSql(`alter table "accounts"."session" drop column "mfa_passed";`);
  }
}
