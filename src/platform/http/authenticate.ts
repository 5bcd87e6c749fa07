import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Authenticator, BrandResolver } from './caller.ts';
import type { AppEnv } from './env.ts';
import { sendError } from './errors.ts';

export const BRAND_OVERRIDE_COOKIE = 'ny_brand';

/** The only methods a read-only API token may use: they change nothing. */
export const SAFE_METHODS = new Set(['GET', 'HEAD']);
export const READ_ONLY_TOKEN_MESSAGE =
  'This API token is read-only: it may only make GET and HEAD requests. Use a token with full access to make changes.';

/** `__Host-` binds the cookie to this exact origin over HTTPS; plain HTTP (development) cannot use it. */
export function sessionCookieName(publicUrl: string): string {
  return publicUrl.startsWith('https:') ? '__Host-ny_session' : 'ny_session';
}

/**
 * Picks the brand from the host. Outside production `?brandingId=2` overrides it and is
 * remembered in a cookie, so every page and API call of that browser stays on the chosen brand.
 */
export function resolveBrand(
  brands: BrandResolver,
  options: { allowOverride: boolean },
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let brandingId = brands.brandForHost((c.req.header('host') ?? '').split(':')[0] ?? '');
    if (options.allowOverride) {
      const fromQuery = Number(c.req.query('brandingId'));
      const fromCookie = Number(getCookie(c, BRAND_OVERRIDE_COOKIE));
      if (brands.isKnownBrand(fromQuery)) {
        brandingId = fromQuery;
        setCookie(c, BRAND_OVERRIDE_COOKIE, String(fromQuery), {
          path: '/',
          sameSite: 'Lax',
          httpOnly: true,
        });
      } else if (brands.isKnownBrand(fromCookie)) {
        brandingId = fromCookie;
      }
    }
    c.set('brandingId', brandingId);
    await next();
  };
}

/**
 * Resolves the caller from `Authorization: Bearer` (API tokens) or the session cookie; guests otherwise.
 * A read-only token is refused here, for every route at once, when the method could change anything.
 */
export function authenticate(auth: Authenticator, cookieName: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const brandingId = c.get('brandingId');
    const authorization = c.req.header('authorization');
    if (authorization) {
      const match = /^Bearer\s+(\S+)$/i.exec(authorization);
      const caller = match?.[1] ? await auth.fromApiToken(match[1]) : null;
      if (!caller) return sendError(c, 401, 'The API token is not valid.', 'auth.invalid_token');
      c.set('caller', caller);
      if (caller.tokenScope === 'read-only' && !SAFE_METHODS.has(c.req.method)) {
        return sendError(c, 403, READ_ONLY_TOKEN_MESSAGE, 'auth.read_only_token');
      }
      return next();
    }
    const sessionToken = getCookie(c, cookieName);
    const caller = sessionToken ? await auth.fromSessionToken(sessionToken, brandingId) : null;
    c.set('caller', caller ?? { kind: 'guest', brandingId });
    await next();
  };
}
