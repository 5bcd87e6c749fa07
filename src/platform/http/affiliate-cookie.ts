import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { AFFILIATE_WINDOW_DAYS, RESELLER_TOKEN_PATTERN } from '../../shared/reseller-settings-rules.ts';

/**
 * The broker's affiliate link a visitor followed (`/?aff={linkToken}`, spec 3, ADR 0065): `{token}.{seconds}`,
 * the link token and when it was followed (Unix seconds, by the server's clock). Not signed: a visitor can only
 * claim a link they could follow again for a fresh cookie, and the token is checked against the brokers' links
 * when the sale is recorded.
 */
export const AFFILIATE_COOKIE = 'ny_aff';
const MAX_AGE_SECONDS = AFFILIATE_WINDOW_DAYS * 24 * 3600;
const VALUE = /^([0-9A-Za-z]+)\.(\d{1,12})$/;

export function rememberAffiliate(c: Context, token: string, now: Date, options: { secure: boolean }): void {
  setCookie(c, AFFILIATE_COOKIE, `${token}.${Math.floor(now.getTime() / 1000)}`, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: options.secure,
    maxAge: MAX_AGE_SECONDS,
  });
}

/** The affiliate visit this browser carries, when its cookie is well formed (the window is checked later). */
export function affiliateVisit(c: Context): { token: string; since: Date } | null {
  const match = VALUE.exec(getCookie(c, AFFILIATE_COOKIE) ?? '');
  if (!match || !RESELLER_TOKEN_PATTERN.test(match[1]!)) return null;
  return { token: match[1]!, since: new Date(Number(match[2]) * 1000) };
}
