import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { withDatabase } from '../../src/platform/db/database-url.ts';
import { MIGRATIONS_DIR } from '../../src/platform/db/orm.ts';

export const TEST_DB_PREFIX = 'ny_t_';

/** A template name that changes whenever a migration does, so a stale template is never reused. */
export function templateName(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR).sort()) {
    if (file.endsWith('.ts')) hash.update(file).update(readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  hash.update(readFileSync(new URL('../../node_modules/pg-boss/package.json', import.meta.url)));
  return `ny_template_${hash.digest('hex').slice(0, 12)}`;
}

export async function withServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** A fresh database cloned from the migrated template (about 30 ms). */
export async function createTestDatabase(
  serverUrl: string,
  template: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${TEST_DB_PREFIX}${randomBytes(6).toString('hex')}`;
  await withServer(serverUrl, (client) =>
    client.query(`create database ${ident(name)} template ${ident(template)}`),
  );
  return {
    url: withDatabase(serverUrl, name),
    drop: () =>
      withServer(serverUrl, async (client) => {
        await sessionsGone(client, name);
        await client.query(`drop database if exists ${ident(name)} with (force)`);
      }),
  };
}

/**
 * A pool's end() resolves before its connections have closed. Dropping the database "with (force)"
 * while they close terminates them, and the FATAL surfaces in the test process as an uncaught error
 * (attributed to whichever file runs next). So the drop waits for them first: 2 s at most.
 */
async function sessionsGone(client: pg.Client, database: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { rows } = await client.query<{ sessions: number }>(
      'select count(*)::int as sessions from pg_stat_activity where datname = $1',
      [database],
    );
    if (rows[0]!.sessions === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
