/**
 * `npm run bench:search`: the catalog search benchmark of BENCHMARKS.md. It seeds 1,000,000
 * numbers into a fresh database, starts the API as its own process, drives each representative
 * search with autocannon (concurrency 10, or --concurrency N), runs the same use case straight on the database at the
 * same concurrency for the API/SQL ratio, reads the database's own cost per request from
 * pg_stat_statements, and prints a Markdown table, the EXPLAIN plans and each process's resident memory.
 * Options: --count N (default 1000000), --seconds S per query (default 5), --keep (keep the database),
 * --shared-buffers SIZE (embedded PostgreSQL's cache, default 1GB), --only TEXT (the queries whose name
 * contains TEXT), --runs N (default 3: each figure is the median of N runs of the whole list).
 * --crowd: varied searches from a seeded generator instead (docs/adr/0076), for --seconds (default 30
 * there), --seed N; --pin adds a run with the API on CPU 0 and the benchmark on CPU 1; --during-rebuild
 * adds a run while the tally and runs jobs loop (--full-runs: the runs' full pass instead of the job's).
 * The API starts as start:api starts it (its heap cap, memo budget and allocator setting);
 * BENCH_API_NODE_OPTIONS replaces its node flags ('' for none), BENCH_API_ENTRY its entry (src/main.ts).
 */
import { parseArgs } from 'node:util';
import { ENTITIES } from '../../src/compose.ts';
import { DEMO_PASSWORD } from '../../src/modules/accounts/index.ts';
import { refreshSearchTallies } from '../../src/modules/catalog/adapters/db/search-tallies.ts';
import { createCatalogDemoSeed } from '../../src/modules/catalog/index.ts';
import { systemClock } from '../../src/platform/clock/clock.ts';
import { analyzeBulkLoad } from '../../src/platform/db/analyze-bulk-load.ts';
import { withDatabase } from '../../src/platform/db/database-url.ts';
import { restoreDeferredIndexes } from '../../src/platform/db/deferred-indexes.ts';
import { startEmbeddedPostgres } from '../../src/platform/db/embedded-postgres.ts';
import { createOrm, type Orm, runMigrations } from '../../src/platform/db/orm.ts';
import { ensureDatabase } from '../../src/platform/db/prepare-database.ts';
import { makeSqlExecutor, type SqlExecutor } from '../../src/platform/db/sql-executor.ts';
import { makeTransactional, withContext } from '../../src/platform/db/unit-of-work.ts';
import { spawnServer } from '../../test/support/spawn-server.ts';
import { withServer } from '../../test/support/test-database.ts';
import { apiLaunch } from './api-launch.ts';
import { type CrowdResult, printCrowd, runCrowd } from './search-crowd.ts';
import { readVocabulary, setUpCrowdCallers } from './search-crowd-callers.ts';
import { REBUILD_ROLE, STATEMENT_STATS_SETTINGS, statementStats } from './search-db-cost.ts';
import { measureList } from './search-list.ts';
import { canPin, fmt, log, pin, pinPostgres, residentMemory } from './search-measure.ts';
import { searchBenchQueries } from './search-queries.ts';
import { loopRebuilds } from './search-rebuild-loop.ts';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '1000000' },
    seconds: { type: 'string' },
    keep: { type: 'boolean' },
    'shared-buffers': { type: 'string', default: '1GB' },
    only: { type: 'string' },
    runs: { type: 'string', default: '3' },
    crowd: { type: 'boolean' },
    seed: { type: 'string', default: '20261118' },
    pin: { type: 'boolean' },
    'during-rebuild': { type: 'boolean' },
    'full-runs': { type: 'boolean' },
    concurrency: { type: 'string', default: '10' },
  },
});
const COUNT = Number(values.count);
const SECONDS = Number(values.seconds ?? (values.crowd ? 30 : 5));
const RUNS = Number(values.runs);
/** Requests in flight at once: issue 18's goal is at 10; 1 shows what a request costs without queueing. */
const CONCURRENCY = Number(values.concurrency);

/** A second connection pool as its own role, so the rebuild loop's statements are told from the searches'. */
async function rebuildOrm(orm: Orm, sql: SqlExecutor, url: string): Promise<Orm> {
  await withContext(orm, () =>
    sql.query(
      `do $$ begin if not exists (select from pg_roles where rolname = '${REBUILD_ROLE}') then
         create role ${REBUILD_ROLE} superuser login password '${REBUILD_ROLE}'; end if; end $$`,
    ),
  );
  const rebuildUrl = new URL(url);
  rebuildUrl.username = REBUILD_ROLE;
  rebuildUrl.password = REBUILD_ROLE;
  return createOrm({ clientUrl: rebuildUrl.toString(), entities: ENTITIES, poolMax: 2 });
}

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

/** The inventory's table and index sizes, for BENCHMARKS.md's 10M table. */
async function printInventorySizes(sql: SqlExecutor, orm: Orm) {
  const rows = await withContext(orm, () =>
    sql.query<{ name: string; bytes: string }>(
      `select 'table' as name, pg_table_size('catalog.number') as bytes
       union all select c.relname, pg_relation_size(c.oid) from pg_index i join pg_class c on c.oid = i.indexrelid
       where i.indrelid = 'catalog.number'::regclass order by 2 desc`,
    ),
  );
  const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
  const indexes = rows.filter((row) => row.name !== 'table');
  const total = indexes.reduce((sum, row) => sum + Number(row.bytes), 0);
  log(
    `catalog.number: table ${mb(Number(rows.find((row) => row.name === 'table')?.bytes ?? 0))}, ${indexes.length} indexes ${mb(total)}`,
  );
  log(`  ${indexes.map((row) => `${row.name} ${mb(Number(row.bytes))}`).join(', ')}`);
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
        // The database's own cost per request (issue 18's honest baseline) is read from pg_stat_statements.
        // A bulk load of millions fills 1 GB of WAL every few batches: each filled WAL forced a checkpoint
        // (43 in the first ten minutes of a 10M load), and every page touched after one is written whole again.
        settings: { ...STATEMENT_STATS_SETTINGS, max_wal_size: '16GB', checkpoint_timeout: '30min' },
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
  // An earlier seed that was stopped half way left its GIN indexes dropped (docs/adr/0083).
  await withContext(orm, () => restoreDeferredIndexes(sql, makeTransactional(orm)));
  const [existing] = await withContext(orm, () =>
    sql.query<{ count: string }>('select count(*) from catalog.number'),
  );
  if (Number(existing!.count) !== COUNT) {
    await withContext(orm, () => sql.query('truncate catalog.number'));
    const started = performance.now();
    log(`seeding ${COUNT} numbers...`);
    await withContext(orm, () =>
      createCatalogDemoSeed(orm, COUNT, { batch: 5_000, deferIndexes: true })(systemClock.now()),
    );
    log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  await printInventorySizes(sql, orm);
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
  const stats = statementStats(sql, (work) => withContext(orm, work));
  if (!(await stats.ready())) log('pg_stat_statements is not loaded: the DB columns say n/a');
  const queries = searchBenchQueries({ npa: busy!.npa, state: bigState!.state, exactTn: busy!.tn }).filter(
    (query) => !values.only || query.name.includes(values.only),
  );

  const { entry, nodeOptions, env: apiEnv } = await apiLaunch();
  log(`API ${entry}, node flags: ${nodeOptions || 'none'}; environment: ${JSON.stringify(apiEnv)}`);
  const api = await spawnServer(
    {
      DATABASE_URL: url,
      ROLE: 'api',
      DB_POOL_MAX: '12',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      NODE_OPTIONS: nodeOptions,
      ...apiEnv,
    },
    entry,
  );

  if (values.crowd) {
    const options = {
      apiUrl: api.url,
      apiPid: api.pid,
      seconds: SECONDS,
      seed: Number(values.seed),
      concurrency: CONCURRENCY,
      vocabulary: await readVocabulary(orm, sql),
      callers: await setUpCrowdCallers(api.url, orm, sql, DEMO_PASSWORD),
      stats,
    };
    const results: CrowdResult[] = [await runCrowd(options, 'unpinned')];
    if (values['during-rebuild']) {
      const rebuilder = await rebuildOrm(orm, sql, url);
      const loop = loopRebuilds(rebuilder, makeSqlExecutor(rebuilder), {
        fullRuns: Boolean(values['full-runs']),
      });
      const result = await runCrowd(options, 'during rebuild');
      result.note = await loop.stop();
      await rebuilder.close();
      results.push(result);
    }
    if (values.pin) {
      if (!(await canPin(2))) log('no taskset or fewer than 2 cores: --pin skipped');
      else {
        // The server side (API and its database) on CPU 0, the load generator alone on CPU 1.
        await pin(api.pid, 0);
        const pinnedPg = 'dataDir' in server ? await pinPostgres(server.dataDir, 0) : 0;
        await pin(process.pid, 1);
        const result = await runCrowd(options, 'pinned', `API and ${pinnedPg} PostgreSQL processes on CPU 0`);
        results.push(result);
      }
    }
    printCrowd(
      results,
      `Search crowd: ${COUNT.toLocaleString('en-US')} numbers, concurrency ${CONCURRENCY}, ${SECONDS} s, seed ${values.seed}, API node flags: ${nodeOptions || 'none'}`,
    );
  } else {
    console.info(
      `## Search benchmark: ${COUNT.toLocaleString('en-US')} numbers, concurrency ${CONCURRENCY}, ${SECONDS} s per query, median of ${RUNS} runs\n`,
    );
    await measureList({
      apiUrl: api.url,
      queries,
      runs: RUNS,
      seconds: SECONDS,
      concurrency: CONCURRENCY,
      orm,
      sql,
      stats,
    });
  }

  console.info('\n### Memory\n');
  console.info('| process | RSS MB at the end | peak RSS MB |');
  console.info('|---|---|---|');
  for (const [name, pid] of [
    [`API (spawned, ${entry}, ROLE=api, ${nodeOptions || 'no heap flags'})`, api.pid],
    ['benchmark (load generator and direct use case)', process.pid],
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
