import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import {
  DomainError,
  type DomainErrorKind,
  RateLimitedError,
  ValidationError,
} from '../../shared/domain-error.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import type { AppEnv } from './env.ts';

/** The one error shape every route answers with. */
export const ApiErrorSchema = z
  .object({
    name: z.string().openapi({ example: 'BadRequest' }),
    message: z.string().openapi({ example: 'Invalid request.' }),
    code: z.string().openapi({ example: 'validation.invalid' }),
    errors: z
      .record(z.string(), z.string())
      .optional()
      .openapi({ example: { email: 'Email is required.' } }),
  })
  .openapi('ApiError');

export type ApiError = z.infer<typeof ApiErrorSchema>;

const STATUS_OF_KIND: Record<DomainErrorKind, ContentfulStatusCode> = {
  validation: 400,
  not_authenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  rule_violated: 422,
  rate_limited: 429,
  unavailable: 503,
};

export const NAME_OF_STATUS: Record<number, string> = {
  400: 'BadRequest',
  401: 'NotAuthenticated',
  403: 'Forbidden',
  404: 'NotFound',
  408: 'Timeout',
  409: 'Conflict',
  410: 'Gone',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  422: 'Unprocessable',
  429: 'TooManyRequests',
  500: 'GeneralError',
  503: 'Unavailable',
};

export function errorBody(
  status: number,
  message: string,
  code: string,
  errors?: Record<string, string>,
): ApiError {
  return { name: NAME_OF_STATUS[status] ?? 'Error', message, code, ...(errors ? { errors } : {}) };
}

export function sendError(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  code: string,
  errors?: Record<string, string>,
) {
  return c.json(errorBody(status, message, code, errors), status);
}

/** zod issues -> `{ field: message }` with dotted paths, first message per field. */
export function fieldErrors(error: ZodError): Record<string, string> {
  // Null prototype: a client's '__proto__' or 'constructor' key is a field like any other.
  const errors: Record<string, string> = Object.create(null);
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    errors[key] ??= issue.message;
  }
  return { ...errors };
}

export function validationFailed(c: Context, error: ZodError) {
  return sendError(c, 400, 'Invalid request.', 'validation.invalid', fieldErrors(error));
}

/** The same 400 as `validationFailed`, to throw from a handler that parses a second time. */
export function invalidRequest(error: ZodError): ValidationError {
  return new ValidationError('validation.invalid', 'Invalid request.', { errors: fieldErrors(error) });
}

/** Maps anything thrown in a handler to the error shape; unexpected errors are logged, never leaked. */
export function handleError(error: Error, c: Context<AppEnv>) {
  if (error instanceof DomainError) {
    const status = STATUS_OF_KIND[error.kind];
    if (error instanceof RateLimitedError && error.retryAfterSeconds !== undefined)
      c.header('Retry-After', String(error.retryAfterSeconds));
    return sendError(c, status, error.message, error.code, error.errors);
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    return sendError(c, status, error.message || NAME_OF_STATUS[status] || 'Error', `http.${status}`);
  }
  if (isUniqueViolation(error)) {
    // A use case's uniqueness pre-check passed, then a concurrent request took the value first.
    c.get('logger')?.warn({ err: error }, 'unique violation answered as a conflict');
    return sendError(
      c,
      409,
      'That was just taken by another change made at the same time. Please reload and try again.',
      'conflict.concurrent_change',
    );
  }
  c.get('logger')?.error({ err: error }, 'unhandled error');
  return sendError(c, 500, 'An unexpected error occurred. Please try again later.', 'internal');
}
