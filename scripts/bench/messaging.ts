/**
 * `npm run bench:messaging`: the conversations benchmark of BENCHMARKS.md ("Messaging"). It seeds one
 * account with 10,000 threads and 1,000,000 messages into its own database (SQL over generate_series,
 * then VACUUM ANALYZE), starts two API processes on it as `npm run start:api` starts them (ROLE=api, the bundle
 * and its heap cap; BENCH_API_ENTRY and BENCH_API_NODE_OPTIONS as for bench:search), and reports:
 * - p95 of the thread list page and the message page through HTTP (autocannon, at each concurrency of
 *   --concurrency), first pages and deep `beforeDate` pages, with and without `tn`;
 * - the plans of the statements those pages run (recorded from an in-process app, EXPLAIN ANALYZE), checked
 *   against the indexes of ADR 0041;
 * - send-to-SSE latency: POST /api/accounts/messages on one process, until the `messages` created event
 *   arrives on an /api/events stream opened on the other.
 * Options: --threads N (10000), --messages N (1000000), --seconds S per page (5), --runs N (3: figures are
 * the median), --concurrency LIST (1,10), --sends N (200), --gap MS between sends (100), --only TEXT (pages
 * whose name contains it), --keep (keep the database), --reseed (seed a kept database again), --shared-buffers
 * SIZE (1GB), --skip-live, --priority N (see raisePriority).
 */
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { composeApp, ENTITIES } from '../../src/compose.ts';
import { systemClock } from '../../src/platform/clock/clock.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { analyzeBulkLoad } from '../../src/platform/db/analyze-bulk-load.ts';
import { withDatabase } from '../../src/platform/db/database-url.ts';
import { startEmbeddedPostgres } from '../../src/platform/db/embedded-postgres.ts';
import { createOrm, type Orm, runMigrations } from '../../src/platform/db/orm.ts';
import { ensureDatabase } from '../../src/platform/db/prepare-database.ts';
import { makeSqlExecutor, type SqlExecutor } from '../../src/platform/db/sql-executor.ts';
import { withContext } from '../../src/platform/db/unit-of-work.ts';
import { createBoss, createQueues } from '../../src/platform/jobs/pg-boss-jobs.ts';
import { createLogger } from '../../src/platform/logging/logger.ts';
import { withServer } from '../../test/support/test-database.ts';
import { spawnApiPairAsDeployed } from './api-launch.ts';
import { BASELINE_CASE, type PageCase, pageCases } from './messaging-cases.ts';
import { driveApi, fmt, logIn, median, percentile } from './messaging-http.ts';
import { measureSendToEvent } from './messaging-live.ts';
import {
  accessesOf,
  conversationReads,
  explain,
  type RecordedStatement,
  recordStatements,
  renderPlan,
} from './messaging-plans.ts';
import {
  BENCH_LOGIN,
  BENCH_TNS,
  MESSAGING_TABLES,
  prepareBenchAccount,
  seedConversations,
} from './messaging-seed.ts';

const { values } = parseArgs({
  options: {
    threads: { type: 'string', default: '10000' },
    messages: { type: 'string', default: '1000000' },
    seconds: { type: 'string', default: '5' },
    runs: { type: 'string', default: '3' },
    concurrency: { type: 'string', default: '1,10' },
    sends: { type: 'string', default: '200' },
    gap: { type: 'string', default: '100' },
    only: { type: 'string' },
    keep: { type: 'boolean' },
    'shared-buffers': { type: 'string', default: '1GB' },
    'skip-live': { type: 'boolean' },
    reseed: { type: 'boolean' },
    priority: { type: 'string' },
  },
});
const SIZE = { threads: Number(values.threads), messages: Number(values.messages) };
const SECONDS = Number(values.seconds);
const RUNS = Number(values.runs);
const CONCURRENCIES = values.concurrency.split(',').map(Number);
const GOAL_PAGE_MS = 30;
const GOAL_LIVE_MS = 100;

const log = (message: string) => console.error(`[bench] ${message}`);

/**
 * --priority N: the benchmark, its PostgreSQL (backends inherit the postmaster's) and API processes run N
 * steps above everything else on the machine (needs root): an estimate of a machine of their own when other
 * work shares the cores. Off by default.
 */
async function raisePriority(...pids: Array<number | undefined>) {
  const steps = Number(values.priority ?? 0);
  if (!steps) return;
  for (const pid of [process.pid, ...pids]) {
    if (pid === undefined) continue;
    try {
      os.setPriority(pid, -steps);
    } catch (error) {
      log(`priority of ${pid} not raised (${(error as Error).message})`);
    }
  }
}

async function postmasterPid(dataDir: string) {
  const text = await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8').catch(() => '');
  return Number(text.split('\n')[0]) || undefined;
}

/** Reads the conversation tables and their indexes into PostgreSQL's cache (needs pg_prewarm). */
async function prewarm(sql: SqlExecutor, orm: Orm) {
  try {
    await withContext(orm, async () => {
      await sql.query('create extension if not exists pg_prewarm');
      await sql.query(
        `select pg_prewarm(c.oid, 'read') from pg_class c join pg_namespace s on s.oid = c.relnamespace
         where s.nspname = 'messaging' and c.relkind in ('r', 'i')`,
      );
    });
    log('messaging tables and indexes read into memory');
  } catch (error) {
    log(`not prewarmed (${(error as Error).message})`);
  }
}

async function seededSize(sql: SqlExecutor, orm: Orm, accountId: number) {
  const [row] = await withContext(orm, () =>
    sql.query<{ threads: string; messages: string }>(
      `select (select count(*) from messaging.message_thread where account_id = $1) as threads,
              (select count(*) from messaging.message where account_id = $1) as messages`,
      [accountId],
    ),
  );
  return { threads: Number(row!.threads), messages: Number(row!.messages) };
}

/** Serves each page once through an in-process app recording its SQL; answers the plans as Markdown. */
async function checkPlans(url: string, orm: Orm, sql: SqlExecutor, cases: PageCase[], cookie: string) {
  const config = loadConfig({ DATABASE_URL: url, LOG_LEVEL: 'silent', SERVE_WEB: 'false' });
  const boss = createBoss(url, { supervise: false, schedule: false });
  await boss.start();
  const composed = composeApp({ config, logger: createLogger('silent'), clock: systemClock, orm, boss });
  await createQueues(boss, composed.jobs);
  const recorder = recordStatements();
  const sections: string[] = [];
  const problems: string[] = [];
  const sqlTimes = new Map<
    string,
    { p50: number; p95: number; inProcess: { p50: number; p95: number }; statements: number }
  >();
  try {
    for (const page of cases.filter((c) => c.page !== 'baseline')) {
      const get = () => composed.app.request(`http://localhost:3000${page.path}`, { headers: { cookie } });
      await (await get()).text();
      recorder.take();
      const response = await get();
      await response.text();
      const statements = recorder.take();
      const reads = conversationReads(statements);
      if (response.status !== 200) problems.push(`${page.name}: HTTP ${response.status}`);
      const plans = await withContext(orm, () => Promise.all(reads.map((read) => explain(sql, read))));
      sqlTimes.set(page.name, {
        ...(await timeStatements(orm, sql, reads)),
        inProcess: await timeInProcess(get),
        statements: statements.length,
      });
      const used = plans.flatMap((plan) => accessesOf(plan).indexes);
      const seqScans = plans.flatMap((plan) => accessesOf(plan).seqScans);
      if (!page.intended.some((index) => used.includes(index)))
        problems.push(
          `${page.name}: none of ${page.intended.join(', ')} used (read ${used.join(', ') || 'no index'})`,
        );
      for (const table of seqScans.filter((t) => ['message', 'message_thread', 'contact'].includes(t)))
        problems.push(`${page.name}: reads all of ${table} (Seq Scan)`);
      sections.push(
        `#### ${page.name}\n\n${reads
          .map(
            (read, i) => `\`\`\`sql\n${read.text.trim()}\n\`\`\`\n\n\`\`\`\n${renderPlan(plans[i]!)}\n\`\`\``,
          )
          .join('\n\n')}`,
      );
    }
  } finally {
    recorder.stop();
    await boss.stop({ graceful: false });
  }
  return { markdown: sections.join('\n\n'), problems, sqlTimes };
}

/** The page's reads of conversations run one after another on one connection, 50 times: the database's share. */
async function timeStatements(orm: Orm, sql: SqlExecutor, reads: RecordedStatement[]) {
  const times: number[] = [];
  await withContext(orm, async () => {
    for (let i = 0; i < 55; i++) {
      const started = performance.now();
      for (const read of reads) await sql.query(read.text, read.values);
      if (i >= 5) times.push(performance.now() - started);
    }
  });
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** The whole request through the app in this process, one at a time (no socket, no other process): 50 times. */
async function timeInProcess(get: () => Response | Promise<Response>) {
  const times: number[] = [];
  for (let i = 0; i < 55; i++) {
    const started = performance.now();
    await (await get()).text();
    if (i >= 5) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

interface Figures {
  page: PageCase;
  concurrency: number;
  runs: Array<{ p50: number; p95: number; p99: number; rps: number }>;
  non2xx: number;
}

async function main() {
  const server = process.env.DATABASE_URL
    ? { serverUrl: withDatabase(process.env.DATABASE_URL, 'postgres'), stop: async () => {} }
    : await startEmbeddedPostgres({
        dataDir: '.data/bench-messaging',
        port: Number(process.env.BENCH_PG_PORT ?? 54416),
        sharedBuffers: values['shared-buffers'],
      });
  await raisePriority('dataDir' in server ? await postmasterPid(server.dataDir) : undefined);
  const database = `ny_bench_messaging_${SIZE.threads}_${SIZE.messages}`;
  const url = await ensureDatabase(server.serverUrl, database);
  const orm = await createOrm({ clientUrl: url, entities: ENTITIES, poolMax: 12 });
  await runMigrations(orm);
  const sql = makeSqlExecutor(orm);

  const accountId = await prepareBenchAccount(orm, systemClock.now());
  const existing = await seededSize(sql, orm, accountId);
  if (values.reseed || existing.threads !== SIZE.threads || existing.messages < SIZE.messages) {
    const started = performance.now();
    log(`seeding ${SIZE.threads} threads and ${SIZE.messages} messages...`);
    await seedConversations(orm, sql, accountId, SIZE, systemClock.now(), log);
    log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } else {
    // A kept database may have changed since (earlier sends); as a server whose autovacuum has caught up.
    await withContext(orm, () => analyzeBulkLoad(sql, MESSAGING_TABLES));
  }
  await withContext(orm, () => sql.query('checkpoint'));
  await prewarm(sql, orm);
  const cases = [
    BASELINE_CASE,
    ...(await withContext(orm, () => pageCases(sql, accountId, SIZE.threads))),
  ].filter((page) => !values.only || page.name.includes(values.only));

  // Both API processes as `npm run start:api` starts them: the bundle, its heap cap and memo budget (ADR 0093).
  const env = { DATABASE_URL: url, ROLE: 'api', DB_POOL_MAX: '12', LOG_LEVEL: 'warn' };
  const [a, b] = await spawnApiPairAsDeployed(env);
  await raisePriority(a.pid, b.pid);
  const cookie = await logIn(a.url, BENCH_LOGIN);
  const plans = await checkPlans(url, orm, sql, cases, cookie);
  for (const problem of plans.problems) log(`plan: ${problem}`);

  const loadBefore = os.loadavg()[0]!;
  const figures = new Map<string, Figures>();
  for (let run = 1; run <= RUNS; run++) {
    for (const page of cases) {
      for (const concurrency of CONCURRENCIES) {
        const key = `${page.name}|${concurrency}`;
        const entry = figures.get(key) ?? { page, concurrency, runs: [], non2xx: 0 };
        figures.set(key, entry);
        // A second of the same load first: pooled connections and code paths warmed up.
        await driveApi(a.url, page.path, { cookie, connections: concurrency, seconds: 1 });
        const http = await driveApi(a.url, page.path, { cookie, connections: concurrency, seconds: SECONDS });
        const p95 = percentile(http.latencies, 95);
        entry.runs.push({
          p50: percentile(http.latencies, 50),
          p95,
          p99: percentile(http.latencies, 99),
          rps: http.latencies.length / SECONDS,
        });
        entry.non2xx += http.non2xx;
        log(`run ${run}/${RUNS} ${page.name} @${concurrency}: p95 ${fmt(p95)} ms, non-2xx ${http.non2xx}`);
      }
    }
  }

  const live = values['skip-live']
    ? undefined
    : await (async () => {
        const [target] = await withContext(orm, () =>
          sql.query<{ participants: string[] }>(
            `select participants from messaging.message_thread where account_id = $1 and tn = $2 and id % 1000 <> 1
             and deleted_at is null order by id desc limit 1`,
            [accountId, BENCH_TNS[0]],
          ),
        );
        log(`send-to-SSE: ${values.sends} sends through one process, events read from the other...`);
        const run = (sender: string, watcher: string) =>
          measureSendToEvent({
            sender,
            watcher,
            cookie,
            tn: BENCH_TNS[0],
            participants: target!.participants,
            count: Number(values.sends),
            gapMs: Number(values.gap),
            // The API allows an account 30 sends a minute (send-message.ts); the benchmark sends more, so it
            // empties the account's send window before each send, outside the timed part.
            beforeEachSend: () =>
              withContext(orm, () =>
                sql.query(`delete from platform.rate_limit where key like 'messages:send:%'`),
              ).then(() => undefined),
          });
        return { across: await run(a.url, b.url), same: await run(a.url, a.url) };
      })();

  const rows = [...figures.values()].map((entry) => {
    const of = (field: keyof Figures['runs'][number]) => median(entry.runs.map((r) => r[field]));
    const p95s = entry.runs.map((r) => r.p95);
    const verdict =
      entry.page.page === 'baseline'
        ? '-'
        : entry.non2xx
          ? 'errors'
          : of('p95') <= GOAL_PAGE_MS
            ? 'yes'
            : 'no';
    const sqlTime = plans.sqlTimes.get(entry.page.name);
    return `| ${entry.page.name} | ${entry.concurrency} | ${fmt(of('p50'))} | ${fmt(of('p95'))} | ${fmt(Math.min(...p95s))}-${fmt(Math.max(...p95s))} | ${fmt(of('p99'))} | ${Math.round(of('rps'))} | ${fmt(sqlTime?.inProcess.p50)} / ${fmt(sqlTime?.inProcess.p95)} | ${sqlTime?.statements ?? '-'} | ${fmt(sqlTime?.p50)} / ${fmt(sqlTime?.p95)} | ${entry.non2xx} | ${verdict} |`;
  });
  console.info(
    `## Messaging benchmark: ${SIZE.threads.toLocaleString('en-US')} threads, ${SIZE.messages.toLocaleString('en-US')} messages in one account, ${SECONDS} s per page and concurrency, median of ${RUNS} runs\n`,
  );
  console.info(`Goal: p95 <= ${GOAL_PAGE_MS} ms per page.\n`);
  console.info(
    `Machine: ${os.cpus().length} cores${values.priority ? `, benchmark processes ${values.priority} steps above the rest (--priority)` : ''} (${os.cpus()[0]?.model ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GB; load average (1 min) ${loadBefore.toFixed(1)} before the pages, ${os.loadavg()[0]!.toFixed(1)} at the end. In-process ms: the same request through the app inside the benchmark's process, one at a time (p50 / p95 of 50); statements: SQL statements the request ran; SQL ms: its reads of conversations run in turn on one connection (p50 / p95 of 50).\n`,
  );
  console.info(
    '| page | concurrency | p50 ms | p95 ms | p95 range ms | p99 ms | req/s | in-process ms | statements | SQL ms | non-2xx | p95 within goal |',
  );
  console.info('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.info(row);
  if (live) {
    console.info(
      `\n### Send to SSE (${values.sends} sends, ${values.gap} ms apart; goal p95 <= ${GOAL_LIVE_MS} ms)\n`,
    );
    console.info(
      '| path | p50 ms | p95 ms | p99 ms | max ms | POST p50 ms | POST p95 ms | missed | failed sends |',
    );
    console.info('|---|---|---|---|---|---|---|---|---|');
    for (const [name, result] of [
      ['POST on API 1, event on API 2', live.across],
      ['POST and event on API 1', live.same],
    ] as const) {
      console.info(
        `| ${name} | ${fmt(percentile(result.latencies, 50))} | ${fmt(percentile(result.latencies, 95))} | ${fmt(percentile(result.latencies, 99))} | ${fmt(result.latencies.at(-1))} | ${fmt(percentile(result.postTimes, 50))} | ${fmt(percentile(result.postTimes, 95))} | ${result.missed} | ${result.failures.length} |`,
      );
      for (const failure of result.failures) log(`send failed: ${failure}`);
    }
  }
  console.info('\n### Plans\n');
  console.info(
    plans.problems.length
      ? plans.problems.map((p) => `- ${p}`).join('\n')
      : 'Every page reads its intended index; no sequential scan of message, message_thread or contact.',
  );
  console.info(`\n${plans.markdown}`);

  await Promise.all([a.stop(), b.stop()]);
  await orm.close();
  if (!values.keep)
    await withServer(server.serverUrl, (client) =>
      client.query(`drop database if exists "${database}" with (force)`),
    );
  await server.stop();
}

await main();
process.exit(0);
