import type { SqlExecutor } from '../../../../platform/db/sql-executor.ts';
import type { HeldNumberRow, NumberHoldStore } from '../../ports/number-holds.ts';

interface Row {
  id: string | number;
  tn: string;
  price_cents: number;
  license_one_time_cents: number | null;
  license_monthly_cents: number | null;
  license_annual_increase_bp: number | null;
  vendor: string;
}

/**
 * Basket holds as one conditional UPDATE each: two baskets racing for a number cannot both win, since the
 * second waits on the first's row lock and then finds the hold taken. The same condition as search's
 * "shown" rule (search-sql.ts), so a held number disappears from everyone else's results.
 */
export class PostgresNumberHolds implements NumberHoldStore {
  readonly #sql: SqlExecutor;

  constructor(sql: SqlExecutor) {
    this.#sql = sql;
  }

  async hold(input: {
    tn: string;
    basketUuid: string;
    until: Date;
    now: Date;
  }): Promise<HeldNumberRow | null> {
    const [row] = await this.#sql.query<Row>(
      `update catalog.number n set reserved_basket = $2, reserved_until = $3
        where n.tn = $1 and n.status = 'available'
          and (n.reserved_until is null or n.reserved_until < $4 or n.reserved_basket = $2)
        returning n.id, n.tn, n.price_cents, n.license_one_time_cents, n.license_monthly_cents,
                  n.license_annual_increase_bp, n.vendor`,
      [input.tn, input.basketUuid, input.until, input.now],
    );
    return row ? toHeld(row) : null;
  }

  async holdForStaffSale(input: {
    tn: string;
    tollFree: boolean;
    vendor: string;
    priceCents: number;
    basketUuid: string;
    until: Date;
    now: Date;
  }): Promise<HeldNumberRow | null> {
    // A number we do not have enters the inventory as 'staff': sellable by this sale, never shown in search.
    await this.#sql.query(
      `insert into catalog.number (tn, npa, nxx, country, type, vendor, cost_cents, price_cents, retail_price_cents,
         status, created_at, digits, num)
       values ($1, $2, $3, 'US', $4, $5, 0, $6, $6, 'staff', $7, $8, $9)
       on conflict (tn) do nothing`,
      [
        input.tn,
        input.tn.slice(2, 5),
        input.tn.slice(5, 8),
        input.tollFree ? 'tollfree' : 'local',
        input.vendor,
        input.priceCents,
        input.now,
        input.tn.slice(2),
        Number(input.tn.slice(1)),
      ],
    );
    const [row] = await this.#sql.query<Row>(
      `update catalog.number n set reserved_basket = $2, reserved_until = $3
        where n.tn = $1 and n.status in ('available', 'staff')
          and (n.reserved_until is null or n.reserved_until < $4 or n.reserved_basket = $2)
        returning n.id, n.tn, n.price_cents, n.license_one_time_cents, n.license_monthly_cents,
                  n.license_annual_increase_bp, n.vendor`,
      [input.tn, input.basketUuid, input.until, input.now],
    );
    return row ? toHeld(row) : null;
  }

  async release(input: { numberId: number; basketUuid: string; lapsedBy?: Date | undefined }): Promise<void> {
    const values: unknown[] = [input.numberId, input.basketUuid];
    let lapsed = '';
    if (input.lapsedBy) {
      values.push(input.lapsedBy);
      lapsed = ' and reserved_until < $3';
    }
    // A number put in the inventory for a staff sale (status 'staff': never sold, only ever held by the admin
    // item it was created for) leaves it when that hold ends unsold (docs/adr/0075). A second call finds nothing.
    await this.#sql.query(
      `delete from catalog.number where id = $1 and reserved_basket = $2 and status = 'staff'${lapsed}`,
      values,
    );
    await this.#sql.query(
      `update catalog.number set reserved_basket = null, reserved_until = null
        where id = $1 and reserved_basket = $2${lapsed}`,
      values,
    );
  }

  async sell(input: { basketUuid: string; numberIds: number[]; now: Date }): Promise<number[]> {
    // The row lock of the update makes a concurrent hold or sale of the same number wait, then re-check.
    const rows = await this.#sql.query<{ id: string | number }>(
      `update catalog.number set status = 'sold', reserved_basket = null, reserved_until = null
        where id = any($1::bigint[]) and status in ('available', 'staff') and reserved_basket = $2 and reserved_until >= $3
        returning id`,
      [input.numberIds, input.basketUuid, input.now],
    );
    return rows.map((row) => Number(row.id));
  }

  async keepFor(input: {
    basketUuid: string;
    numberIds: number[];
    now: Date;
    until: Date;
  }): Promise<number[]> {
    const rows = await this.#sql.query<{ id: string | number }>(
      `update catalog.number set reserved_until = $4
        where id = any($1::bigint[]) and status in ('available', 'staff') and reserved_basket = $2 and reserved_until >= $3
        returning id`,
      [input.numberIds, input.basketUuid, input.now, input.until],
    );
    return rows.map((row) => Number(row.id));
  }
}

const toHeld = (row: Row): HeldNumberRow => ({
  numberId: Number(row.id),
  tn: row.tn,
  priceCents: row.price_cents,
  licenseOneTimeCents: row.license_one_time_cents,
  licenseMonthlyCents: row.license_monthly_cents,
  licenseAnnualIncreaseBp: row.license_annual_increase_bp,
  vendor: row.vendor,
});
