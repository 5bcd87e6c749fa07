import type { SqlExecutor } from '../../../../platform/db/sql-executor.ts';
import type { SimulatedObject, SimulatorStore } from './simulator-store.ts';

interface Row {
  id: string;
  kind: SimulatedObject['kind'];
  data: unknown;
}

/** The simulator's objects in billing.simulated_object, written in the current transaction. */
export class PostgresSimulatorStore implements SimulatorStore {
  readonly #sql: SqlExecutor;
  readonly #now: () => Date;

  constructor(sql: SqlExecutor, now: () => Date) {
    this.#sql = sql;
    this.#now = now;
  }

  async addOnce<T>(object: SimulatedObject<T>, idempotencyKey: string | null): Promise<SimulatedObject<T>> {
    const inserted = await this.#sql.query<Row>(
      `insert into billing.simulated_object (id, kind, idempotency_key, data, created_at)
       values ($1, $2, $3, $4::jsonb, $5)
       on conflict (kind, idempotency_key) do nothing
       returning id, kind, data`,
      [object.id, object.kind, idempotencyKey, JSON.stringify(object.data), this.#now()],
    );
    const row =
      inserted[0] ??
      (
        await this.#sql.query<Row>(
          'select id, kind, data from billing.simulated_object where kind = $1 and idempotency_key = $2',
          [object.kind, idempotencyKey],
        )
      )[0];
    if (!row) throw new Error(`Simulated ${object.kind} ${object.id} was neither added nor found`);
    return row as SimulatedObject<T>;
  }

  async findByKey<T>(
    kind: SimulatedObject['kind'],
    idempotencyKey: string,
  ): Promise<SimulatedObject<T> | null> {
    const rows = await this.#sql.query<Row>(
      'select id, kind, data from billing.simulated_object where kind = $1 and idempotency_key = $2',
      [kind, idempotencyKey],
    );
    return (rows[0] as SimulatedObject<T> | undefined) ?? null;
  }

  async get<T>(kind: SimulatedObject['kind'], id: string): Promise<SimulatedObject<T> | null> {
    const rows = await this.#sql.query<Row>(
      'select id, kind, data from billing.simulated_object where kind = $1 and id = $2',
      [kind, id],
    );
    return (rows[0] as SimulatedObject<T> | undefined) ?? null;
  }

  async update<T>(object: SimulatedObject<T>): Promise<void> {
    await this.#sql.query(
      'update billing.simulated_object set data = $3::jsonb where kind = $1 and id = $2',
      [object.kind, object.id, JSON.stringify(object.data)],
    );
  }
}
