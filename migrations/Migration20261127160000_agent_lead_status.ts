import { Migration } from '@mikro-orm/migrations';

export class Migration20261127160000_agent_lead_status extends Migration {

  override name = 'Migration20261127160000_agent_lead_status';

  override up(): void | Promise<void> {
    this.addSql(`alter table "offers"."agent_lead" add "status" varchar(8) not null default 'open', add "closed_at" timestamptz null, add "closed_by_user_id" int null, add "close_note" varchar(1000) not null default '';`);
    this.addSql(`create index "agent_lead_status_created_idx" on "offers"."agent_lead" ("status", "created_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "offers"."agent_lead_status_created_idx";`);
    this.addSql(`alter table "offers"."agent_lead" drop column "status", drop column "closed_at", drop column "closed_by_user_id", drop column "close_note";`);
  }

}
