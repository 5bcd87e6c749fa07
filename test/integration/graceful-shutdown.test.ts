import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../src/platform/config.ts';
import { startNumberyard } from '../../src/start.ts';
import { createTestDatabase } from '../support/test-database.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase(inject('pgServerUrl'), inject('pgTemplate'));
});
afterAll(() => database.drop());

/** Holds an exclusive lock on the inventory, so a search waits in the database until it is let go. */
async function lockInventory() {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query('begin');
  await client.query('lock table catalog.number in access exclusive mode');
  return {
    /** Resolves once another session waits for the lock (bounded: 10 s in 20 ms steps). */
    async waitedOn() {
      for (let attempt = 0; attempt < 500; attempt++) {
        const { rows } = await client.query(
          `select count(*)::int as waiting from pg_locks l join pg_class c on c.oid = l.relation
           where c.relname = 'number' and not l.granted`,
        );
        if (rows[0].waiting > 0) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error('no request reached the database');
    },
    async release() {
      await client.query('commit');
      await client.end();
    },
  };
}

describe('shutting down', () => {
  it('lets a request in flight finish before the pool closes, and answers 503 to requests that arrive meanwhile', async () => {
    const running = await startNumberyard(
      loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        ROLE: 'api',
        PORT: '0',
        HOST: '127.0.0.1',
        SERVE_WEB: 'false',
        SEED_DEMO: 'false',
        DATABASE_URL: database.url,
      }),
    );
    const base = `http://127.0.0.1:${running.port}`;
    const lock = await lockInventory();
    const events: string[] = [];

    const inFlight = fetch(`${base}/api/tnSearch?type=local&npa=201&moreResults=true`).then(
      async (response) => {
        events.push('search answered');
        return { status: response.status, body: await response.json() };
      },
    );
    await lock.waitedOn();
    const stopping = running.stop().then(() => events.push('stopped'));

    const late = await fetch(`${base}/api/health`);
    expect(late.status).toBe(503);
    expect(late.headers.get('connection')).toBe('close');
    expect(await late.json()).toEqual({
      name: 'Unavailable',
      message: 'The server is shutting down. Please try again.',
      code: 'server.shutting_down',
    });

    await lock.release();
    const search = await inFlight;
    await stopping;
    expect(search.status).toBe(200);
    expect(search.body).toMatchObject({ data: [] });
    expect(events).toEqual(['search answered', 'stopped']);
  });
});
