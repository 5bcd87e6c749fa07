import { Migration } from '@mikro-orm/migrations';

/**
 * Written by hand (the tallies are not in the mappings): the tallies also count find-a-block's
 * blocks per area code (`facet = 'group'`, `value` the block size, `numbers` how many blocks of at
 * least that size), so a broad search's sidebar offers block sizes without reading the runs.
 * Tallies rebuilt before this have no blocks: they are set aside (search counts for itself) until
 * the job's next rebuild, rather than answer "no blocks" for a few minutes.
 */
export class Migration20261124170000_search_tally_groups extends Migration {
  override name = 'Migration20261124170000_search_tally_groups';

  override up(): void {
    this.addSql(`alter table "catalog"."search_tally" drop constraint "search_tally_facet_check";`);
    this.addSql(
      `alter table "catalog"."search_tally" add constraint "search_tally_facet_check" check ("facet" in ('all', 'city', 'vendor', 'category', 'pattern', 'group'));`,
    );
    this.addSql(`delete from "catalog"."search_tally_refresh";`);
  }

  override down(): void {
    this.addSql(`delete from "catalog"."search_tally" where "facet" = 'group';`);
    this.addSql(`alter table "catalog"."search_tally" drop constraint "search_tally_facet_check";`);
    this.addSql(
      `alter table "catalog"."search_tally" add constraint "search_tally_facet_check" check ("facet" in ('all', 'city', 'vendor', 'category', 'pattern'));`,
    );
  }
}
