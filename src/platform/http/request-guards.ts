import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env.ts';
import { sendError } from './errors.ts';
import { loggablePath } from './loggable-path.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_TYPE = /^application\/([a-z0-9.+-]+\+)?json(\s*;|$)/i;

function hasBody(headers: Headers): boolean {
  const length = headers.get('content-length');
  return (length !== null && length !== '0') || headers.has('transfer-encoding');
}

/** JSON routes refuse any other body type with 415, before a parser ever sees it. */
export function requireJsonBodies(options: { exemptPrefixes: string[] }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const path = c.req.path;
    if (
      UNSAFE_METHODS.has(c.req.method) &&
      hasBody(c.req.raw.headers) &&
      !options.exemptPrefixes.some((prefix) => path.startsWith(prefix)) &&
      !JSON_TYPE.test(c.req.header('content-type') ?? '')
    ) {
      return sendError(
        c,
        415,
        'The request body must be JSON (Content-Type: application/json).',
        'http.unsupported_media_type',
      );
    }
    await next();
  };
}

/**
 * Cross-site request forgery guard for cookie-authenticated calls. Hono's csrf() only looks at
 * form posts; a JSON fetch from another site carrying our cookie must be refused too. Token
 * clients (Authorization header) are exempt: browsers never attach those on their own.
 */
export function checkOrigin(options: {
  sessionCookieName: string;
  trustedOrigins: string[];
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!UNSAFE_METHODS.has(c.req.method) || c.req.header('authorization')) return next();
    const origin = c.req.header('origin');
    const host = c.req.header('host');
    const hasSessionCookie = (c.req.header('cookie') ?? '').includes(`${options.sessionCookieName}=`);
    const allowed =
      origin === undefined
        ? !hasSessionCookie
        : hostOf(origin) === host || options.trustedOrigins.includes(origin);
    if (!allowed) {
      c.get('logger').warn({ origin, path: loggablePath(c.req.path) }, 'cross-site mutation refused');
      return sendError(c, 403, 'Cross-site requests are not allowed.', 'http.cross_site');
    }
    await next();
  };
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/** API answers carry private data by default: never cached unless a route says otherwise. */
export function noStoreByDefault(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.get('caller')?.kind === 'member' || !c.res.headers.has('Cache-Control')) {
      c.res.headers.set('Cache-Control', 'no-store');
    }
  };
}
