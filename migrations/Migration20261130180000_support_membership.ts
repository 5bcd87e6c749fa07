import { Migration } from '@mikro-orm/migrations';

export class Migration20261130180000_support_membership extends Migration {

  override name = 'Migration20261130180000_support_membership';

  override up(): void | Promise<void> {
    this.addSql(`alter table "accounts"."membership" add "support" boolean not null default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "accounts"."membership" drop column "support";`);
  }

}
