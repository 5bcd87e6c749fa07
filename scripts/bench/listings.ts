/**
 * `npm run bench:listings`: the CSV job benchmark of BENCHMARKS.md (docs/adr/0057). Writes a CSV of N new
 * numbers (default 100,000) for the demo broker, uploads it through the HTTP app as a streamed multipart
 * body, runs the job as the worker does (batches of JOB_BATCH_SIZE rows, one savepoint per row), and prints
 * the upload and run times, rows per second and the process's peak resident memory; then ANALYZEs the
 * brokerage tables it loaded. Uses DATABASE_URL's server or its own embedded PostgreSQL.
 * Options: --rows N, --batch N (rows per transaction), --concurrency N (batches in flight), --keep (keep the
 * database).
 */
import { createReadStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { composeApp, ENTITIES } from '../../src/compose.ts';
import { seedDemoLogins } from '../../src/modules/accounts/index.ts';
import { MikroOrmJobs } from '../../src/modules/brokerage/adapters/db/mikro-orm-jobs.ts';
import { JOB_BATCH_SIZE, JOB_CONCURRENCY, makeRunJob } from '../../src/modules/brokerage/app/run-job.ts';
import { systemClock } from '../../src/platform/clock/clock.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { analyzeBulkLoad } from '../../src/platform/db/analyze-bulk-load.ts';
import { withDatabase } from '../../src/platform/db/database-url.ts';
import { startEmbeddedPostgres } from '../../src/platform/db/embedded-postgres.ts';
import { createOrm, runMigrations } from '../../src/platform/db/orm.ts';
import { ensureDatabase } from '../../src/platform/db/prepare-database.ts';
import { makeSqlExecutor } from '../../src/platform/db/sql-executor.ts';
import { currentEm, withContext } from '../../src/platform/db/unit-of-work.ts';
import { createBoss, createQueues } from '../../src/platform/jobs/pg-boss-jobs.ts';
import { createLogger } from '../../src/platform/logging/logger.ts';
import { withServer } from '../../test/support/test-database.ts';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    batch: { type: 'string', default: String(JOB_BATCH_SIZE) },
    concurrency: { type: 'string', default: String(JOB_CONCURRENCY) },
    keep: { type: 'boolean' },
  },
});
const ROWS = Number(values.rows);
const BATCH = Number(values.batch);
const CONCURRENCY = Number(values.concurrency);
const BROKERAGE_TABLES = [
  'brokerage.listing',
  'brokerage.listing_history',
  'brokerage.job',
  'brokerage.job_row',
];
const log = (message: string) => console.error(`[bench] ${message}`);
const rssMb = () => (process.resourceUsage().maxRSS / 1024).toFixed(0);

/** N distinct valid NANP numbers (area codes 201-989 without N9X, exchange 456), one CSV line each. */
async function writeCsv(path: string): Promise<void> {
  const lines = ['tn,isListed,price,minimumOffer,isNegotiable'];
  let made = 0;
  for (let npa = 201; made < ROWS; npa++) {
    if (String(npa)[1] === '9') continue;
    for (let line = 0; line < 10_000 && made < ROWS; line++, made++)
      lines.push(`+1${npa}456${String(line).padStart(4, '0')},Y,${49 + (made % 50)}.95,25,Y`);
  }
  await writeFile(path, `${lines.join('\n')}\n`);
}

/** A multipart body streamed from the file: the server never sees it whole, nor does this process. */
function multipartFrom(path: string, boundary: string): ReadableStream<Uint8Array> {
  async function* parts() {
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="bench.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    );
    for await (const chunk of createReadStream(path)) yield chunk as Buffer;
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return Readable.toWeb(Readable.from(parts())) as ReadableStream<Uint8Array>;
}

async function main() {
  const server = process.env.DATABASE_URL
    ? { serverUrl: withDatabase(process.env.DATABASE_URL, 'postgres'), stop: async () => {} }
    : await startEmbeddedPostgres({
        dataDir: '.data/bench-listings',
        port: Number(process.env.BENCH_PG_PORT ?? 54417),
      });
  const database = `ny_bench_listings_${Date.now()}`;
  const url = await ensureDatabase(server.serverUrl, database);
  const orm = await createOrm({ clientUrl: url, entities: ENTITIES, poolMax: CONCURRENCY + 4 });
  await runMigrations(orm);
  const sql = makeSqlExecutor(orm);
  const config = loadConfig({ DATABASE_URL: url, LOG_LEVEL: 'silent', SERVE_WEB: 'false' });
  const boss = createBoss(url, { supervise: false, schedule: false });
  await boss.start();
  const composed = composeApp({ config, logger: createLogger('silent'), clock: systemClock, orm, boss });
  await createQueues(boss, composed.jobs);
  await withContext(orm, () => seedDemoLogins(orm.em.fork(), systemClock.now()));
  const request = (path: string, init: RequestInit = {}) =>
    composed.app.request(`http://localhost:3000${path}`, {
      ...init,
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000', ...init.headers },
    });
  const login = await request('/api/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'broker@numberyard.test', password: 'Numberyard1' }),
  });
  const cookie =
    (login.headers.getSetCookie().find((c) => c.startsWith('ny_session=')) ?? '').split(';')[0] ?? '';

  await mkdir('.data', { recursive: true });
  const csvPath = `.data/bench-listings-${ROWS}.csv`;
  await writeCsv(csvPath);
  log(`wrote ${ROWS} rows to ${csvPath}; rss so far ${rssMb()} MB`);

  const boundary = `bench${Date.now()}`;
  let started = performance.now();
  const upload = await request('/api/brokerage/csvJobs', {
    method: 'POST',
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: multipartFrom(csvPath, boundary),
    duplex: 'half',
  } as RequestInit);
  const created = (await upload.json()) as { brokerageJobId: number; status: string };
  if (upload.status !== 201) throw new Error(`upload: HTTP ${upload.status} ${JSON.stringify(created)}`);
  const uploadSeconds = (performance.now() - started) / 1000;
  log(
    `uploaded and checked in ${uploadSeconds.toFixed(1)} s (job ${created.brokerageJobId}, ${created.status})`,
  );

  const { core } = composed.modules.brokerage;
  const jobs = new MikroOrmJobs(() => currentEm(orm));
  const runJob = makeRunJob({
    jobs,
    search: jobs,
    listings: core.listings,
    saveListing: core.saveListing,
    clock: core.clock,
    tx: core.tx,
    batchSize: BATCH,
    concurrency: CONCURRENCY,
  });
  started = performance.now();
  // Heap in use, sampled every second while the rows are applied: flat means no per-row growth.
  const heapSamples: number[] = [];
  const sampler = setInterval(() => heapSamples.push(process.memoryUsage().heapUsed / 2 ** 20), 1_000);
  await withContext(orm, () => runJob({ brokerageJobId: created.brokerageJobId }));
  clearInterval(sampler);
  const runSeconds = (performance.now() - started) / 1000;
  const quarters = [0.25, 0.5, 0.75, 1].map((q) =>
    Math.max(...heapSamples.slice(0, Math.max(1, Math.ceil(heapSamples.length * q)))).toFixed(0),
  );
  log(`heap in use, highest by each quarter of the run: ${quarters.join(' / ')} MB`);
  const [job] = await withContext(orm, () =>
    sql.query<Record<string, unknown>>(
      'select status, queue_count, list_count, error_count from brokerage.job where id = $1',
      [created.brokerageJobId],
    ),
  );
  const [history] = await withContext(orm, () =>
    sql.query<{ count: string }>(
      'select count(*) from brokerage.listing_history where brokerage_job_id = $1',
      [created.brokerageJobId],
    ),
  );
  started = performance.now();
  await withContext(orm, () => analyzeBulkLoad(sql, BROKERAGE_TABLES));
  const analyzeSeconds = (performance.now() - started) / 1000;

  console.info(
    `| rows | batch | concurrency | upload + check (s) | run (s) | rows/s | history entries | peak RSS (MB) | ANALYZE (s) |`,
  );
  console.info(`| --- | --- | --- | --- | --- | --- | --- | --- | --- |`);
  console.info(
    `| ${ROWS} | ${BATCH} | ${CONCURRENCY} | ${uploadSeconds.toFixed(1)} | ${runSeconds.toFixed(1)} | ${(ROWS / runSeconds).toFixed(0)} | ${history?.count} | ${rssMb()} | ${analyzeSeconds.toFixed(1)} |`,
  );
  console.info(`job: ${JSON.stringify(job)}`);

  await boss.stop({ graceful: false });
  await orm.close();
  if (!values.keep)
    await withServer(server.serverUrl, (client) =>
      client.query(`drop database if exists "${database}" with (force)`),
    );
  await server.stop();
}

await main();
process.exit(0);
