import { Migration } from '@mikro-orm/migrations';

export class Migration20261127110000_port_in_lifecycle extends Migration {

  override name = 'Migration20261127110000_port_in_lifecycle';

  override up(): void | Promise<void> {
    this.addSql(`alter table "porting"."port_in_order" add "branding_id" int not null default 1, add "pin_sealed" text null, add "carrier_order_id" varchar(100) null, add "foc_date" date null, add "reject_code" varchar(20) null, add "reject_reason" varchar(500) null, add "completed_at" timestamptz null, add "parked_at" timestamptz null, add "events" jsonb not null default '[]';`);
    this.addSql(`create index "port_in_order_status_created_idx" on "porting"."port_in_order" ("status", "created_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "porting"."port_in_order_status_created_idx";`);
    this.addSql(`alter table "porting"."port_in_order" drop column "branding_id", drop column "pin_sealed", drop column "carrier_order_id", drop column "foc_date", drop column "reject_code", drop column "reject_reason", drop column "completed_at", drop column "parked_at", drop column "events";`);
  }

}
