import { Migration } from '@mikro-orm/migrations';

export class Migration20261122052139_offers_agent_lead extends Migration {

  override name = 'Migration20261122052139_offers_agent_lead';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "offers";`);
    this.addSql(`create table "offers"."agent_lead" ("id" serial primary key, "tn" varchar(16) not null, "type" varchar(8) not null, "name" varchar(100) not null, "email" varchar(254) not null, "phone" varchar(20) not null, "comments" varchar(2000) not null, "branding_id" smallint not null, "price_cents" int not null, "license_setup_fee_cents" int null, "license_monthly_cents" int null, "negotiation_id" int null, "tag" varchar(50) null, "account_id" int null, "user_id" int null, "created_at" timestamptz not null);`);
    this.addSql(`create index "agent_lead_created_idx" on "offers"."agent_lead" ("created_at");`);
    this.addSql(`create index "agent_lead_tn_idx" on "offers"."agent_lead" ("tn");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "offers"."agent_lead" cascade;`);

    this.addSql(`drop schema if exists "offers";`);
  }

}
