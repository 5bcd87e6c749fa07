import { Migration } from '@mikro-orm/migrations';

export class Migration20261125110000_port_out_request extends Migration {

  override name = 'Migration20261125110000_port_out_request';

  override up(): void | Promise<void> {
    this.addSql(`create table "messaging"."port_out_request" ("id" serial primary key, "carrier_request_id" varchar(100) not null, "account_id" int not null, "tn" varchar(16) not null, "gaining_carrier" varchar(100) not null, "status" varchar(10) not null, "reason" varchar(20) null, "requested_at" timestamptz not null, "decided_at" timestamptz null, "completed_at" timestamptz null);`);
    this.addSql(`create index "port_out_request_account_tn_idx" on "messaging"."port_out_request" ("account_id", "tn");`);
    this.addSql(`alter table "messaging"."port_out_request" add constraint "port_out_request_carrier_request_id_unique" unique ("carrier_request_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "messaging"."port_out_request" cascade;`);
  }

}
