import { Migration } from '@mikro-orm/migrations';

/** Numbers bought before recurring billing: paid up to their first period's end (docs/adr/0038). */
export class Migration20261125140100_backfill_paid_through extends Migration {

  override name = 'Migration20261125140100_backfill_paid_through';

  override up(): void | Promise<void> {
    this.addSql(`update "messaging"."account_number" set "paid_through" = ("anniversary_date" + make_interval(months => "billing_period"))::date where "paid_through" is null and "anniversary_date" is not null;`);
  }

  override down(): void | Promise<void> {
    // The backfilled dates equal what a null meant, so there is nothing to undo.
  }

}
