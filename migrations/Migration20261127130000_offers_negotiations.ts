import { Migration } from '@mikro-orm/migrations';

export class Migration20261127130000_offers_negotiations extends Migration {

  override name = 'Migration20261127130000_offers_negotiations';

  override up(): void | Promise<void> {
    this.addSql(`create table "offers"."negotiation" ("id" serial primary key, "uuid" uuid not null, "tn" varchar(16) not null, "branding_id" smallint not null, "seller_account_id" int null, "buyer_account_id" int not null, "buyer_user_id" int not null, "original_price_cents" int not null, "minimum_offer_cents" int null, "initial_offer_cents" int not null, "counter_offer_cents" int null, "offer_cents" int not null, "status" varchar(12) not null, "declined_reason" varchar(200) null, "wire_transfer" boolean not null, "hold_payment_intent_id" varchar(255) null, "hold_cents" int not null, "hold_state" varchar(10) not null, "expiration_date" timestamptz not null, "create_date" timestamptz not null, "countered_at" timestamptz null, "declined_at" timestamptz null, "completed_at" timestamptz null);`);
    this.addSql(`alter table "offers"."negotiation" add constraint "negotiation_uuid_key" unique ("uuid");`);
    this.addSql(`create index "negotiation_buyer_tn_idx" on "offers"."negotiation" ("buyer_account_id", "tn");`);
    this.addSql(`create index "negotiation_seller_expiration_idx" on "offers"."negotiation" ("seller_account_id", "expiration_date");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "offers"."negotiation" cascade;`);
  }

}
