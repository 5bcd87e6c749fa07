import { Migration } from '@mikro-orm/migrations';

export class Migration20261126100000_conversations extends Migration {

  override name = 'Migration20261126100000_conversations';

  override up(): void | Promise<void> {
    this.addSql(`create table "messaging"."contact" ("id" serial primary key, "account_id" int not null, "name" varchar(100) not null, "caller_id" varchar(16) not null, "blocked" varchar(1) not null default 'N', "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "messaging"."contact" add constraint "contact_account_caller_id_unique" unique ("account_id", "caller_id");`);
    this.addSql(`alter table "messaging"."contact" add constraint "contact_blocked_check" check ("blocked" in ('Y', 'N'));`);
    this.addSql(`create index "contact_account_name_idx" on "messaging"."contact" ("account_id", "name");`);

    this.addSql(`create table "messaging"."message_thread" ("id" serial primary key, "account_id" int not null, "tn" varchar(16) not null, "participants" jsonb not null, "participants_key" varchar(200) not null, "name" varchar(100) not null default '', "unread_count" int not null default 0, "recent_message_type" varchar(3) null, "recent_message" text not null default '', "recent_message_date" timestamptz not null, "created_at" timestamptz not null, "deleted_at" timestamptz null);`);
    this.addSql(`alter table "messaging"."message_thread" add constraint "message_thread_shape_check" check ("unread_count" >= 0 and ("recent_message_type" is null or "recent_message_type" in ('sms', 'mms')));`);
    this.addSql(`create index "message_thread_list_idx" on "messaging"."message_thread" ("account_id", "recent_message_date" desc, "id" desc) where "deleted_at" is null;`);
    this.addSql(`create index "message_thread_tn_list_idx" on "messaging"."message_thread" ("account_id", "tn", "recent_message_date" desc, "id" desc) where "deleted_at" is null;`);
    this.addSql(`create unique index "message_thread_live_unique" on "messaging"."message_thread" ("account_id", "tn", "participants_key") where "deleted_at" is null;`);

    this.addSql(`create table "messaging"."message" ("id" serial primary key, "message_thread_id" int not null, "account_id" int not null, "direction" varchar(8) not null, "type" varchar(3) not null, "message" text not null default '', "attachments" jsonb not null default '[]', "from_number" varchar(16) not null, "to_numbers" jsonb not null, "create_date" timestamptz not null, "defer_date" timestamptz null, "delivery_status" varchar(10) not null, "delivery_desc" varchar(300) not null default '', "carrier_message_id" varchar(100) null);`);
    this.addSql(`alter table "messaging"."message" add constraint "message_thread_fk" foreign key ("message_thread_id") references "messaging"."message_thread" ("id") on delete cascade;`);
    this.addSql(`alter table "messaging"."message" add constraint "message_shape_check" check ("direction" in ('inbound', 'outbound') and "type" in ('sms', 'mms') and "delivery_status" in ('scheduled', 'queued', 'sent', 'delivered', 'failed', 'received'));`);
    this.addSql(`create index "message_thread_page_idx" on "messaging"."message" ("message_thread_id", "create_date" desc, "id" desc);`);
    this.addSql(`create unique index "message_carrier_message_id_unique" on "messaging"."message" ("carrier_message_id") where "carrier_message_id" is not null;`);

    this.addSql(`create table "messaging"."sms_opt_out" ("tn" varchar(16) not null, "participant" varchar(16) not null, "created_at" timestamptz not null, primary key ("tn", "participant"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "messaging"."message" cascade;`);
    this.addSql(`drop table if exists "messaging"."message_thread" cascade;`);
    this.addSql(`drop table if exists "messaging"."contact" cascade;`);
    this.addSql(`drop table if exists "messaging"."sms_opt_out" cascade;`);
  }

}
