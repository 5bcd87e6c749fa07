import { Migration } from '@mikro-orm/migrations';

export class Migration20261129000000_reseller_settings_and_referral extends Migration {

  override name = 'Migration20261129000000_reseller_settings_and_referral';

  override up(): void | Promise<void> {
    this.addSql(`create table "brokerage"."reseller_settings" ("reseller_id" serial primary key, "broker_account_id" int not null, "name" varchar(120) not null, "url" varchar(2048) not null, "email" varchar(254) not null, "widget_token" varchar(64) null, "link_token" varchar(64) null, "config" jsonb not null, "create_date" timestamptz not null, "update_date" timestamptz not null);`);
    this.addSql(`alter table "brokerage"."reseller_settings" add constraint "reseller_settings_broker_key" unique ("broker_account_id");`);
    this.addSql(`alter table "brokerage"."reseller_settings" add constraint "reseller_settings_widget_token_key" unique ("widget_token");`);
    this.addSql(`alter table "brokerage"."reseller_settings" add constraint "reseller_settings_link_token_key" unique ("link_token");`);

    this.addSql(`alter table "basket"."checkout_order" add "referral" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "brokerage"."reseller_settings" cascade;`);

    this.addSql(`alter table "basket"."checkout_order" drop column "referral";`);
  }

}
