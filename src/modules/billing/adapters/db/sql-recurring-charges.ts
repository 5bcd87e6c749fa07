import type { SqlExecutor } from '../../../../platform/db/sql-executor.ts';
import type {
  RecurringChargeRepository,
  RecurringChargeRow,
} from '../../ports/recurring-charge-repository.ts';

/** billing.recurring_charge over SQL: INSERT ... ON CONFLICT DO NOTHING on the unique idempotency key. */
export class SqlRecurringCharges implements RecurringChargeRepository {
  readonly #sql: SqlExecutor;

  constructor(sql: SqlExecutor) {
    this.#sql = sql;
  }

  async lockAccount(accountId: number): Promise<void> {
    await this.#sql.query(`select pg_advisory_xact_lock(hashtext('billing.recurring'), $1::int)`, [
      accountId,
    ]);
  }

  async recordNew(rows: RecurringChargeRow[], now: Date): Promise<Set<string>> {
    const inserted = new Set<string>();
    for (const row of rows) {
      const result = await this.#sql.query<{ idempotency_key: string }>(
        `insert into billing.recurring_charge
           (idempotency_key, account_id, kind, subject_id, period_start, period_end, amount_cents, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8)
         on conflict (idempotency_key) do nothing returning idempotency_key`,
        [
          row.idempotencyKey,
          row.accountId,
          row.kind,
          row.subjectId,
          row.periodStart,
          row.periodEnd,
          row.amountCents,
          now,
        ],
      );
      for (const { idempotency_key } of result) inserted.add(idempotency_key);
    }
    return inserted;
  }

  async chargedKeys(keys: string[]): Promise<Set<string>> {
    if (!keys.length) return new Set();
    const rows = await this.#sql.query<{ idempotency_key: string }>(
      'select idempotency_key from billing.recurring_charge where idempotency_key = any($1::text[])',
      [keys],
    );
    return new Set(rows.map((row) => row.idempotency_key));
  }
}
