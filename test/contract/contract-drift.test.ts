import { copyFile, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateContract, OPENAPI_FILE, SCHEMA_FILE, staleContractFiles } from '../../scripts/openapi.ts';

// Generated once for the file: each test compares the same routes' contract with other files (ADR 0067).
let contract: ReturnType<typeof generateContract> | undefined;
const generated = () => {
  contract ??= generateContract();
  return contract;
};

describe('the contract pipeline', () => {
  it('has committed openapi.json and schema.d.ts that match the routes', async () => {
    expect(await staleContractFiles(undefined, generated())).toEqual([]);
  });

  it('reports openapi.json as stale when it differs from the routes', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'contract-'));
    const openapi = path.join(dir, 'openapi.json');
    const schema = path.join(dir, 'schema.d.ts');
    const document = JSON.parse(await readFile(OPENAPI_FILE, 'utf8'));
    delete document.paths['/api/health'];
    await writeFile(openapi, `${JSON.stringify(document, null, 2)}\n`);
    await copyFile(SCHEMA_FILE, schema);
    const stale = await staleContractFiles({ openapi, schema }, generated());
    expect(stale).toHaveLength(1);
    expect(stale[0]).toContain('openapi.json');
  });

  it('reports schema.d.ts as stale when the web types lag behind', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'contract-'));
    const schema = path.join(dir, 'schema.d.ts');
    await writeFile(schema, (await readFile(SCHEMA_FILE, 'utf8')).replace('getProfile', 'getProfileOld'));
    const stale = await staleContractFiles({ openapi: OPENAPI_FILE, schema }, generated());
    expect(stale).toEqual([expect.stringContaining('schema.d.ts')]);
  });

  it('documents every operation with a summary, a description and an operationId', async () => {
    const document = JSON.parse(await readFile(OPENAPI_FILE, 'utf8'));
    for (const [route, operations] of Object.entries<Record<string, Record<string, unknown>>>(
      document.paths,
    )) {
      for (const [method, operation] of Object.entries(operations)) {
        expect.soft(operation.summary, `${method} ${route} summary`).toBeTruthy();
        expect.soft(operation.description, `${method} ${route} description`).toBeTruthy();
        expect.soft(operation.operationId, `${method} ${route} operationId`).toBeTruthy();
      }
    }
  });
});
