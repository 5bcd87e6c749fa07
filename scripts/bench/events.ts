/**
 * `npm run bench:events`: live events at scale (BENCHMARKS.md, "Live events"). It seeds --accounts accounts,
 * each with a signed-in session, into its own database, starts two API processes as `npm run start:api` starts
 * them (ROLE=api, the bundle and its heap cap; BENCH_API_ENTRY and BENCH_API_NODE_OPTIONS as for bench:search), and opens
 * --connections GET /api/events streams on process A (stream i belongs to account i % accounts). It reports:
 * - process A's RSS before and after the streams open (and after the rounds): the memory of one stream;
 * - process A's CPU and the database's transactions per second while the streams sit idle for --idle seconds
 *   (what holding them costs: session checks, heartbeats);
 * - --rounds rounds, --gap ms apart, each publishing one event to every account through process B
 *   (POST /api/dev/events, --publish-concurrency at a time, the real publish path: a row and a NOTIFY in the
 *   request's transaction): the latency from each POST's start until its event arrives on each stream of
 *   its account, p50/p95/p99/max, and the share delivered within 1 s.
 * Options: --connections N (5000), --accounts N (500), --rounds N (5), --gap MS (2000), --idle S (30),
 * --publish-concurrency N (4), --open-concurrency N (50), --keep (keep the database; a fresh one otherwise).
 * Every stream is a socket in both this process and process A: the open-file limit (`ulimit -n`) must exceed
 * --connections plus a few hundred; the script says so before it starts when it does not.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ENTITIES } from '../../src/compose.ts';
import { withDatabase } from '../../src/platform/db/database-url.ts';
import { startEmbeddedPostgres } from '../../src/platform/db/embedded-postgres.ts';
import { createOrm, runMigrations } from '../../src/platform/db/orm.ts';
import { ensureDatabase } from '../../src/platform/db/prepare-database.ts';
import { makeSqlExecutor } from '../../src/platform/db/sql-executor.ts';
import { withServer } from '../../test/support/test-database.ts';
import { spawnApiPairAsDeployed } from './api-launch.ts';
import { type EventClients, openEventClients } from './events-clients.ts';
import { benchToken, seedEventAccounts } from './events-seed.ts';
import { fmt, percentile } from './messaging-http.ts';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '5000' },
    accounts: { type: 'string', default: '500' },
    rounds: { type: 'string', default: '5' },
    gap: { type: 'string', default: '2000' },
    idle: { type: 'string', default: '30' },
    'publish-concurrency': { type: 'string', default: '4' },
    'open-concurrency': { type: 'string', default: '50' },
    keep: { type: 'boolean' },
  },
});
const CONNECTIONS = Number(values.connections);
const ACCOUNTS = Math.min(Number(values.accounts), CONNECTIONS);
const ROUNDS = Number(values.rounds);
const GAP_MS = Number(values.gap);
const IDLE_S = Number(values.idle);
const GOAL_RSS_KB = 64;
const GOAL_MS = 1000;
const ROUND_TIMEOUT_MS = 15_000;
const DATABASE = 'ny_bench_events';

const log = (message: string) => console.error(`[bench] ${message}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of a process, in KB (Linux). */
const rssKb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
/** CPU seconds (user + system) a process has used so far (Linux). */
function cpuSeconds(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(execFileSync('getconf', ['CLK_TCK']).toString()) || 100;
  return (Number(fields[11]) + Number(fields[12])) / ticks;
}

function checkOpenFileLimit() {
  const limit = Number(execFileSync('sh', ['-c', 'ulimit -n']).toString().trim());
  if (Number.isFinite(limit) && limit < CONNECTIONS + 500) {
    log(
      `the open-file limit is ${limit}, too low for ${CONNECTIONS} streams: run \`ulimit -n ${CONNECTIONS + 1000}\` ` +
        '(as root, or raise the hard limit in /etc/security/limits.conf) in the shell first',
    );
    process.exit(1);
  }
  return limit;
}

/** Runs `work` on `items` with at most `concurrency` at a time. */
async function eachLimited<T>(
  items: T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<void>,
) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

interface Round {
  latencies: number[];
  expected: number;
  publishMs: number;
  /** Each POST's own response time, sorted. */
  postTimes: number[];
  failedPosts: number;
}

/** One event to every account through `publisher`; waits for each stream's copy (or the timeout). */
async function runRound(
  round: number,
  publisher: string,
  cookies: string[],
  clients: EventClients,
): Promise<Round> {
  const expected = clients.open;
  const sentAt: number[] = [];
  const postTimes: number[] = [];
  let failedPosts = 0;
  clients.takeArrivals();
  const started = performance.now();
  await eachLimited(cookies, Number(values['publish-concurrency']), async (cookie, account) => {
    sentAt[account] = performance.now();
    const response = await fetch(`${publisher}/api/dev/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: publisher, cookie },
      body: JSON.stringify({ service: 'bench', type: 'created', data: { round, account } }),
    });
    await response.arrayBuffer();
    postTimes.push(performance.now() - sentAt[account]!);
    if (response.status !== 202 && failedPosts++ < 3) log(`publish failed: HTTP ${response.status}`);
  });
  const publishMs = performance.now() - started;
  const latencies: number[] = [];
  const deadline = performance.now() + ROUND_TIMEOUT_MS;
  while (latencies.length < expected && performance.now() < deadline) {
    for (const arrival of clients.takeArrivals())
      if (arrival.round === round) latencies.push(arrival.at - sentAt[arrival.account]!);
    if (latencies.length < expected) await sleep(50);
  }
  latencies.sort((a, b) => a - b);
  postTimes.sort((a, b) => a - b);
  return { latencies, expected, publishMs, postTimes, failedPosts };
}

async function databaseTransactions(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      'select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()',
    );
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

async function main() {
  const fileLimit = checkOpenFileLimit();
  const server = process.env.DATABASE_URL
    ? { serverUrl: withDatabase(process.env.DATABASE_URL, 'postgres'), stop: async () => {} }
    : await startEmbeddedPostgres({
        dataDir: '.data/bench-events',
        port: Number(process.env.BENCH_PG_PORT ?? 54427),
      });
  if (!values.keep)
    await withServer(server.serverUrl, (client) =>
      client.query(`drop database if exists "${DATABASE}" with (force)`),
    );
  const url = await ensureDatabase(server.serverUrl, DATABASE);
  const orm = await createOrm({ clientUrl: url, entities: ENTITIES, poolMax: 4 });
  await runMigrations(orm);
  log(`seeding ${ACCOUNTS} accounts with a session each...`);
  await seedEventAccounts(orm, makeSqlExecutor(orm), ACCOUNTS);
  await orm.close();
  const cookies = Array.from({ length: ACCOUNTS }, (_, i) => `ny_session=${benchToken(i + 1)}`);

  // Both API processes as `npm run start:api` starts them: the bundle, its heap cap and memo budget (ADR 0093).
  const [a, b] = await spawnApiPairAsDeployed({ DATABASE_URL: url, ROLE: 'api', LOG_LEVEL: 'warn' });
  const loadBefore = os.loadavg()[0]!;
  // Warm-up: a few streams opened and closed, so the code paths and pools of a stream are in place.
  const warm = await openEventClients({ baseUrl: a.url, cookies, connections: 20, concurrency: 5 });
  warm.close();
  await sleep(2000);
  const rssBefore = rssKb(a.pid);

  log(`opening ${CONNECTIONS} streams on API A (open-file limit ${fileLimit})...`);
  const openStarted = performance.now();
  const clients = await openEventClients({
    baseUrl: a.url,
    cookies,
    connections: CONNECTIONS,
    concurrency: Number(values['open-concurrency']),
    onProgress: (ready) => log(`  ${ready} streams ready`),
  });
  const openSeconds = (performance.now() - openStarted) / 1000;
  for (const failure of clients.failures) log(failure);
  await sleep(3000);
  const rssOpen = rssKb(a.pid);
  log(`${clients.open} streams open in ${openSeconds.toFixed(1)} s; API A RSS ${rssBefore} -> ${rssOpen} KB`);

  log(`holding them idle for ${IDLE_S} s...`);
  const cpuIdle0 = cpuSeconds(a.pid);
  const xacts0 = await databaseTransactions(url);
  // RSS sampled every second: the lowest is the streams' memory with the least garbage not yet collected.
  let rssSettled = rssOpen;
  for (let second = 0; second < IDLE_S; second++) {
    await sleep(1000);
    rssSettled = Math.min(rssSettled, rssKb(a.pid));
  }
  const idleCpu = (cpuSeconds(a.pid) - cpuIdle0) / IDLE_S;
  const idleTps = ((await databaseTransactions(url)) - xacts0 - 2) / IDLE_S;
  const rssIdle = rssKb(a.pid);

  // A warm-up round (not counted): API B's first publishes and API A's first deliveries load their code.
  await runRound(0, b.url, cookies, clients);
  await sleep(GAP_MS);
  const rounds: Round[] = [];
  const cpuRounds0 = cpuSeconds(a.pid);
  // The load generator's own share: a late arrival stamp may be this process's delay, not the server's.
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const ownCpu0 = process.cpuUsage();
  const roundsStarted = performance.now();
  for (let round = 1; round <= ROUNDS; round++) {
    const result = await runRound(round, b.url, cookies, clients);
    rounds.push(result);
    log(
      `round ${round}: ${result.latencies.length}/${result.expected} delivered, p95 ${fmt(percentile(result.latencies, 95))} ms, publishing took ${fmt(result.publishMs)} ms`,
    );
    await sleep(GAP_MS);
  }
  const roundsSeconds = (performance.now() - roundsStarted) / 1000;
  const roundsCpu = (cpuSeconds(a.pid) - cpuRounds0) / roundsSeconds;
  loop.disable();
  const ownCpu = process.cpuUsage(ownCpu0);
  const generatorCpu = (ownCpu.user + ownCpu.system) / 1e6 / roundsSeconds;
  const rssAfter = rssKb(a.pid);
  rssSettled = Math.min(rssSettled, rssAfter);
  const stillOpen = clients.open;
  const loadAfter = os.loadavg()[0]!;
  clients.close();

  const perConnection = (kb: number) => ((kb - rssBefore) / Math.max(1, stillOpen)).toFixed(1);
  console.info(
    `## Live events: ${CONNECTIONS.toLocaleString('en-US')} streams on one API process, ${ACCOUNTS} accounts, ${ROUNDS} rounds\n`,
  );
  console.info(
    `Goal: <= ${GOAL_RSS_KB} KB RSS per stream; an event published on the other process reaches every stream of its account within ${GOAL_MS} ms at p95.\n`,
  );
  console.info(
    `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GB; load average (1 min) ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} at the end. The load generator (this process) and PostgreSQL share the machine with both API processes.\n`,
  );
  console.info(
    '| streams open | opened in s | lost | RSS before | RSS open | RSS after idle | RSS after rounds | KB per stream (open / lowest seen) | idle CPU of API A | idle DB transactions/s |',
  );
  console.info('|---|---|---|---|---|---|---|---|---|---|');
  console.info(
    `| ${stillOpen} / ${CONNECTIONS} | ${openSeconds.toFixed(1)} | ${clients.lost} | ${Math.round(rssBefore / 1024)} MB | ${Math.round(rssOpen / 1024)} MB | ${Math.round(rssIdle / 1024)} MB | ${Math.round(rssAfter / 1024)} MB | ${perConnection(rssOpen)} / ${perConnection(rssSettled)} | ${(idleCpu * 100).toFixed(0)}% | ${idleTps.toFixed(0)} |\n`,
  );
  console.info(
    `Publish to delivery (POST /api/dev/events on API B, ${ACCOUNTS} events a round, ${values['publish-concurrency']} at a time; CPU of API A during the rounds ${(roundsCpu * 100).toFixed(0)}%, of the load generator ${(generatorCpu * 100).toFixed(0)}%, whose event loop was delayed ${fmt(loop.percentile(99) / 1e6)} ms at p99 and ${fmt(loop.max / 1e6)} ms at most):\n`,
  );
  console.info(
    '| round | delivered | publishing ms | POST p50 / p95 ms | p50 ms | p95 ms | p99 ms | max ms | within 1 s |',
  );
  console.info('|---|---|---|---|---|---|---|---|---|');
  const row = (name: string, latencies: number[], expected: number, posts: number[], publishMs?: number) => {
    const within = latencies.filter((ms) => ms <= GOAL_MS).length / Math.max(1, expected);
    console.info(
      `| ${name} | ${latencies.length} / ${expected} | ${publishMs === undefined ? '-' : fmt(publishMs)} | ${fmt(percentile(posts, 50))} / ${fmt(percentile(posts, 95))} | ${fmt(percentile(latencies, 50))} | ${fmt(percentile(latencies, 95))} | ${fmt(percentile(latencies, 99))} | ${fmt(latencies.at(-1))} | ${(within * 100).toFixed(1)}% |`,
    );
  };
  for (const [i, round] of rounds.entries())
    row(String(i + 1), round.latencies, round.expected, round.postTimes, round.publishMs);
  const all = (pick: (round: Round) => number[]) => rounds.flatMap(pick).sort((x, y) => x - y);
  row(
    'all',
    all((round) => round.latencies),
    rounds.reduce((sum, round) => sum + round.expected, 0),
    all((round) => round.postTimes),
  );
  const failedPosts = rounds.reduce((sum, round) => sum + round.failedPosts, 0);
  if (failedPosts) console.info(`\n${failedPosts} publish requests failed.`);

  await Promise.all([a.stop(), b.stop()]);
  if (!values.keep)
    await withServer(server.serverUrl, (client) =>
      client.query(`drop database if exists "${DATABASE}" with (force)`),
    );
  await server.stop();
}

await main();
process.exit(0);
