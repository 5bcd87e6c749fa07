import { Migration } from '@mikro-orm/migrations';

/**
 * Written by hand (docs/adr/0083): the GIN indexes a bulk load dropped, with their definitions, until
 * they are built again. A load that stops half way (killed, machine down) leaves its rows here, and the
 * next start builds the indexes before it serves, so no search is left without its index.
 */
export class Migration20261207040000_deferred_indexes extends Migration {
  override name = 'Migration20261207040000_deferred_indexes';

  override up(): void {
    this.addSql(`create table "platform"."deferred_index" (
      "schema_name" text not null,
      "index_name" text not null,
      "definition" text not null,
      "deferred_at" timestamptz not null default now(),
      primary key ("schema_name", "index_name"));`);
  }

  override down(): void {
    this.addSql(`drop table if exists "platform"."deferred_index";`);
  }
}
