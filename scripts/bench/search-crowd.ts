/**
 * `npm run bench:search -- --crowd` (docs/adr/0076): concurrency 10 of varied searches drawn from the
 * seeded generator, through the spawned API, with every response's latency kept by shape and by kind of
 * caller; the API's RSS sampled every 250 ms; the load generator's own CPU share; and the database's
 * own cost of the window from pg_stat_statements. Optionally with the rebuild jobs' work looping
 * alongside (--during-rebuild) or with the processes pinned to cores (--pin).
 */
import autocannon from 'autocannon';
import type { CrowdCallerHeaders } from './search-crowd-callers.ts';
import {
  CALLER_KINDS,
  CROWD_SHAPES,
  type CrowdRequest,
  type CrowdVocabulary,
  crowdGenerator,
} from './search-crowd-generator.ts';
import type { DbCost } from './search-db-cost.ts';
import { cpuShare, cpuSplit, fmt, log, percentile, randomAddress, sampleMemory } from './search-measure.ts';

export interface CrowdOptions {
  apiUrl: string;
  apiPid: number;
  seconds: number;
  seed: number;
  concurrency: number;
  vocabulary: CrowdVocabulary;
  callers: CrowdCallerHeaders;
  stats: { reset(): Promise<void>; read(requests: number): Promise<DbCost | null> };
}

interface Latencies {
  times: number[];
  non2xx: number;
}

export interface CrowdResult {
  label: string;
  seconds: number;
  all: Latencies;
  byShape: Map<string, Latencies>;
  byCaller: Map<string, Latencies>;
  rss: { peak: number; end: number; samples: number };
  generatorCpu: number;
  /** CPU ms per request: the API process, the load generator, the rest of the machine (PostgreSQL). */
  cpuPerRequest: { api: number; generator: number; rest: number };
  db: DbCost | null;
  note?: string;
}

type Context = { shape?: string; kind?: string };

/** autocannon drawing each request from `next`; the latencies by shape and caller. */
function drive(options: CrowdOptions, next: () => CrowdRequest, seconds: number) {
  const all: Latencies = { times: [], non2xx: 0 };
  const byShape = new Map<string, Latencies>(CROWD_SHAPES.map((s) => [s, { times: [], non2xx: 0 }]));
  const byCaller = new Map<string, Latencies>(CALLER_KINDS.map((k) => [k, { times: [], non2xx: 0 }]));
  const { callers } = options;
  return new Promise<{ all: Latencies; byShape: typeof byShape; byCaller: typeof byCaller }>(
    (resolve, reject) => {
      const instance = autocannon(
        {
          url: options.apiUrl,
          connections: options.concurrency,
          duration: seconds,
          requests: [
            {
              method: 'GET',
              setupRequest: (request, context: Context) => {
                const { shape, caller, query } = next();
                context.shape = shape;
                context.kind = caller.kind;
                const headers: Record<string, string> = { 'x-forwarded-for': randomAddress() };
                let path = `/api/tnSearch?${query}`;
                if (caller.kind === 'session') headers.cookie = callers.sessions[caller.index]!;
                if (caller.kind === 'token') headers.authorization = callers.tokens[caller.index]!;
                if (caller.kind === 'basket') path += `&basketUuid=${callers.baskets[caller.index]}`;
                return { ...request, path, headers: { ...request.headers, ...headers } };
              },
            },
          ],
        },
        (error) => (error ? reject(error) : resolve({ all, byShape, byCaller })),
      );
      instance.on('response', (client, status, _bytes, responseTime) => {
        // Emitted before the connection builds its next request, so its context is still this one's.
        const context = (client as unknown as { requestIterator: { context: Context } }).requestIterator
          .context;
        const bad = status < 200 || status >= 300 ? 1 : 0;
        for (const into of [all, byShape.get(context.shape!), byCaller.get(context.kind!)]) {
          if (!into) continue;
          into.times.push(responseTime);
          into.non2xx += bad;
        }
      });
    },
  );
}

/** A warm-up second of another stream, then the seeded crowd for `seconds`, measured. */
export async function runCrowd(options: CrowdOptions, label: string, note?: string): Promise<CrowdResult> {
  const memory = sampleMemory(options.apiPid);
  await drive(options, crowdGenerator(options.vocabulary, options.seed ^ 0x5eed, sizes(options)), 2);
  await options.stats.reset();
  const share = cpuShare();
  const split = await cpuSplit(options.apiPid);
  const measured = await drive(
    options,
    crowdGenerator(options.vocabulary, options.seed, sizes(options)),
    options.seconds,
  );
  const generatorCpu = share();
  const cpu = await split();
  const requests = Math.max(1, measured.all.times.length);
  const cpuPerRequest = {
    api: cpu.api / requests,
    generator: cpu.generator / requests,
    rest: cpu.rest / requests,
  };
  const db = await options.stats.read(measured.all.times.length);
  const rss = await memory.stop();
  for (const latencies of [measured.all, ...measured.byShape.values(), ...measured.byCaller.values()])
    latencies.times.sort((a, b) => a - b);
  const result = { label, seconds: options.seconds, ...measured, rss, generatorCpu, cpuPerRequest, db, note };
  log(
    `crowd (${label}): p50 ${fmt(percentile(result.all.times, 50))} ms, p95 ${fmt(percentile(result.all.times, 95))} ms, ${result.all.times.length} requests, API RSS peak ${fmt(rss.peak)} MB`,
  );
  return result;
}

const sizes = (options: CrowdOptions) => ({
  sessions: options.callers.sessions.length,
  tokens: options.callers.tokens.length,
  baskets: options.callers.baskets.length,
});

const row = (name: string, l: Latencies, seconds: number, total: number) =>
  `| ${name} | ${((100 * l.times.length) / Math.max(1, total)).toFixed(0)}% | ${l.times.length} | ${Math.round(l.times.length / seconds)} | ${fmt(percentile(l.times, 50))} | ${fmt(percentile(l.times, 95))} | ${fmt(percentile(l.times, 99))} | ${l.non2xx} |`;

/** The crowd's tables: one line per run, then each run's breakdown by shape and by caller. */
export function printCrowd(results: CrowdResult[], header: string): void {
  console.info(`## ${header}\n`);
  console.info(
    '| crowd | requests | req/s | API p50 ms | API p95 ms | API p99 ms | non-2xx | statements/request | DB ms/request (plan) | API/DB (p50) | API RSS peak MB | API RSS end MB | generator CPU (share of a core) | CPU ms/request: API | PostgreSQL and rest | generator |',
  );
  console.info('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    const p50 = percentile(r.all.times, 50);
    const db = r.db;
    console.info(
      `| ${r.label} | ${r.all.times.length} | ${Math.round(r.all.times.length / r.seconds)} | ${fmt(p50)} | ${fmt(percentile(r.all.times, 95))} | ${fmt(percentile(r.all.times, 99))} | ${r.all.non2xx} | ${db ? db.statementsPerRequest.toFixed(2) : 'n/a'} | ${db ? `${db.msPerRequest.toFixed(2)} (${db.planMsPerRequest.toFixed(2)})` : 'n/a'} | ${db && db.msPerRequest > 0 ? (p50 / db.msPerRequest).toFixed(1) : 'n/a'} | ${fmt(r.rss.peak)} | ${fmt(r.rss.end)} | ${r.generatorCpu.toFixed(2)} | ${r.cpuPerRequest.api.toFixed(2)} | ${r.cpuPerRequest.rest.toFixed(2)} | ${r.cpuPerRequest.generator.toFixed(2)} |`,
    );
  }
  for (const r of results) {
    console.info(`\n### ${r.label}: by shape and by caller${r.note ? ` (${r.note})` : ''}\n`);
    console.info('| shape or caller | share | requests | req/s | p50 ms | p95 ms | p99 ms | non-2xx |');
    console.info('|---|---|---|---|---|---|---|---|');
    const total = r.all.times.length;
    for (const [shape, l] of r.byShape) console.info(row(shape, l, r.seconds, total));
    for (const [kind, l] of r.byCaller) console.info(row(`caller: ${kind}`, l, r.seconds, total));
    if (r.db) {
      console.info('\nDatabase time by kind of statement:\n');
      console.info('| kind | calls | per request | mean exec + plan ms | share of the DB time |');
      console.info('|---|---|---|---|---|');
      for (const k of r.db.kinds)
        console.info(
          `| ${k.kind} | ${k.calls} | ${(k.calls / total).toFixed(2)} | ${k.meanMs.toFixed(2)} | ${(100 * k.share).toFixed(0)}% |`,
        );
      console.info('\nMost expensive statements (calls, mean exec + plan ms, share of the DB time):\n');
      for (const s of r.db.top)
        console.info(
          `- ${s.calls} x ${s.meanMs.toFixed(2)} ms (${(100 * s.share).toFixed(0)}%): \`${s.query}\``,
        );
    }
  }
}
