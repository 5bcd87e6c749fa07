import type { SqlExecutor } from './sql-executor.ts';

export interface RecordedQuery {
  text: string;
  values: unknown[];
}

/** Wraps an executor and keeps every statement it runs: for EXPLAIN in plan tests and benchmarks. */
export class RecordingSqlExecutor implements SqlExecutor {
  readonly recorded: RecordedQuery[] = [];
  readonly #inner: SqlExecutor;

  constructor(inner: SqlExecutor) {
    this.#inner = inner;
  }

  query<Row = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<Row[]> {
    this.recorded.push({ text, values });
    return this.#inner.query<Row>(text, values);
  }

  take(): RecordedQuery[] {
    return this.recorded.splice(0);
  }
}
