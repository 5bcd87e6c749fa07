/**
 * `npm run bench:search`: the catalog search benchmark of BENCHMARKS.md. It seeds 1,000,000
 * numbers into a fresh database, starts the API as its own process, drives each representative
 * search with autocannon (concurrency 10), runs the same use case straight on the database at the
 * same concurrency for the API/SQL ratio, and prints a Markdown table, the EXPLAIN plans and each
 * process's resident memory at the end.
 * Options: --count N (default 1000000), --seconds S per query (default 5), --keep (keep the database),
 * --shared-buffers SIZE (embedded PostgreSQL's cache, default 1GB), --only TEXT (the queries whose name
 * contains TEXT), --runs N (default 3: each figure is the median of N runs of the whole list).
 * BENCH_API_NODE_OPTIONS sets the API process's NODE_OPTIONS (a heap cap, say).
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { ENTITIES } from '../../src/compose.ts';
import { PostgresNumberSearch } from '../../src/modules/catalog/adapters/db/postgres-number-search.ts';
import { refreshSearchTallies } from '../../src/modules/catalog/adapters/db/search-tallies.ts';
import { inProcessSearchMemos } from '../../src/modules/catalog/adapters/memory/search-memos.ts';
import { makeSearchNumbers } from '../../src/modules/catalog/app/search-numbers.ts';
import { createCatalogDemoSeed } from '../../src/modules/catalog/index.ts';
import { systemClock } from '../../src/platform/clock/clock.ts';
import { analyzeBulkLoad } from '../../src/platform/db/analyze-bulk-load.ts';
import { withDatabase } from '../../src/platform/db/database-url.ts';
import { startEmbeddedPostgres } from '../../src/platform/db/embedded-postgres.ts';
import { createOrm, type Orm, runMigrations } from '../../src/platform/db/orm.ts';
import { ensureDatabase } from '../../src/platform/db/prepare-database.ts';
import { RecordingSqlExecutor } from '../../src/platform/db/recording-sql-executor.ts';
import { makeSqlExecutor, type SqlExecutor } from '../../src/platform/db/sql-executor.ts';
import { makeTransactional, withContext } from '../../src/platform/db/unit-of-work.ts';
import { spawnServer } from '../../test/support/spawn-server.ts';
import { withServer } from '../../test/support/test-database.ts';
import { searchBenchQueries } from './search-queries.ts';
import { parseSearchQuery } from './search-request.ts';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '1000000' },
    seconds: { type: 'string', default: '5' },
    keep: { type: 'boolean' },
    'shared-buffers': { type: 'string', default: '1GB' },
    only: { type: 'string' },
    runs: { type: 'string', default: '3' },
  },
});
const COUNT = Number(values.count);
const SECONDS = Number(values.seconds);
const RUNS = Number(values.runs);
const CONCURRENCY = 10;

const log = (message: string) => console.error(`[bench] ${message}`);
const MODES = ['repeat', 'cold'] as const;
type Mode = (typeof MODES)[number];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

interface Measurement {
  name: string;
  mode: Mode;
  runs: Array<{ p50: number; p95: number; p99: number; rps: number }>;
  non2xx: number;
  sqlP50: number;
  sqlP95: number;
}
const newMeasurement = (name: string, mode: Mode): Measurement => ({
  name,
  mode,
  runs: [],
  non2xx: 0,
  sqlP50: 0,
  sqlP95: 0,
});

const fmt = (ms: number | undefined) => (ms === undefined ? 'n/a' : ms.toFixed(1));

/**
 * Reads the catalog's tables and indexes once, so the figures are those of a server with its data in
 * memory (after a reboot the first searches would read from disk). Needs pg_prewarm; skipped without.
 */
async function prewarmCatalog(sql: SqlExecutor, orm: Orm) {
  try {
    await withContext(orm, async () => {
      await sql.query('create extension if not exists pg_prewarm');
      await sql.query(
        `select pg_prewarm(c.oid, 'read') from pg_class c join pg_namespace s on s.oid = c.relnamespace
         where s.nspname = 'catalog' and c.relkind in ('r', 'i')`,
      );
    });
    log('catalog tables and indexes read into memory');
  } catch (error) {
    log(`not prewarmed (${(error as Error).message})`);
  }
}

/** Runs `work` from CONCURRENCY loops for SECONDS and answers each run's duration, sorted. */
async function forConcurrently(work: () => Promise<number>): Promise<number[]> {
  const times: number[] = [];
  const deadline = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) times.push(await work());
    }),
  );
  return times.sort((a, b) => a - b);
}

const randomAddress = () =>
  `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/** autocannon at CONCURRENCY for SECONDS; every response's latency, for exact percentiles (p95 included). */
function driveApi(
  url: string,
  mode: Mode,
  seconds = SECONDS,
): Promise<{ latencies: number[]; non2xx: number }> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const instance = autocannon(
      {
        url: target.origin,
        connections: CONCURRENCY,
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

/** A process's resident memory now and at its peak, in MB (Linux: /proc/<pid>/status). */
async function residentMemory(pid: number): Promise<{ rss?: number; peak?: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = (field: string) => {
    const found = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    return found ? Number(found[1]) / 1024 : undefined;
  };
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

async function main() {
  const server = process.env.DATABASE_URL
    ? { serverUrl: withDatabase(process.env.DATABASE_URL, 'postgres'), stop: async () => {} }
    : await startEmbeddedPostgres({
        dataDir: '.data/bench',
        port: Number(process.env.BENCH_PG_PORT ?? 54359),
        // Room for the inventory's hot indexes (1.7 GB with the table at 1M numbers): a database
        // server is sized for its data; the development default of 256 MB is not.
        sharedBuffers: values['shared-buffers'],
      });
  const database = `ny_bench_${COUNT}`;
  const url = withDatabase(server.serverUrl, database);
  const orm = await createOrm({
    clientUrl: await ensureDatabase(server.serverUrl, database),
    entities: ENTITIES,
    poolMax: 12,
  });
  await runMigrations(orm);

  const sql = makeSqlExecutor(orm);
  const [existing] = await withContext(orm, () =>
    sql.query<{ count: string }>('select count(*) from catalog.number'),
  );
  if (Number(existing!.count) !== COUNT) {
    await withContext(orm, () => sql.query('truncate catalog.number'));
    const started = performance.now();
    log(`seeding ${COUNT} numbers...`);
    await withContext(orm, () => createCatalogDemoSeed(orm, COUNT, { batch: 5_000 })(systemClock.now()));
    log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  // The seed ends with this already; a kept database (--keep) may have changed since.
  await withContext(orm, () => analyzeBulkLoad(sql, ['catalog.number']));
  // What the tallies job does every five minutes (ADR 0011); timed, since it reads the whole inventory.
  const tallyStarted = performance.now();
  await makeTransactional(orm)(() => refreshSearchTallies(sql, systemClock.now()));
  log(`search tallies rebuilt in ${((performance.now() - tallyStarted) / 1000).toFixed(1)} s`);
  // Its dead rows and dirty pages cleaned up now, not by autovacuum and the checkpointer mid-measurement.
  await withContext(orm, () => analyzeBulkLoad(sql, ['catalog.search_tally']));
  await withContext(orm, () => sql.query('checkpoint'));
  await prewarmCatalog(sql, orm);
  const [busy] = await withContext(orm, () =>
    sql.query<{ npa: string; state: string; tn: string }>(
      `select npa, state, min(tn) as tn from catalog.number where type = 'local' group by npa, state order by count(*) desc limit 1`,
    ),
  );
  const [bigState] = await withContext(orm, () =>
    sql.query<{ state: string }>(
      `select state from catalog.number where type = 'local' group by state order by count(*) desc limit 1`,
    ),
  );
  const queries = searchBenchQueries({ npa: busy!.npa, state: bigState!.state, exactTn: busy!.tn }).filter(
    (query) => !values.only || query.name.includes(values.only),
  );

  const api = await spawnServer({
    DATABASE_URL: url,
    ROLE: 'api',
    DB_POOL_MAX: '12',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
    // BENCH_API_NODE_OPTIONS (e.g. --max-old-space-size=256) tries the API under a heap cap.
    ...(process.env.BENCH_API_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_API_NODE_OPTIONS } : {}),
  });
  const recording = new RecordingSqlExecutor(sql);
  // The same use case as the API (with the same in-process memos), minus HTTP: for the API/SQL ratio.
  const direct = makeSearchNumbers({
    search: new PostgresNumberSearch(recording),
    clock: systemClock,
    themePatterns: async () => [],
    memos: inProcessSearchMemos(systemClock, 64 * 1024 * 1024),
  });

  const plans: string[] = [];
  const measured = new Map<string, Measurement>();
  // Runs go through the whole list in turn, so a passing disturbance on the shared cores touches one
  // run of a few queries rather than every run of one query; each figure is the median over runs.
  for (let run = 1; run <= RUNS; run++) {
    for (const { name, query } of queries) {
      for (const mode of MODES) {
        const key = `${name}|${mode}`;
        const entry = measured.get(key) ?? newMeasurement(name, mode);
        measured.set(key, entry);
        if (run === 1) plans.push(...(await measureSql(entry, query)));
        // A second of the same load first: every pooled connection and the API's code paths warmed up.
        await driveApi(`${api.url}/api/tnSearch?${query}`, mode, 1);
        const http = await driveApi(`${api.url}/api/tnSearch?${query}`, mode);
        entry.runs.push({
          p50: percentile(http.latencies, 50),
          p95: percentile(http.latencies, 95),
          p99: percentile(http.latencies, 99),
          rps: http.latencies.length / SECONDS,
        });
        entry.non2xx += http.non2xx;
        log(
          `run ${run}/${RUNS} ${name} (${mode}): api p50 ${fmt(entry.runs.at(-1)!.p50)} ms, p95 ${fmt(entry.runs.at(-1)!.p95)} ms, sql p50 ${fmt(entry.sqlP50)} ms`,
        );
      }
    }
  }

  /** The use case straight on the database at the API's concurrency (API/SQL ratio), and the plans (cold). */
  async function measureSql(entry: Measurement, query: string): Promise<string[]> {
    // Cold: every request names a basket of its own, so no remembered total, facet or pick applies.
    const queryFor = () => (entry.mode === 'cold' ? `${query}&basketUuid=${randomUUID()}` : query);
    await fetch(`${api.url}/api/tnSearch?${queryFor()}`).then((r) => r.text());
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

  const rows = [...measured.values()].map((entry) => {
    const of = (field: keyof Measurement['runs'][number]) => median(entry.runs.map((r) => r[field]));
    const p95s = entry.runs.map((r) => r.p95);
    const p50 = of('p50');
    return `| ${entry.name} | ${entry.mode} | ${fmt(p50)} | ${fmt(of('p95'))} | ${fmt(Math.min(...p95s))}-${fmt(Math.max(...p95s))} | ${fmt(of('p99'))} | ${Math.round(of('rps'))} | ${fmt(entry.sqlP50)} | ${fmt(entry.sqlP95)} | ${entry.sqlP50 > 0 ? (p50 / entry.sqlP50).toFixed(2) : 'n/a'} | ${entry.non2xx} |`;
  });

  console.info(
    `## Search benchmark: ${COUNT.toLocaleString('en-US')} numbers, concurrency ${CONCURRENCY}, ${SECONDS} s per query, median of ${RUNS} runs\n`,
  );
  console.info(
    'repeat: the same search again (paging, popular searches); cold: a new basket every request, so nothing is reused.\n',
  );
  console.info(
    '| query | mode | API p50 ms | API p95 ms | p95 range ms | API p99 ms | API req/s | SQL p50 ms | SQL p95 ms | API/SQL (p50) | non-2xx |',
  );
  console.info('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.info(row);
  console.info('\n### Plans\n');
  console.info(plans.join('\n\n'));

  console.info('\n### Memory\n');
  console.info('| process | RSS MB at the end | peak RSS MB |');
  console.info('|---|---|---|');
  for (const [name, pid] of [
    ['API (spawned, ROLE=api)', api.pid],
    ['benchmark (direct use case)', process.pid],
  ] as const) {
    const { rss, peak } = await residentMemory(pid);
    console.info(`| ${name} | ${fmt(rss)} | ${fmt(peak)} |`);
  }

  await api.stop();
  await orm.close();
  if (!values.keep)
    await withServer(server.serverUrl, (client) =>
      client.query(`drop database if exists "${database}" with (force)`),
    );
  await server.stop();
}

await main();
process.exit(0);
