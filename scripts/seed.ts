/**
 * `npm run seed [-- --count N]`: migrates DATABASE_URL (or the embedded database) and adds the demo
 * data `make run` seeds at start: the logins of the README, N numbers for sale (default 50,000; only
 * into an empty inventory) and the numbers Acme owns.
 */
import { parseArgs } from 'node:util';
import { ENTITIES } from '../src/compose.ts';
import { loadConfig } from '../src/platform/config.ts';
import { restoreDeferredIndexes } from '../src/platform/db/deferred-indexes.ts';
import { createOrm, runMigrations } from '../src/platform/db/orm.ts';
import { prepareDatabase } from '../src/platform/db/prepare-database.ts';
import { makeSqlExecutor } from '../src/platform/db/sql-executor.ts';
import { makeTransactional, withContext } from '../src/platform/db/unit-of-work.ts';
import { createLogger } from '../src/platform/logging/logger.ts';
import { seedDemoData } from '../src/start.ts';

const { values } = parseArgs({ options: { count: { type: 'string' } } });
const count = values.count === undefined ? undefined : Number(values.count);
if (count !== undefined && !(Number.isInteger(count) && count > 0)) {
  console.error('--count takes a whole number above 0');
  process.exit(2);
}

const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);
const db = await prepareDatabase(config, logger);
const orm = await createOrm({ clientUrl: db.url, entities: ENTITIES });
await runMigrations(orm);
// A seed of millions stopped half way left its GIN indexes dropped (ADR 0083): built before seeding on.
await withContext(orm, () => restoreDeferredIndexes(makeSqlExecutor(orm), makeTransactional(orm)));
const seeded = await seedDemoData(orm, count);
console.info(
  `seeded ${seeded.logins} logins, ${seeded.numbers} numbers for sale, ${seeded.owned} numbers owned by Acme, ${seeded.listings} listings of the demo broker`,
);
await orm.close();
await db.stop();
