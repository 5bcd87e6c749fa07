import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ENTITIES } from '../../src/compose.ts';
import { withDatabase } from '../../src/platform/db/database-url.ts';
import { placeForPostgres, startEmbeddedPostgres } from '../../src/platform/db/embedded-postgres.ts';
import { createOrm, runMigrations } from '../../src/platform/db/orm.ts';
import { createBoss } from '../../src/platform/jobs/pg-boss-jobs.ts';
import { freePort } from './spawn-server.ts';
import { TEST_DB_PREFIX, templateName, withServer } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
    pgTemplate: string;
  }
}

/**
 * Integration tests run against real PostgreSQL: TEST_DATABASE_URL's server when set (CI's second
 * target), else an embedded one under .data/pg-test (or where ADR 0021 places it). Each test file clones a migrated template.
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  const embedded = external ? undefined : await startEmbeddedServer();
  const serverUrl = external ? withDatabase(external, 'postgres') : embedded!.serverUrl;
  const template = templateName();

  const exists = await withServer(serverUrl, async (client) => {
    const stale = await client.query(
      `select datname from pg_database where datname like '${TEST_DB_PREFIX}%' or (datname like 'ny_template_%' and datname <> $1)`,
      [template],
    );
    for (const row of stale.rows) await client.query(`drop database if exists "${row.datname}" with (force)`);
    const found = await client.query('select 1 from pg_database where datname = $1', [template]);
    if (!found.rowCount) await client.query(`create database "${template}"`);
    return Boolean(found.rowCount);
  });
  if (!exists) {
    const url = withDatabase(serverUrl, template);
    const orm = await createOrm({ clientUrl: url, entities: ENTITIES });
    await runMigrations(orm);
    await orm.close();
    const boss = createBoss(url, { supervise: false, schedule: false });
    await boss.start();
    await boss.stop({ graceful: false });
  }

  project.provide('pgServerUrl', serverUrl);
  project.provide('pgTemplate', template);
  return async () => {
    await embedded?.stop();
  };
}

async function startEmbeddedServer(): Promise<{ serverUrl: string; stop: () => Promise<void> }> {
  // One server per test run, so runs side by side (two terminals, helpers) never stop each other's.
  // Placed where the server's OS user can reach it, which may be outside the checkout (ADR 0021).
  const runsDir = await placeForPostgres('.data/pg-test');
  await removeAbandonedRuns(runsDir);
  const dataDir = path.join(runsDir, `run-${process.pid}`);
  const server = await startEmbeddedPostgres({ dataDir, port: await freePort() });
  return {
    serverUrl: server.serverUrl,
    stop: async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Data folders of runs whose process is gone (killed, crashed) are deleted. */
async function removeAbandonedRuns(runsDir: string) {
  const entries = await readdir(runsDir).catch(() => [] as string[]);
  for (const entry of entries) {
    const pid = Number(/^run-(\d+)$/.exec(entry)?.[1]);
    if (!pid || isAlive(pid)) continue;
    await rm(path.join(runsDir, entry), { recursive: true, force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
