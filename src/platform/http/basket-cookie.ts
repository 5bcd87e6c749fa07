import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

/** Remembers this browser's basket so the profile can name it (docs/adr/0012). Not a credential by itself. */
export const BASKET_COOKIE = 'ny_basket';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Kept a month: the basket outlives its 30-minute reservations (it is the same basket next visit). */
const MAX_AGE_SECONDS = 30 * 24 * 3600;

export function rememberBasket(c: Context, uuid: string, options: { secure: boolean }): void {
  setCookie(c, BASKET_COOKIE, uuid, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: options.secure,
    maxAge: MAX_AGE_SECONDS,
  });
}

/** The basket uuid this browser remembers, when the cookie holds a well-formed one. */
export function rememberedBasket(c: Context): string | null {
  const value = getCookie(c, BASKET_COOKIE);
  return value && UUID.test(value) ? value.toLowerCase() : null;
}
