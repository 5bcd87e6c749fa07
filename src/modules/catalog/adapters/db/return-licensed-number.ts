import type { SqlExecutor } from '../../../../platform/db/sql-executor.ts';

/**
 * A licensed number whose licence ended goes back to its licensor (spec 3): the inventory row sold with the
 * licence is on sale again, with no basket hold. Answers whether a sold row was returned (a second call: false).
 * Runs in the caller's transaction.
 */
export function makeReturnLicensedNumber(sql: SqlExecutor) {
  return async function returnLicensedNumber(tn: string): Promise<boolean> {
    const rows = await sql.query(
      `update catalog.number set status = 'available', reserved_basket = null, reserved_until = null
        where tn = $1 and status = 'sold' returning id`,
      [tn],
    );
    return rows.length > 0;
  };
}
