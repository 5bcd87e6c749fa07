import path from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { withDatabase } from './database-url.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { quoteIdent } from './sql-names.ts';

export const EMBEDDED_DATABASE = 'numberyard';

export async function ensureDatabase(
  serverUrl: string,
  database: string,
  template?: string,
): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (!exists.rowCount) {
      await client.query(
        `create database ${quoteIdent(database)}${template ? ` template ${quoteIdent(template)}` : ''}`,
      );
    }
  } finally {
    await client.end();
  }
  return withDatabase(serverUrl, database);
}

/** DATABASE_URL when set; otherwise an embedded PostgreSQL with its data under DATA_DIR/pg. */
export async function prepareDatabase(
  config: Config,
  logger: Logger,
): Promise<{ url: string; stop: () => Promise<void> }> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, stop: async () => {} };
  const embedded = await startEmbeddedPostgres({
    dataDir: path.join(config.DATA_DIR, 'pg'),
    port: config.EMBEDDED_PG_PORT,
    onLog: (line) => logger.debug({ embeddedPostgres: line }),
  });
  logger.info({ port: config.EMBEDDED_PG_PORT }, 'embedded PostgreSQL ready');
  const url = await ensureDatabase(embedded.serverUrl, EMBEDDED_DATABASE);
  return { url, stop: embedded.stop };
}
