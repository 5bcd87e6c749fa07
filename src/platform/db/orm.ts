import { existsSync } from 'node:fs';
import path from 'node:path';
import { Migrator } from '@mikro-orm/migrations';
import { type EntitySchema, MikroORM } from '@mikro-orm/postgresql';

export type Orm = MikroORM;

/** The project's migrations/, the nearest one up from this file: src/platform/db/ or the API bundle's dist/server/ (ADR 0093). */
export const MIGRATIONS_DIR = nearestMigrationsDir(import.meta.dirname);

function nearestMigrationsDir(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'migrations');
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`no migrations/ folder above ${from}`);
  }
}

/** One ORM for the process; each module hands in its own EntitySchemas (mappings stay in adapters/db). */
export async function createOrm(options: {
  clientUrl: string;
  entities: EntitySchema[];
  poolMax?: number;
  debug?: boolean;
}): Promise<Orm> {
  return MikroORM.init({
    clientUrl: options.clientUrl,
    entities: options.entities,
    extensions: [Migrator],
    debug: options.debug ?? false,
    allowGlobalContext: false,
    pool: { min: 0, max: options.poolMax ?? 10 },
    // Named statements (makePreparedSqlExecutor) are planned for each execution's values, as unnamed ones
    // are: a generic plan cannot pick a partial index or a trigram scan by the value (docs/adr/0085).
    driverOptions: { options: '-c plan_cache_mode=force_custom_plan' },
    migrations: {
      path: MIGRATIONS_DIR,
      glob: 'Migration*.ts',
      tableName: 'mikro_orm_migrations',
      transactional: true,
      allOrNothing: true,
      snapshotOnMigrate: false,
      snapshotName: '.snapshot',
      emit: 'ts',
      silent: true,
    },
    schemaGenerator: { disableForeignKeys: false },
  });
}

export async function runMigrations(orm: Orm): Promise<string[]> {
  const applied = await orm.migrator.up();
  return applied.map((migration) => migration.name);
}
