import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildServer } from '../../../scripts/build-server.ts';
import { ENTITIES } from '../../../src/compose.ts';
import { DEMO_PASSWORD, seedDemoLogins } from '../../../src/modules/accounts/index.ts';
import { withDatabase } from '../../../src/platform/db/database-url.ts';
import { createOrm } from '../../../src/platform/db/orm.ts';
import { withContext } from '../../../src/platform/db/unit-of-work.ts';
import { spawnServer } from '../../support/spawn-server.ts';
import { withServer } from '../../support/test-database.ts';

/**
 * `npm run start:api` runs the API from one bundled file (docs/adr/0093). These tests start that file
 * as production does, on an empty database, so a bundle that lost a migration, a native addon or a
 * file it reads beside its package fails here rather than on a deploy.
 */
type Server = Awaited<ReturnType<typeof spawnServer>>;
const NAME = `ny_t_bundle_${process.pid}`;
let bundle: string;
let url: string;
let server: Server;

beforeAll(async () => {
  bundle = await buildServer();
  await withServer(inject('pgServerUrl'), async (client) => {
    await client.query(`drop database if exists ${NAME} with (force)`);
    await client.query(`create database ${NAME}`);
  });
  url = withDatabase(inject('pgServerUrl'), NAME);
  server = await spawnServer({ DATABASE_URL: url, ROLE: 'api' }, bundle);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await withServer(inject('pgServerUrl'), (client) =>
    client.query(`drop database if exists ${NAME} with (force)`),
  );
});

describe('the API bundle of npm run start:api', () => {
  it('migrates an empty database with every migration of migrations/ before it serves', async () => {
    const files = readdirSync('migrations').filter((file) => /^Migration.*\.ts$/.test(file));
    const applied = await withServer(url, (client) =>
      client.query<{ name: string }>('select name from mikro_orm_migrations order by name'),
    );
    expect(applied.rows.map((row) => row.name)).toEqual(
      files.map((file) => file.replace(/\.ts$/, '')).sort(),
    );
  });

  it('signs a user in (the password hash is the native argon2 addon, left outside the bundle)', async () => {
    const orm = await createOrm({ clientUrl: url, entities: ENTITIES });
    await withContext(orm, () => seedDemoLogins(orm.em.fork(), new Date()));
    await orm.close();
    const response = await fetch(`${server.url}/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email: 'admin@numberyard.test', password: DEMO_PASSWORD }),
    });
    expect(response.status).toBe(200);
    const wrong = await fetch(`${server.url}/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email: 'admin@numberyard.test', password: `${DEMO_PASSWORD}x` }),
    });
    expect(wrong.status).toBe(401);
  });

  it('searches the catalog and serves the API docs with their assets from node_modules', async () => {
    const search = await fetch(`${server.url}/api/tnSearch?state=NJ&npa=201&moreResults=true`);
    expect(search.status).toBe(200);
    expect(await search.json()).toMatchObject({ data: [], total: 0 });
    const document = await (await fetch(`${server.url}/api/openapi.json`)).json();
    expect(document.paths['/api/tnSearch']).toBeDefined();
    const asset = await fetch(`${server.url}/api/docs/assets/swagger-ui-bundle.js`);
    expect(asset.status).toBe(200);
    expect((await asset.text()).length).toBeGreaterThan(100_000);
  });

  it('is ASCII only, so V8 keeps its source one byte a character', async () => {
    const source = await readFile(bundle);
    expect(source.findIndex((byte) => byte > 0x7f)).toBe(-1);
  });
});
