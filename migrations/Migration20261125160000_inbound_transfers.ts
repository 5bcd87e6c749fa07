import { Migration } from '@mikro-orm/migrations';

export class Migration20261125160000_inbound_transfers extends Migration {

  override name = 'Migration20261125160000_inbound_transfers';

  override up(): void | Promise<void> {
    this.addSql(`create table "porting"."inbound_transfer" ("id" serial primary key, "account_id" int not null, "tns" jsonb not null, "bill_to" varchar(8) not null, "plan_id" int not null, "park_mrc_cents" int not null, "transfer_fee_cents" int not null, "status" varchar(12) not null default 'pending', "completed_at" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql(`create index "inbound_transfer_account_status_idx" on "porting"."inbound_transfer" ("account_id", "status");`);
    this.addSql(`alter table "porting"."inbound_transfer" add constraint "inbound_transfer_shape_check" check ("bill_to" in ('new', 'old') and "status" in ('pending', 'completed') and "park_mrc_cents" >= 0 and "transfer_fee_cents" >= 0 and ("status" = 'pending') = ("completed_at" is null));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "porting"."inbound_transfer" cascade;`);
  }

}
