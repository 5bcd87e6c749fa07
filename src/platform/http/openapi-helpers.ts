import { z } from '@hono/zod-openapi';
import { unknownListKeyMessage } from '../../shared/list-query.ts';
import { ApiErrorSchema } from './errors.ts';

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input: `errors` maps each field to its message.',
  401: 'Not signed in, or the session or API token is no longer valid.',
  403: 'Signed in, but not allowed to do this.',
  404: 'No such resource in your account.',
  409: 'Conflicts with the current state.',
  410: 'No longer available.',
  415: 'The body must be JSON (`Content-Type: application/json`).',
  422: 'A business rule forbids it; `message` says which.',
  429: "Too many attempts; wait the `Retry-After` header's seconds and try again.",
  503: 'A service we depend on did not answer; nothing was done. Try again in a few minutes.',
};

const RETRY_AFTER = {
  'Retry-After': { description: 'Seconds until the limit resets.', schema: { type: 'integer' as const } },
};

/** The declared error answers of a route, all in the one error shape. */
export function errorResponses<const S extends number>(...statuses: S[]) {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      {
        description: ERROR_DESCRIPTIONS[status] ?? 'Error',
        ...(status === 429 ? { headers: RETRY_AFTER } : {}),
        content: { 'application/json': { schema: ApiErrorSchema } },
      },
    ]),
  ) as {
    [K in S]: { description: string; content: { 'application/json': { schema: typeof ApiErrorSchema } } };
  };
}

export function jsonBody<T extends z.ZodType>(schema: T, description?: string) {
  return {
    required: true,
    description,
    content: { 'application/json': { schema } },
  } as const;
}

export function jsonResponse<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } } as const;
}

export { z };

// Read by the brand middleware on every request (the development override), so never unknown.
const READ_ON_EVERY_ROUTE = ['brandingId'];

/**
 * The query of a list route: the keys it declares, and 400 naming any other key's unknown field or
 * operator, rather than dropping a filter the client meant and answering the whole list.
 */
export function listQuery<const T extends z.ZodRawShape>(shape: T) {
  return z.looseObject(shape).superRefine((query, ctx) => {
    for (const key of Object.keys(query)) {
      if (Object.hasOwn(shape, key) || READ_ON_EVERY_ROUTE.includes(key)) continue;
      ctx.addIssue({ code: 'custom', path: [key], message: unknownListKeyMessage(key), input: query[key] });
    }
  });
}

/** `$skip` and `$limit` of a list route (the list query language's paging); other keys answer 400. */
export function pagingQuery(options: { maxLimit?: number; defaultLimit?: number } = {}) {
  return listQuery({
    $skip: z.coerce.number().int().min(0).default(0),
    $limit: z.coerce
      .number()
      .int()
      .min(0)
      .max(options.maxLimit ?? 100)
      .default(options.defaultLimit ?? 100),
  });
}

/** The list answer `{ data, total, limit, skip }` of `item`, registered under `name`. */
export function listOf<T extends z.ZodType>(item: T, name: string) {
  return z
    .object({ data: z.array(item), total: z.number().int(), limit: z.number().int(), skip: z.number().int() })
    .openapi(name);
}

/**
 * The 200 answer of a list route with a CSV variant (spec 3's downloads): a page as `listOf(item, name)` in
 * JSON, or with `Accept: text/csv` every matching row as CSV.
 */
export function pageOrCsv<T extends z.ZodType>(item: T, name: string, csvExample: string) {
  return {
    description: 'A page of rows (JSON), or every matching row as CSV.',
    content: {
      'application/json': { schema: listOf(item, name) },
      'text/csv': { schema: z.string().openapi({ example: csvExample }) },
    },
  };
}

/** One OpenAPI security requirement: scheme name -> scopes (none: ours have no scopes). */
type SecurityRequirement = Record<string, string[]>;

/** `security` of an operation anyone may call, with the same answer whoever calls. */
export const PUBLIC_ACCESS: SecurityRequirement[] = [];
/** Guests may call it; a web session changes what it does (signing in, or switching account). */
export const OPTIONAL_SESSION: SecurityRequirement[] = [{}, { session: [] }];
/** Guests may call it; a web session or an API token changes the answer (their basket, their prices). */
export const OPTIONAL_SIGN_IN: SecurityRequirement[] = [{}, { session: [] }, { apiToken: [] }];
/** Needs a web session or an API token. */
export const SIGNED_IN: SecurityRequirement[] = [{ session: [] }, { apiToken: [] }];
/** Needs a web session; API tokens are refused (credentials, staff tools). */
export const WEB_SESSION: SecurityRequirement[] = [{ session: [] }];
