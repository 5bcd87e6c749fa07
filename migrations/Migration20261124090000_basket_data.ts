import { Migration } from '@mikro-orm/migrations';

export class Migration20261124090000_basket_data extends Migration {

  override name = 'Migration20261124090000_basket_data';

  override up(): void | Promise<void> {
    this.addSql(`alter table "basket"."basket" add "data" jsonb not null default '{}';`);

    this.addSql(`alter table "basket"."basket_item" add "data" jsonb not null default '{}';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "basket"."basket" drop column "data";`);

    this.addSql(`alter table "basket"."basket_item" drop column "data";`);
  }

}
