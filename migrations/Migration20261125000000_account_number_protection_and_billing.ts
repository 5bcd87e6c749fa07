import { Migration } from '@mikro-orm/migrations';

export class Migration20261125000000_account_number_protection_and_billing extends Migration {

  override name = 'Migration20261125000000_account_number_protection_and_billing';

  override up(): void | Promise<void> {
    this.addSql(`alter table "messaging"."account_number" add "forward_to" varchar(16) null, add "port_out_pin_hash" varchar(200) null, add "transfer_lock" boolean not null default false, add "paid_through" date null, add "license_mrc_cents" int null, add "license_annual_increase" int not null default 0, add "license_start_date" date null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "messaging"."account_number" drop column "forward_to", drop column "port_out_pin_hash", drop column "transfer_lock", drop column "paid_through", drop column "license_mrc_cents", drop column "license_annual_increase", drop column "license_start_date";`);
  }

}
