import type { PgBoss } from 'pg-boss';
import { inject } from 'vitest';
import { type ComposedApp, composeApp, ENTITIES } from '../../src/compose.ts';
import { FixedClock } from '../../src/platform/clock/clock.ts';
import { type Config, loadConfig } from '../../src/platform/config.ts';
import { createOrm, type Orm } from '../../src/platform/db/orm.ts';
import { makeSqlExecutor } from '../../src/platform/db/sql-executor.ts';
import { withContext } from '../../src/platform/db/unit-of-work.ts';
import { EventHub } from '../../src/platform/events/event-hub.ts';
import { PostgresEventStore } from '../../src/platform/events/event-store.ts';
import { createBoss, createQueues } from '../../src/platform/jobs/pg-boss-jobs.ts';
import { createLogger } from '../../src/platform/logging/logger.ts';
import { createTestDatabase } from './test-database.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestApp {
  composed: ComposedApp;
  boss: PgBoss;
  orm: Orm;
  clock: FixedClock;
  url: string;
  config: Config;
  /** Sends a request through the Hono app as a same-origin browser would (Host and Origin set). */
  request(path: string, init?: RequestInit & { json?: unknown; cookie?: string }): Promise<Response>;
  sql<Row = Record<string, unknown>>(text: string, values?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

/** The whole app on its own fresh database, with a fixed clock and quiet logs. */
export async function createTestApp(
  options: {
    now?: string;
    env?: Record<string, string>;
    withHub?: boolean;
    /** How often event streams check their session (default 15 s). */
    eventStreamCheckMs?: number;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(inject('pgServerUrl'), inject('pgTemplate'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    ...options.env,
    DATABASE_URL: database.url,
  });
  const logger = createLogger(config.LOG_LEVEL);
  const clock = new FixedClock(options.now ?? '2026-11-22T12:00:00Z');
  const orm = await createOrm({ clientUrl: database.url, entities: ENTITIES, poolMax: 5 });
  const boss = createBoss(database.url, { supervise: false, schedule: false });
  await boss.start();
  const runInContext = <T>(work: () => Promise<T>) => withContext(orm, work);
  const hub = options.withHub
    ? new EventHub({
        store: new PostgresEventStore(makeSqlExecutor(orm)),
        connectionString: database.url,
        logger,
        runInContext,
      })
    : undefined;
  await hub?.start();
  const composed = composeApp({
    config,
    logger,
    clock,
    orm,
    boss,
    hub,
    ...(options.eventStreamCheckMs ? { eventStreamCheckMs: options.eventStreamCheckMs } : {}),
  });
  await createQueues(boss, composed.jobs);
  const sql = makeSqlExecutor(orm);

  return {
    composed,
    boss,
    orm,
    clock,
    config,
    url: database.url,
    request(path, init = {}) {
      const headers = new Headers(init.headers);
      if (!headers.has('host')) headers.set('host', 'localhost:3000');
      const method = (init.method ?? 'GET').toUpperCase();
      if (method !== 'GET' && method !== 'HEAD' && !headers.has('origin')) headers.set('origin', TEST_ORIGIN);
      if (init.cookie) headers.set('cookie', init.cookie);
      let body = init.body;
      if (init.json !== undefined) {
        body = JSON.stringify(init.json);
        if (!headers.has('content-type')) headers.set('content-type', 'application/json');
      }
      return Promise.resolve(
        composed.app.request(`http://localhost:3000${path}`, { ...init, method, headers, body }),
      );
    },
    sql: (text, values) => runInContext(() => sql.query(text, values)),
    async close() {
      await hub?.stop();
      await boss.stop({ graceful: false });
      await orm.close();
      await database.drop();
    },
  };
}

/** The `name=value` pair of a Set-Cookie header, for sending back as a Cookie header. */
export function cookieFrom(response: Response, name: string): string {
  const header = response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
  if (!header) throw new Error(`No ${name} cookie in the response`);
  return header.split(';')[0]!;
}
