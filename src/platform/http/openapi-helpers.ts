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
  429: 'Too many attempts; wait and try again.',
};

/** The declared error answers of a route, all in the one error shape. */
export function errorResponses<const S extends number>(...statuses: S[]) {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      {
        description: ERROR_DESCRIPTIONS[status] ?? 'Error',
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
