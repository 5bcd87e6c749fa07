import { serve } from '@hono/node-server';
import pg from 'pg';
import { composeApp, ENTITIES } from './compose.ts';
import { demoAccountIdOf, seedDemoLogins } from './modules/accounts/index.ts';
import { seedDemoBrokerListings, seedDemoReseller } from './modules/brokerage/index.ts';
import {
  createCatalogDemoSeed,
  createListingPublisher,
  seedDemoAccountPricing,
} from './modules/catalog/index.ts';
import { seedDemoAccountNumbers, seedDemoBrokerNumbers } from './modules/messaging/index.ts';
import { systemClock } from './platform/clock/clock.ts';
import { DevClock } from './platform/clock/dev-clock.ts';
import { type Config, loadConfig } from './platform/config.ts';
import { restoreDeferredIndexes } from './platform/db/deferred-indexes.ts';
import { createOrm, type Orm, runMigrations } from './platform/db/orm.ts';
import { prepareDatabase } from './platform/db/prepare-database.ts';
import { makeSqlExecutor } from './platform/db/sql-executor.ts';
import { makeTransactional, withContext } from './platform/db/unit-of-work.ts';
import { EventHub } from './platform/events/event-hub.ts';
import { PostgresEventStore } from './platform/events/event-store.ts';
import { ShutdownGate } from './platform/http/shutdown-gate.ts';
import { createBoss, createQueues, startWorkers } from './platform/jobs/pg-boss-jobs.ts';
import { createLogger } from './platform/logging/logger.ts';

const MIGRATION_LOCK = 724_331_001;
/** From this many demo numbers a seed defers the inventory's indexes to the end of the load (ADR 0083, 0092). */
const DEFER_INDEXES_FROM = 500_000;

/**
 * The demo logins, `inventorySize` numbers for sale (only into an empty inventory, analyzed once
 * loaded) and the numbers Acme owns; each part skips what is already there.
 */
export async function seedDemoData(
  orm: Orm,
  inventorySize?: number,
  now = systemClock.now(),
  publicUrl = 'http://localhost:3000',
) {
  return withContext(orm, async () => {
    const em = orm.em.fork();
    const logins = await seedDemoLogins(em, now);
    // Millions of numbers load without their search indexes, built once at the end (ADR 0083, 0092).
    const deferIndexes = (inventorySize ?? 0) >= DEFER_INDEXES_FROM;
    const numbers = await createCatalogDemoSeed(orm, inventorySize, { batch: 5_000, deferIndexes })(now);
    const acme = await demoAccountIdOf(em, 'admin@numberyard.test');
    const owned = acme ? await seedDemoAccountNumbers(em, acme, now) : 0;
    const business = await demoAccountIdOf(em, 'admin@business.numberyard.test');
    const prices = business ? await seedDemoAccountPricing(em, business) : 0;
    const broker = await demoAccountIdOf(em, 'broker@numberyard.test');
    const listings = broker
      ? await seedDemoBrokerListings(
          orm,
          (clock) => createListingPublisher(orm, clock),
          broker,
          await seedDemoBrokerNumbers(em, broker, now),
          now,
        )
      : 0;
    // The demo broker's embedded search widget, framed by /widget-demo (docs/adr/0064).
    const reseller = broker ? await seedDemoReseller(orm, broker, publicUrl, now) : 0;
    return { logins, numbers, owned, prices, listings, reseller };
  });
}

/** Migrations and seeding under an advisory lock, so processes starting together do not race. */
async function migrateAndSeed(
  orm: Orm,
  url: string,
  config: Config,
  log: (msg: string, data?: object) => void,
) {
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const applied = await runMigrations(orm);
    if (applied.length) log('migrations applied', { applied });
    // A bulk load that stopped half way left its GIN indexes dropped: built before anything is served (ADR 0083).
    const rebuilt = await withContext(orm, () =>
      restoreDeferredIndexes(makeSqlExecutor(orm), makeTransactional(orm)),
    );
    if (rebuilt.length) log('indexes deferred by an unfinished bulk load built', { rebuilt });
    if (config.SEED_DEMO) {
      const seeded = await seedDemoData(orm, undefined, undefined, config.PUBLIC_URL);
      if (Object.values(seeded).some(Boolean)) log('demo data seeded', seeded);
    }
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    await lock.end();
  }
}

/** Starts the product in one process: `ROLE=api` serves HTTP, `worker` runs jobs, `all` does both. */
export async function startNumberyard(config: Config = loadConfig()) {
  const logger = createLogger(config.LOG_LEVEL);
  const db = await prepareDatabase(config, logger);
  const orm = await createOrm({ clientUrl: db.url, entities: ENTITIES, poolMax: config.DB_POOL_MAX });
  await migrateAndSeed(orm, db.url, config, (msg, data) => logger.info(data ?? {}, msg));

  const runsJobs = config.ROLE !== 'api';
  const servesHttp = config.ROLE !== 'worker';
  const boss = createBoss(db.url, { supervise: runsJobs, schedule: runsJobs });
  boss.on('error', (error) => logger.error({ err: error }, 'pg-boss error'));
  await boss.start();

  const runInContext = <T>(work: () => Promise<T>) => withContext(orm, work);
  const hub = servesHttp
    ? new EventHub({
        store: new PostgresEventStore(makeSqlExecutor(orm)),
        connectionString: db.url,
        logger,
        runInContext,
      })
    : undefined;
  await hub?.start();

  // Outside production a developer (and the browser tests) may move the clock forward (docs/adr/0068).
  const clock = config.devTools ? new DevClock() : systemClock;
  const composed = composeApp({ config, logger, clock, orm, boss, hub });
  await createQueues(boss, composed.jobs);
  if (runsJobs) await startWorkers(boss, composed.jobs, { logger, runInContext });

  let server: ReturnType<typeof serve> | undefined;
  let port = config.PORT;
  const gate = new ShutdownGate();
  if (servesHttp) {
    await new Promise<void>((resolve) => {
      const fetch = gate.wrap(composed.app.fetch);
      server = serve({ fetch, port: config.PORT, hostname: config.HOST }, (info) => {
        port = info.port;
        resolve();
      });
    });
    logger.info({ port, role: config.ROLE }, `Numberyard listening on http://localhost:${port}`);
  } else {
    logger.info({ role: config.ROLE }, 'Numberyard worker running');
  }

  /**
   * Requests in flight finish first (those arriving meanwhile get 503), then the live streams end,
   * the listener closes, jobs stop, and only then the database pool closes.
   */
  async function stop() {
    const { unfinished } = await gate.close(config.REQUEST_TIMEOUT_MS);
    if (unfinished) logger.warn({ unfinished }, 'requests still running at shutdown');
    await hub?.stop();
    await new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.close(() => resolve());
      // Keep-alive connections would hold close() open; no request is running on them any more.
      if ('closeAllConnections' in server) server.closeAllConnections();
    });
    await boss.stop({ graceful: true, timeout: 5000 });
    await orm.close();
    await db.stop();
  }
  return { port, stop, composed, orm, logger };
}

/** Entry helper: start, and stop cleanly on SIGINT/SIGTERM. */
export async function runUntilSignalled(overrides: Partial<Record<string, string>> = {}) {
  const config = loadConfig({ ...process.env, ...overrides });
  const running = await startNumberyard(config);
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      running.logger.info({ signal }, 'shutting down');
      await running.stop().catch((error) => running.logger.error({ err: error }, 'shutdown failed'));
      process.exit(0);
    });
  }
}
