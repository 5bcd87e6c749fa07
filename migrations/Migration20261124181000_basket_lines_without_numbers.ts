import { Migration } from '@mikro-orm/migrations';

export class Migration20261124181000_basket_lines_without_numbers extends Migration {

  override name = 'Migration20261124181000_basket_lines_without_numbers';

  override up(): void | Promise<void> {
    this.addSql(`alter table "basket"."basket_item" alter column "number_id" drop not null;`);
    this.addSql(`alter table "basket"."basket_item" alter column "plan_id" drop not null;`);
    this.addSql(`alter table "basket"."basket_item" alter column "tn" drop not null;`);
    // Port-ins have no catalog number; user seats have no number and no plan (docs/adr/0027).
    this.addSql(`alter table "basket"."basket_item" add constraint "basket_item_type_check" check ("type" in ('new', 'portIn', 'user', 'admin')), add constraint "basket_item_line_shape_check" check (("type" = 'new' and "number_id" is not null and "tn" is not null and "plan_id" is not null) or ("type" = 'portIn' and "number_id" is null and "tn" is not null and "plan_id" is not null) or ("type" in ('user', 'admin') and "number_id" is null and "tn" is null and "plan_id" is null));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "basket"."basket_item" drop constraint "basket_item_line_shape_check", drop constraint "basket_item_type_check";`);
    this.addSql(`delete from "basket"."basket_item" where "type" <> 'new';`);
    this.addSql(`alter table "basket"."basket_item" alter column "tn" set not null;`);
    this.addSql(`alter table "basket"."basket_item" alter column "number_id" set not null;`);
    this.addSql(`alter table "basket"."basket_item" alter column "plan_id" set not null;`);
  }

}
