import type { SqlExecutor } from '../../../../platform/db/sql-executor.ts';
import type { NewListing } from '../../domain/saved-search-mail.ts';
import type { SearchCriteria } from '../../domain/search-criteria.ts';
import type { NewListings } from '../../ports/new-listings.ts';
import { searchConditions } from './search-sql.ts';

interface Row {
  tn: string;
  price_cents: number;
  license_one_time_cents: number | null;
  license_monthly_cents: number | null;
}

/** The search's own WHERE (what search shows, then the criteria) plus the listing window. */
export class PostgresNewListings implements NewListings {
  readonly #sql: SqlExecutor;
  constructor(sql: SqlExecutor) {
    this.#sql = sql;
  }

  async matching(
    criteria: SearchCriteria,
    window: { after: Date; until: Date },
    limit: number,
  ): Promise<NewListing[]> {
    // No basket: a number any basket holds is not new to anyone until it is released.
    const where = searchConditions(criteria, { now: window.until, basketUuid: null });
    where.add('n.created_at > ? and n.created_at <= ?', window.after, window.until);
    const rows = await this.#sql.query<Row>(
      `select n.tn, n.price_cents, n.license_one_time_cents, n.license_monthly_cents
       from catalog.number n where ${where.sql()}
       order by n.created_at desc, n.id desc limit ${where.param(limit)}`,
      where.params,
    );
    return rows.map((row) => ({
      tn: row.tn,
      priceCents: row.price_cents,
      licenseOneTimeCents: row.license_one_time_cents,
      licenseMonthlyCents: row.license_monthly_cents,
    }));
  }
}
