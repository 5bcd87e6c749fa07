import { Migration } from '@mikro-orm/migrations';

/**
 * Written by hand: `pgstatindex`, which says how full an index's leaf pages are, for the admin CLI's
 * rebuild-loose-search-indexes (docs/adr/0094). A contrib extension shipped with PostgreSQL (embedded,
 * Debian's packages and the managed services alike); creating it needs the migrating role to be allowed to.
 */
export class Migration20261208000000_pgstattuple extends Migration {
  override name = 'Migration20261208000000_pgstattuple';

  override up(): void {
    this.addSql('create extension if not exists pgstattuple');
  }

  override down(): void {
    this.addSql('drop extension if exists pgstattuple');
  }
}
