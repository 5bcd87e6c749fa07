/** `make migrate`: applies pending migrations to DATABASE_URL (or the embedded database). */
import { ENTITIES } from '../src/compose.ts';
import { loadConfig } from '../src/platform/config.ts';
import { createOrm, runMigrations } from '../src/platform/db/orm.ts';
import { prepareDatabase } from '../src/platform/db/prepare-database.ts';
import { createLogger } from '../src/platform/logging/logger.ts';

const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);
const db = await prepareDatabase(config, logger);
const orm = await createOrm({ clientUrl: db.url, entities: ENTITIES });
const applied = await runMigrations(orm);
console.info(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
await orm.close();
await db.stop();
