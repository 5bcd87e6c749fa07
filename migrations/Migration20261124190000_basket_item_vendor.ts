import { Migration } from '@mikro-orm/migrations';

export class Migration20261124190000_basket_item_vendor extends Migration {

  override name = 'Migration20261124190000_basket_item_vendor';

  override up(): void | Promise<void> {
    this.addSql(`alter table "basket"."basket_item" add "vendor" varchar(40) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "basket"."basket_item" drop column "vendor";`);
  }

}
