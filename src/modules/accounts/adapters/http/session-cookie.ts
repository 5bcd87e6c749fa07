import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import type { AccountsHttpDeps } from './http-deps.ts';

/** HttpOnly, SameSite=Lax, Secure under HTTPS; persistent only for "Keep me logged in". */
export function setSessionCookie(
  c: Context,
  deps: Pick<AccountsHttpDeps, 'cookieName' | 'secureCookies'>,
  session: { sessionToken: string; expiresAt: Date },
  remember: boolean,
) {
  setCookie(c, deps.cookieName, session.sessionToken, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: deps.secureCookies,
    ...(remember ? { expires: session.expiresAt } : {}),
  });
}

/** The browser and address a session is opened or rotated from, for the list of signed-in devices. */
export const deviceOf = (c: Context, deps: Pick<AccountsHttpDeps, 'clientIp'>) => ({
  userAgent: c.req.header('user-agent'),
  ip: deps.clientIp(c),
});

export const postLoginUrlFor = (role: 'admin' | 'user') =>
  role === 'admin' ? '/account/numbers' : '/account/profile';
