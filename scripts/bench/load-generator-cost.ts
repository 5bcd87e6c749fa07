/**
 * `node scripts/bench/load-generator-cost.ts`: what the crowd's load generator costs per request, for
 * choosing its client (ADR 0076). A child process answers every GET with a fixed 20 KB JSON body (about a
 * search page); each client sends varied paths and headers at concurrency 10 for --seconds, and this
 * process's CPU time (process.cpuUsage) per request and as a share of one core is printed.
 * Clients: autocannon with setupRequest (what --crowd uses), node:http with a keep-alive agent, fetch.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { cpuShare, randomAddress } from './search-measure.ts';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '5' } } });
const SECONDS = Number(values.seconds);
const CONCURRENCY = 10;

const SERVER = `
const body = JSON.stringify({ items: Array.from({ length: 48 }, (_, i) => ({ tn: '+1201555' + String(i).padStart(4, '0'), text: 'x'.repeat(380) })) });
require('node:http').createServer((req, res) => { res.setHeader('content-type', 'application/json'); res.end(body); })
  .listen(0, '127.0.0.1', function () { process.stdout.write(String(this.address().port) + '\\n'); });`;

let n = 0;
const nextPath = () => `/api/tnSearch?type=local&npa=${200 + (n++ % 700)}&withAggregations=true`;

function viaAutocannon(url: string): Promise<number> {
  let count = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONCURRENCY,
        duration: SECONDS,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => ({
              ...request,
              path: nextPath(),
              headers: { ...request.headers, 'x-forwarded-for': randomAddress() },
            }),
          },
        ],
      },
      (error) => (error ? reject(error) : resolve(count)),
    );
    instance.on('response', () => count++);
  });
}

async function loop(send: () => Promise<void>): Promise<number> {
  let count = 0;
  const deadline = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        await send();
        count++;
      }
    }),
  );
  return count;
}

function viaHttp(url: string): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const { hostname, port } = new URL(url);
  return loop(
    () =>
      new Promise<void>((resolve, reject) => {
        const request = http.get(
          { agent, hostname, port, path: nextPath(), headers: { 'x-forwarded-for': randomAddress() } },
          (response) => {
            response.on('end', () => resolve());
            response.resume();
          },
        );
        request.on('error', reject);
      }),
  );
}

const viaFetch = (url: string) =>
  loop(async () => {
    const response = await fetch(`${url}${nextPath()}`, { headers: { 'x-forwarded-for': randomAddress() } });
    await response.arrayBuffer();
  });

const server = spawn(process.execPath, ['-e', SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
const port = await new Promise<string>((resolve) =>
  server.stdout!.once('data', (d) => resolve(String(d).trim())),
);
const url = `http://127.0.0.1:${port}`;
console.info('| client | requests | req/s | CPU ms per request | CPU share of a core |');
console.info('|---|---|---|---|---|');
for (const [name, drive] of [
  ['autocannon (setupRequest)', viaAutocannon],
  ['node:http keep-alive loop', viaHttp],
  ['fetch (undici) loop', viaFetch],
] as const) {
  await drive(url); // warm-up of the same length: JIT and connections
  const share = cpuShare();
  const started = performance.now();
  const count = await drive(url);
  const used = share();
  const wall = (performance.now() - started) / 1000;
  console.info(
    `| ${name} | ${count} | ${Math.round(count / wall)} | ${((used * wall * 1000) / count).toFixed(3)} | ${used.toFixed(2)} |`,
  );
}
server.kill();
process.exit(0);
