import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, seedLogins } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Hostile input on every operation of openapi/openapi.json, as every kind of caller: no answer may
 * be a 5xx, every error answers in the one error shape, and no answer leaks a stack or a file path.
 * Generic over the document, so routes added later are covered without touching this file. The
 * values are drawn from a seeded generator: a failure replays exactly.
 */

type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  example?: unknown;
  default?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
};
type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
};
type Operation = {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
type Caller = 'guest' | 'user' | 'admin' | 'employee' | 'apiToken';
interface Variant {
  what: string;
  path: Record<string, string>;
  query: Array<[string, string]>;
  body?: unknown;
}

const SEED = 20261124;
const CALLERS: Caller[] = ['guest', 'user', 'admin', 'employee', 'apiToken'];
const document = JSON.parse(readFileSync(new URL('../../openapi/openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

/** mulberry32: small, fast and the same on every machine. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    pick: <T>(items: readonly T[], count: number): T[] => {
      const pool = [...items];
      const chosen: T[] = [];
      while (chosen.length < count && pool.length > 0)
        chosen.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
      return chosen;
    },
  };
}

const HOSTILE_TEXT: readonly string[] = [
  '\u0000',
  'a\u0000b',
  'x'.repeat(20_000),
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '😀'.repeat(40),
  '\u202Eevil\u202C',
  'שלום עולם',
  '\uD800',
  'a\uDFFFb',
  "' or 1=1; drop table x; --",
  '%',
  '%_\\',
  '../../../etc/passwd',
  '',
  ' ',
  '-1',
  '-9007199254740993',
  '1e308',
  '1.5',
  'NaN',
  'Infinity',
  '9'.repeat(400),
  'true',
  'null',
  '[]',
  '{}',
  '0x10',
  '2026-02-31',
  '\r\nSet-Cookie: x=1',
];
const HOSTILE_JSON: readonly unknown[] = [
  ...HOSTILE_TEXT,
  'y'.repeat(200_000),
  -1,
  0,
  -(2 ** 53) - 2,
  2 ** 53 + 2,
  1e308,
  -1e308,
  1.5,
  2147483648,
  null,
  true,
  false,
  [],
  {},
  [null],
  ['\u0000'],
  JSON.parse('{"__proto__": {"polluted": true}}'),
  { constructor: { prototype: { polluted: true } } },
  { toString: 'x', valueOf: 1 },
];
const HOSTILE_BODIES: readonly unknown[] = [
  null,
  [],
  'text',
  42,
  true,
  JSON.parse('{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"isAdmin": true}}}'),
  { '\u0000': 1 },
  nested(500),
];
const UNKNOWN_QUERY_KEYS: readonly string[] = [
  '__proto__',
  '__proto__[$eq]',
  'constructor',
  'constructor[prototype]',
  'toString',
  'notAField[$eq]',
  'name[$bogus]',
  'id[$where]',
  '$sort[__proto__]',
  '$sort[constructor]',
  '$limit[$gt]',
  '$populate',
  'a\u0000',
];

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = i % 2 ? { a: value } : [value];
  return value;
}

function resolve(schema: Schema | undefined, depth = 0): Schema {
  if (!schema || depth > 8) return {};
  if (schema.$ref) return resolve(document.components.schemas[schema.$ref.split('/').at(-1)!], depth + 1);
  const merged = schema.allOf?.map((part) => resolve(part, depth + 1));
  if (merged) return Object.assign({}, ...merged, { ...schema, allOf: undefined });
  return schema;
}

/** A value the schema accepts, or near enough, so other fields do not mask the hostile one. */
function plausible(schemaIn: Schema | undefined, name = '', depth = 0): unknown {
  const schema = resolve(schemaIn);
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return plausible(variant, name, depth);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return /id$/i.test(name) ? 999_999 : Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'array':
      return depth > 3 ? [] : [plausible(schema.items, name, depth + 1)];
    case 'object': {
      const object: Record<string, unknown> = {};
      for (const key of schema.required ?? [])
        object[key] = plausible(schema.properties?.[key], key, depth + 1);
      return object;
    }
    default:
      if (schema.format === 'email') return 'fuzz@example.test';
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema.format === 'date') return '2026-11-24';
      if (schema.format === 'date-time') return '2026-11-24T12:00:00Z';
      return /id$/i.test(name) ? '999999' : 'fuzz';
  }
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function variantsOf(operation: Operation, random: ReturnType<typeof seeded>): Variant[] {
  const parameters = operation.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === 'path');
  const queryParams = parameters.filter((p) => p.in === 'query');
  const hasBody = operation.requestBody !== undefined;
  const bodySchema = resolve(operation.requestBody?.content?.['application/json']?.schema);
  // A union body (a sign-in or an account switch) is fuzzed from each of its shapes.
  const bodyShapes = (bodySchema.anyOf ?? bodySchema.oneOf ?? [bodySchema]).map((shape) => resolve(shape));

  const basePath = Object.fromEntries(pathParams.map((p) => [p.name, asText(plausible(p.schema, p.name))]));
  const baseQuery = queryParams
    .filter((p) => p.required)
    .map((p) => [p.name, asText(plausible(p.schema, p.name))] as [string, string]);
  const fullQuery = queryParams.map((p) => [p.name, asText(plausible(p.schema, p.name))] as [string, string]);
  const base = { path: basePath, query: baseQuery, body: hasBody ? plausible(bodyShapes[0]) : undefined };

  const variants: Variant[] = [];
  for (const query of fullQuery.length > baseQuery.length ? [baseQuery, fullQuery] : [baseQuery]) {
    for (const shape of hasBody ? bodyShapes : [undefined]) {
      variants.push({
        what: `plausible ${new URLSearchParams(query)}`,
        ...base,
        query,
        body: shape && plausible(shape),
      });
    }
  }
  for (const param of pathParams) {
    for (const value of ['\u0000', ...random.pick(HOSTILE_TEXT, 3)]) {
      const path = { ...basePath, [param.name]: value };
      variants.push({ what: `path ${param.name}=${JSON.stringify(value).slice(0, 40)}`, ...base, path });
    }
  }
  for (const param of queryParams) {
    for (const value of ['\u0000', ...random.pick(HOSTILE_TEXT, 2)]) {
      const query = [
        ...baseQuery.filter(([key]) => key !== param.name),
        [param.name, value] as [string, string],
      ];
      variants.push({ what: `query ${param.name}=${JSON.stringify(value).slice(0, 40)}`, ...base, query });
    }
    const query = [...baseQuery, [param.name, '1'], [param.name, '2']] as Array<[string, string]>;
    variants.push({ what: `query ${param.name} repeated`, ...base, query });
  }
  for (const key of random.pick(UNKNOWN_QUERY_KEYS, 3)) {
    variants.push({
      what: `query unknown ${JSON.stringify(key)}`,
      ...base,
      query: [...baseQuery, [key, '1']],
    });
  }
  if (!hasBody) return variants;
  for (const shape of bodyShapes) {
    const baseBody = plausible(shape) as object;
    for (const [name, property] of Object.entries(shape.properties ?? {})) {
      for (const value of ['\u0000', ...random.pick(HOSTILE_JSON, 3)]) {
        const body = { ...baseBody, [name]: value };
        variants.push({ what: `body ${name}=${JSON.stringify(value).slice(0, 40)}`, ...base, body });
      }
      const inner = resolve(property);
      const innerItem = inner.type === 'array' ? resolve(inner.items) : inner;
      for (const [innerName] of random.pick(Object.entries(innerItem.properties ?? {}), 2)) {
        const value = random.pick(HOSTILE_JSON, 1)[0];
        const object = { ...(plausible(innerItem) as object), [innerName]: value };
        const body = { ...baseBody, [name]: inner.type === 'array' ? [object] : object };
        variants.push({
          what: `body ${name}.${innerName}=${JSON.stringify(value).slice(0, 40)}`,
          ...base,
          body,
        });
      }
    }
  }
  for (const body of random.pick(HOSTILE_BODIES, 4)) {
    variants.push({ what: `body ${JSON.stringify(body).slice(0, 40)}`, ...base, body });
  }
  return variants;
}

/** Percent-encodes as browsers do, except that a lone surrogate goes out as its (invalid) UTF-8 bytes. */
function encode(text: string): string {
  return text.replace(/[\s\S]/gu, (char) => {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      return `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    }
    return encodeURIComponent(char);
  });
}

function urlOf(template: string, variant: Variant): string {
  const path = template.replace(/\{([^}]+)\}/g, (_, name: string) => encode(variant.path[name] ?? 'x'));
  const query = variant.query.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&');
  return query ? `${path}?${query}` : path;
}

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

beforeAll(async () => {
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
});
afterAll(() => t.close());

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
const operations = Object.entries(document.paths)
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

describe('every operation of openapi.json under hostile input', () => {
  it('never answers 5xx, always in the error shape, and never leaks internals', async () => {
    const random = seeded(SEED);
    const failures: string[] = [];
    let sent = 0;
    for (const { path, method, operation } of operations) {
      for (const who of CALLERS) {
        for (const variant of variantsOf(operation, random)) {
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

    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  }, 300_000);

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
});
