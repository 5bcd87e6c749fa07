import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { spawnServer } from '../../test/support/spawn-server.ts';
import { buildServer, SERVER_BUNDLE } from '../build-server.ts';

export interface ApiLaunch {
  /** The file node runs: the bundle of ADR 0093, or `src/main.ts`. */
  entry: string;
  /** The node flags, for NODE_OPTIONS. */
  nodeOptions: string;
  /** The environment `start:api` sets before `node`, ROLE aside (the benchmarks set it themselves). */
  env: Record<string, string>;
}

/**
 * How `npm run start:api` starts the API (its entry, heap cap, memo budget and allocator setting, ADR 0076, 0082,
 * 0087, 0093), so a benchmark measures the API as deployed; the bundle is built here as `prestart:api` builds it.
 * BENCH_API_NODE_OPTIONS replaces the flags ('' for none: the uncapped figure); the environment is kept either
 * way. BENCH_API_ENTRY replaces the entry (`src/main.ts`: the sources, as `make run` starts them).
 */
export async function apiLaunch(): Promise<ApiLaunch> {
  const scripts = JSON.parse(await readFile('package.json', 'utf8')).scripts as Record<string, string>;
  const script = scripts['start:api']!;
  const entry = process.env.BENCH_API_ENTRY || script.trim().split(/\s+/).at(-1)!;
  if (path.resolve(entry) === SERVER_BUNDLE) await buildServer();
  const before = script.slice(0, script.indexOf('node '));
  const env = Object.fromEntries(
    [...before.matchAll(/\b([A-Z_]+)=(\S+)/g)]
      .filter(([, name]) => name !== 'ROLE')
      .map(([, name, value]) => [name!, value!]),
  );
  const flags = (script.match(/--max-[a-z-]+=\d+/g) ?? []).join(' ');
  return { entry, nodeOptions: process.env.BENCH_API_NODE_OPTIONS ?? flags, env };
}

/** Two API processes started as `npm run start:api` starts them, with `env` (ROLE, the database) besides. */
export async function spawnApiPairAsDeployed(env: Record<string, string>) {
  const launch = await apiLaunch();
  console.error(`[bench] API ${launch.entry}, node flags: ${launch.nodeOptions || 'none'}`);
  const processEnv = { ...env, NODE_OPTIONS: launch.nodeOptions, ...launch.env };
  return Promise.all([spawnServer(processEnv, launch.entry), spawnServer(processEnv, launch.entry)]);
}
