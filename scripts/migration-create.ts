/**
 * `npm run migration:create -- name`: diffs the mappings against the last snapshot and writes a
 * new migration into migrations/. Review it, then commit; landed migrations are never edited.
 */
import { ENTITIES } from '../src/compose.ts';
import { loadConfig } from '../src/platform/config.ts';
import { createOrm, runMigrations } from '../src/platform/db/orm.ts';
import { prepareDatabase } from '../src/platform/db/prepare-database.ts';
import { createLogger } from '../src/platform/logging/logger.ts';

const name = process.argv[2];
const config = loadConfig();
const db = await prepareDatabase(config, createLogger('warn'));
const orm = await createOrm({ clientUrl: db.url, entities: ENTITIES });
await runMigrations(orm);
const result = await orm.migrator.create(undefined, false, false, name);
console.info(result.fileName ? `created migrations/${result.fileName}` : 'no changes: nothing to migrate');
await orm.close();
await db.stop();
