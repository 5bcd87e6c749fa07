import { Migration } from '@mikro-orm/migrations';

export class Migration20261126160100_message_attachments_index extends Migration {

  override name = 'Migration20261126160100_message_attachments_index';

  override up(): void | Promise<void> {
    this.addSql(`create index "message_attachments_idx" on "messaging"."message" using gin ("attachments" jsonb_path_ops);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "messaging"."message_attachments_idx";`);
  }

}
