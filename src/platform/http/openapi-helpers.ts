import { z } from '@hono/zod-openapi';
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

/** `$skip` and `$limit` of a list route (the list query language's paging). */
export function pagingQuery(options: { maxLimit?: number; defaultLimit?: number } = {}) {
  return z.object({
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
