import { Migration } from '@mikro-orm/migrations';

export class Migration20261124183000_admin_fraud_rules_audit extends Migration {

  override name = 'Migration20261124183000_admin_fraud_rules_audit';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "admin";`);
    this.addSql(`create table "admin"."audit_entry" ("id" bigserial primary key, "actor_user_id" int not null, "action" varchar(60) not null, "subject" varchar(120) not null, "before" jsonb null, "after" jsonb null, "at" timestamptz not null);`);
    this.addSql(`create index "audit_entry_at_idx" on "admin"."audit_entry" ("at");`);
    this.addSql(`create index "audit_entry_subject_idx" on "admin"."audit_entry" ("subject");`);

    this.addSql(`create table "admin"."fraud_rule" ("id" serial primary key, "field" varchar(20) not null, "operator" varchar(8) not null, "data" varchar(200) not null, "action" varchar(24) not null, "comment" varchar(500) not null, "priority" int not null, "who" varchar(254) not null, "who_user_id" int not null, "created_at" timestamptz not null, "status" varchar(10) not null);`);
    this.addSql(`create index "fraud_rule_status_priority_idx" on "admin"."fraud_rule" ("status", "priority");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "admin"."audit_entry" cascade;`);
    this.addSql(`drop table if exists "admin"."fraud_rule" cascade;`);

    this.addSql(`drop schema if exists "admin";`);
  }

}
