/**
 * The representative searches of `npm run bench:search`, each in two modes (repeat, cold): autocannon
 * through the API, the same use case straight on the database for the API/SQL ratio, and the
 * database's own cost per request from pg_stat_statements (statements per request; exec + plan time
 * per request) for the API/DB ratio; then the table and the EXPLAIN plans.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { PostgresNumberSearch } from '../../src/modules/catalog/adapters/db/postgres-number-search.ts';
import { inProcessSearchMemos } from '../../src/modules/catalog/adapters/memory/search-memos.ts';
import { makeSearchNumbers } from '../../src/modules/catalog/app/search-numbers.ts';
import { systemClock } from '../../src/platform/clock/clock.ts';
import type { Orm } from '../../src/platform/db/orm.ts';
import { RecordingSqlExecutor } from '../../src/platform/db/recording-sql-executor.ts';
import type { SqlExecutor } from '../../src/platform/db/sql-executor.ts';
import { withContext } from '../../src/platform/db/unit-of-work.ts';
import type { statementStats } from './search-db-cost.ts';
import { fmt, log, median, percentile, randomAddress } from './search-measure.ts';
import type { BenchQuery } from './search-queries.ts';
import { parseSearchQuery } from './search-request.ts';

const MODES = ['repeat', 'cold'] as const;
type Mode = (typeof MODES)[number];

interface Measurement {
  name: string;
  mode: Mode;
  runs: Array<{ p50: number; p95: number; p99: number; rps: number }>;
  non2xx: number;
  sqlP50: number;
  sqlP95: number;
  /** From pg_stat_statements, per run (the median is shown). */
  statements: number[];
  dbMs: number[];
}

export interface ListOptions {
  apiUrl: string;
  queries: BenchQuery[];
  runs: number;
  seconds: number;
  concurrency: number;
  orm: Orm;
  sql: SqlExecutor;
  stats: ReturnType<typeof statementStats>;
}

/** autocannon at `concurrency` for `seconds`; every response's latency, for exact percentiles. */
function driveApi(
  url: string,
  mode: Mode,
  concurrency: number,
  seconds: number,
): Promise<{ latencies: number[]; non2xx: number }> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const instance = autocannon(
      {
        url: target.origin,
        connections: concurrency,
        duration: seconds,
        requests: [
          {
            method: 'GET',
            // Each request from its own address (the API trusts the proxy header here): the benchmark plays a
            // crowd, so the per-address search limit counts, and costs, as it does in production.
            setupRequest: (request) => ({
              ...request,
              headers: { ...request.headers, 'x-forwarded-for': randomAddress() },
              path:
                mode === 'cold'
                  ? `${target.pathname}${target.search}&basketUuid=${randomUUID()}`
                  : `${target.pathname}${target.search}`,
            }),
          },
        ],
      },
      (error, result) => {
        if (error) reject(error);
        else resolve({ latencies: latencies.sort((a, b) => a - b), non2xx: result.non2xx });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

export async function measureList(options: ListOptions): Promise<void> {
  const { apiUrl, orm, sql, stats, seconds, concurrency } = options;
  const recording = new RecordingSqlExecutor(sql);
  // The same use case as the API (with the same in-process memos), minus HTTP: for the API/SQL ratio.
  const direct = makeSearchNumbers({
    search: new PostgresNumberSearch(recording),
    clock: systemClock,
    themePatterns: async () => [],
    memos: inProcessSearchMemos(systemClock, 64 * 1024 * 1024),
  });

  /** Runs `work` from `concurrency` loops for `seconds`; each run's duration, sorted. */
  async function forConcurrently(work: () => Promise<number>): Promise<number[]> {
    const times: number[] = [];
    const deadline = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < deadline) times.push(await work());
      }),
    );
    return times.sort((a, b) => a - b);
  }

  /** The use case straight on the database at the API's concurrency (API/SQL ratio), and the plans (cold). */
  async function measureSql(entry: Measurement, query: string): Promise<string[]> {
    // Cold: every request names a basket of its own, so no remembered total, facet or pick applies.
    const queryFor = () => (entry.mode === 'cold' ? `${query}&basketUuid=${randomUUID()}` : query);
    await fetch(`${apiUrl}/api/tnSearch?${queryFor()}`).then((r) => r.text());
    recording.take();
    await withContext(orm, () => direct(parseSearchQuery(queryFor())));
    const statements = recording.take();
    const sqlTimes = await forConcurrently(async () => {
      const started = performance.now();
      await withContext(orm, () => direct(parseSearchQuery(queryFor())));
      return performance.now() - started;
    });
    recording.take();
    entry.sqlP50 = percentile(sqlTimes, 50);
    entry.sqlP95 = percentile(sqlTimes, 95);
    if (entry.mode !== 'cold') return [];
    const explained: string[] = [];
    for (const statement of statements) {
      const plan = await withContext(orm, () =>
        sql.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, costs off, timing off, summary off) ${statement.text}`,
          statement.values,
        ),
      );
      explained.push(
        `#### ${entry.name}\n\n\`\`\`\n${plan.map((line) => line['QUERY PLAN']).join('\n')}\n\`\`\``,
      );
    }
    return explained;
  }

  const plans: string[] = [];
  const measured = new Map<string, Measurement>();
  // Runs go through the whole list in turn, so a passing disturbance on the shared cores touches one
  // run of a few queries rather than every run of one query; each figure is the median over runs.
  for (let run = 1; run <= options.runs; run++) {
    for (const { name, query } of options.queries) {
      for (const mode of MODES) {
        const key = `${name}|${mode}`;
        const entry = measured.get(key) ?? {
          name,
          mode,
          runs: [],
          non2xx: 0,
          sqlP50: 0,
          sqlP95: 0,
          statements: [],
          dbMs: [],
        };
        measured.set(key, entry);
        if (run === 1) plans.push(...(await measureSql(entry, query)));
        // A second of the same load first: every pooled connection and the API's code paths warmed up.
        await driveApi(`${apiUrl}/api/tnSearch?${query}`, mode, concurrency, 1);
        await stats.reset();
        const http = await driveApi(`${apiUrl}/api/tnSearch?${query}`, mode, concurrency, seconds);
        const db = await stats.read(http.latencies.length);
        if (db) {
          entry.statements.push(db.statementsPerRequest);
          entry.dbMs.push(db.msPerRequest);
        }
        entry.runs.push({
          p50: percentile(http.latencies, 50),
          p95: percentile(http.latencies, 95),
          p99: percentile(http.latencies, 99),
          rps: http.latencies.length / seconds,
        });
        entry.non2xx += http.non2xx;
        log(
          `run ${run}/${options.runs} ${name} (${mode}): api p50 ${fmt(entry.runs.at(-1)!.p50)} ms, p95 ${fmt(entry.runs.at(-1)!.p95)} ms, sql p50 ${fmt(entry.sqlP50)} ms, db ${db ? `${db.statementsPerRequest.toFixed(2)} statements ${db.msPerRequest.toFixed(2)} ms` : 'n/a'} a request`,
        );
      }
    }
  }

  const rows = [...measured.values()].map((entry) => {
    const of = (field: keyof Measurement['runs'][number]) => median(entry.runs.map((r) => r[field]));
    const p95s = entry.runs.map((r) => r.p95);
    const p50 = of('p50');
    const statements = entry.statements.length ? median(entry.statements).toFixed(2) : 'n/a';
    const dbMs = entry.dbMs.length ? median(entry.dbMs) : undefined;
    const dbRatio = dbMs ? (p50 / dbMs).toFixed(1) : 'n/a';
    return `| ${entry.name} | ${entry.mode} | ${fmt(p50)} | ${fmt(of('p95'))} | ${fmt(Math.min(...p95s))}-${fmt(Math.max(...p95s))} | ${fmt(of('p99'))} | ${Math.round(of('rps'))} | ${statements} | ${dbMs === undefined ? 'n/a' : dbMs.toFixed(2)} | ${dbRatio} | ${fmt(entry.sqlP50)} | ${fmt(entry.sqlP95)} | ${entry.sqlP50 > 0 ? (p50 / entry.sqlP50).toFixed(2) : 'n/a'} | ${entry.non2xx} |`;
  });

  console.info(
    'repeat: the same search again (paging, popular searches); cold: a new basket every request, so nothing is reused.',
  );
  console.info(
    "statements/req and DB ms/req: pg_stat_statements over the measured window (all calls / requests; exec + plan time / requests); API/DB compares the API's p50 with that. SQL: the use case without HTTP (its memos and round trips included).\n",
  );
  console.info(
    '| query | mode | API p50 ms | API p95 ms | p95 range ms | API p99 ms | API req/s | statements/req | DB ms/req | API/DB (p50) | SQL p50 ms | SQL p95 ms | API/SQL (p50) | non-2xx |',
  );
  console.info('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.info(row);
  console.info('\n### Plans\n');
  console.info(plans.join('\n\n'));
}
