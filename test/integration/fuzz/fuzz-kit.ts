import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, seedLogins } from '../../support/accounts.ts';
import { hostileVariants, type OpenApiDocument, urlOf, type Variant } from '../../support/openapi-fuzz.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/**
 * Hostile input on every operation of openapi/openapi.json, as every kind of caller: no answer may
 * be a 5xx, every error answers in the one error shape, and no answer leaks a stack or a file path.
 * Generic over the document, so routes added later are covered without touching these files. The
 * values are drawn from a seeded generator: a failure replays exactly.
 *
 * The operations are dealt round-robin to SHARDS test files (fuzz-1.test.ts ...), each with its own
 * app, so the work spreads over the test workers instead of being one long file (ADR 0067). Every
 * shard draws the variants of all operations in the same order, so each operation gets the very same
 * requests whichever shard sends them.
 */

export const SHARDS = 4;

type Caller = 'guest' | 'user' | 'admin' | 'employee' | 'apiToken';

const SEED = 20261124;
const CALLERS: Caller[] = ['guest', 'user', 'admin', 'employee', 'apiToken'];
const document = JSON.parse(
  readFileSync(new URL('../../../openapi/openapi.json', import.meta.url), 'utf8'),
) as OpenApiDocument;

// A stack frame, a source path or a raw error name in an answer tells an attacker how we are built.
const LEAKS: Array<[string, RegExp]> = [
  ['stack frame', /\n\s+at |\bat [\w.<>$]+ \((?:file:|node:|\/)/],
  ['source path', /(?:\/[\w.@-]+)+\.(?:ts|js|mjs|cjs)\b|node_modules/],
  [
    'error internals',
    /\b(?:Type|Reference|Syntax|Range|Zod|Driver|Database|Query)?Error: |\bpg_|\bSQLSTATE\b/,
  ],
];

let t: TestApp;
const auth = {} as Record<Caller, { cookie?: string; headers?: Record<string, string> }>;
const emails: Partial<Record<Caller, string>> = {
  user: 'user@numberyard.test',
  admin: 'admin@numberyard.test',
  employee: 'staff@numberyard.test',
};

async function setUp() {
  t = await createTestApp();
  await seedLogins(t);
  auth.guest = {};
  for (const who of ['user', 'admin', 'employee'] as const)
    auth[who] = { cookie: await logIn(t, emails[who]!) };
  const created = await t.request('/api/apiTokens', {
    method: 'POST',
    cookie: auth.admin.cookie,
    json: { name: 'fuzz' },
  });
  auth.apiToken = { headers: { authorization: `Bearer ${(await created.json()).token}` } };
}

/** Signing out or a password change may end a caller's session: sign in again so coverage holds. */
async function keepSignedIn(who: Caller): Promise<void> {
  const { cookie, headers } = auth[who];
  if (who === 'guest') return;
  const profile = await t.request('/api/profile', { cookie, headers });
  const body = (await profile.json()) as { isLoggedIn?: boolean };
  if (profile.status === 200 && body.isLoggedIn) return;
  const response = await t.request('/api/session', {
    method: 'POST',
    json: { email: emails[who], password: 'Numberyard1' },
  });
  if (response.status === 200) auth[who] = { cookie: response.headers.getSetCookie()[0]?.split(';')[0] };
}

// Operations that end or move the caller's session run last.
const LAST = new Set(['login', 'logout', 'reauthenticate']);
const allOperations = Object.entries(document.paths)
  .flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
  )
  .filter(({ path }) => path !== '/api/events')
  .sort(
    (a, b) =>
      Number(LAST.has(a.operation.operationId ?? '')) - Number(LAST.has(b.operation.operationId ?? '')),
  );

/** Every operation with its variants per caller, drawn in the one order all shards share. */
function planned() {
  const variantsOf = hostileVariants(document, SEED);
  return allOperations.map((entry) => ({
    ...entry,
    variants: Object.fromEntries(CALLERS.map((who) => [who, variantsOf(entry.operation)])) as Record<
      Caller,
      Variant[]
    >,
  }));
}

/** The fuzz tests of one shard: its share of the operations, and (shard 1) the paths beside the document. */
export function fuzzShard(shard: number) {
  const operations = planned().filter((_, index) => index % SHARDS === shard - 1);
  describe(`every operation of openapi.json under hostile input (shard ${shard} of ${SHARDS})`, () => {
    beforeAll(setUp);
    afterAll(() => t.close());
    operationsTest(operations);
    if (shard === 1) pathsTest();
  });
}

function operationsTest(operations: ReturnType<typeof planned>) {
  it('never answers 5xx, always in the error shape, and never leaks internals', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const { path, method, variants } of operations) {
      for (const who of CALLERS) {
        for (const variant of variants[who]) {
          const { cookie, headers } = auth[who];
          const url = urlOf(path, variant);
          const response = await t.request(url, {
            method,
            cookie,
            headers,
            ...(variant.body === undefined ? {} : { json: variant.body }),
          });
          sent++;
          const text = await response.text();
          const where = `${method} ${path} as ${who}, ${variant.what}: ${response.status}`;
          if (response.status >= 500) failures.push(`${where} ${text.slice(0, 200)}`);
          for (const [leak, pattern] of LEAKS)
            if (pattern.test(text)) failures.push(`${where} leaks a ${leak}: ${text.slice(0, 200)}`);
          if (response.status >= 400 && (response.headers.get('content-type') ?? '').includes('json')) {
            const body = JSON.parse(text);
            const shaped = ['name', 'message', 'code'].every((key) => typeof body?.[key] === 'string');
            if (!shaped) failures.push(`${where} answers outside the error shape: ${text.slice(0, 200)}`);
          }
        }
        if (method !== 'GET') await keepSignedIn(who);
      }
    }

    expect(operations.length).toBeGreaterThan(0);
    expect(sent).toBeGreaterThan(1000 / SHARDS);
    expect(failures).toEqual([]);
  }, 300_000);
}

function pathsTest() {
  it('answers 4xx for hostile paths beside the document (API docs assets, unknown routes)', async () => {
    const names = [
      'constructor',
      '__proto__',
      'toString',
      'hasOwnProperty',
      'valueOf',
      '__defineGetter__',
      '%00',
      '..%2F..%2Fpackage.json',
      '%F0%9F%98%80',
      '%ED%A0%80',
    ];
    const failures: string[] = [];
    for (const prefix of ['/api/docs/assets/', '/api/', '/api/apiTokens/', '/api/baskets/', '/']) {
      for (const name of names) {
        for (const who of CALLERS) {
          const response = await t.request(`${prefix}${name}`, {
            cookie: auth[who].cookie,
            headers: auth[who].headers,
          });
          const text = await response.text();
          if (response.status >= 500 || LEAKS.some(([, pattern]) => pattern.test(text))) {
            failures.push(`GET ${prefix}${name} as ${who}: ${response.status} ${text.slice(0, 200)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it(`has a test file for each of the ${SHARDS} shards, so every operation is sent`, () => {
    const files = readdirSync(import.meta.dirname).filter((name) => /^fuzz-\d+\.test\.ts$/.test(name));
    expect(files.sort()).toEqual(Array.from({ length: SHARDS }, (_, i) => `fuzz-${i + 1}.test.ts`).sort());
  });
}
