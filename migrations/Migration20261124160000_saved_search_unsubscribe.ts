import { Migration } from '@mikro-orm/migrations';

/**
 * Notify-me mails stop for good through the unsubscribe link (ADR 0013). The partial index is hand-written
 * (the mappings do not declare it): the hourly job reads the searches still wanted, oldest mail first.
 */
export class Migration20261124160000_saved_search_unsubscribe extends Migration {
  override name = 'Migration20261124160000_saved_search_unsubscribe';

  override up(): void {
    this.addSql(`alter table "catalog"."saved_search" add "unsubscribed_at" timestamptz null;`);
    this.addSql(
      `create index "saved_search_due_idx" on "catalog"."saved_search" ("notified_at" nulls first, "id") where "unsubscribed_at" is null;`,
    );
  }

  override down(): void {
    this.addSql(`drop index if exists "catalog"."saved_search_due_idx";`);
    this.addSql(`alter table "catalog"."saved_search" drop column "unsubscribed_at";`);
  }
}
