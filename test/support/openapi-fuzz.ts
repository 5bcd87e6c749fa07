/**
 * Schema-driven hostile requests for an OpenAPI document: for every operation, variants that put one
 * hostile value (NUL, huge strings, wrong types, prototype keys, extreme numbers, emoji, RTL marks,
 * lone surrogates, deep nesting) in one path parameter, query parameter or body field, the rest
 * plausible so the hostile value is what the server meets. A seeded generator picks them.
 */

export type Schema = {
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
export type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
};
export type Operation = {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
export interface Variant {
  what: string;
  path: Record<string, string>;
  query: Array<[string, string]>;
  body?: unknown;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

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

/** The hostile variants of one operation; the same document and seed give the same requests. */
export function hostileVariants(
  document: OpenApiDocument,
  seed: number,
): (operation: Operation) => Variant[] {
  const random = seeded(seed);

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

  function variantsOf(operation: Operation): Variant[] {
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
    const fullQuery = queryParams.map(
      (p) => [p.name, asText(plausible(p.schema, p.name))] as [string, string],
    );
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

  return variantsOf;
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

export function urlOf(template: string, variant: Variant): string {
  const path = template.replace(/\{([^}]+)\}/g, (_, name: string) => encode(variant.path[name] ?? 'x'));
  const query = variant.query.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&');
  return query ? `${path}?${query}` : path;
}
