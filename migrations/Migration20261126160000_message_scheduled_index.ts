import { Migration } from '@mikro-orm/migrations';

export class Migration20261126160000_message_scheduled_index extends Migration {

  override name = 'Migration20261126160000_message_scheduled_index';

  override up(): void | Promise<void> {
    this.addSql(`create index "message_scheduled_idx" on "messaging"."message" ("message_thread_id") where "delivery_status" = 'scheduled';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "messaging"."message_scheduled_idx";`);
  }

}
