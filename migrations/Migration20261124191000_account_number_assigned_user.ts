import { Migration } from '@mikro-orm/migrations';

export class Migration20261124191000_account_number_assigned_user extends Migration {

  override name = 'Migration20261124191000_account_number_assigned_user';

  override up(): void | Promise<void> {
    this.addSql(`alter table "messaging"."account_number" add "assigned_user_id" int null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "messaging"."account_number" drop column "assigned_user_id";`);
  }

}
