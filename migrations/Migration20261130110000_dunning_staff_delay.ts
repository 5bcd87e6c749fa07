import { Migration } from '@mikro-orm/migrations';

export class Migration20261130110000_dunning_staff_delay extends Migration {

  override name = 'Migration20261130110000_dunning_staff_delay';

  override up(): void | Promise<void> {
    this.addSql(`alter table "billing"."dunning" add "delay_days" smallint not null default 0, add "staff_note" varchar(300) not null default '';`);

    this.addSql(`create index "recurring_payment_account_idx" on "billing"."recurring_payment" ("account_id", "created_at");`);
    this.addSql(`create index "recurring_payment_pending_idx" on "billing"."recurring_payment" ("account_id") where "status" = 'pending';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "billing"."dunning" drop column "delay_days", drop column "staff_note";`);

    this.addSql(`drop index "billing"."recurring_payment_account_idx";`);
    this.addSql(`drop index "billing"."recurring_payment_pending_idx";`);
  }

}
