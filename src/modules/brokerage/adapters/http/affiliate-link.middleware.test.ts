import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../../../platform/http/env.ts';
import { affiliateLinkVisits } from './affiliate-link.middleware.ts';

const TOKEN = 'q3ZrV8pLm2XcT9wHn4BkYa7D';
const NOW = new Date('2026-11-28T12:00:00Z');

function app(secureCookies: boolean) {
  const hono = new Hono<AppEnv>();
  hono.use(
    '*',
    affiliateLinkVisits({
      isLinkToken: async (token) => token === TOKEN,
      clock: { now: () => NOW },
      secureCookies,
    }),
  );
  hono.all('*', (c) => c.text('page'));
  return hono;
}

const setCookie = async (path: string, options: { secure?: boolean; method?: string } = {}) =>
  (
    await app(options.secure ?? false).request(path, { method: options.method ?? 'GET' })
  ).headers.getSetCookie();

describe('the affiliate link visit (ADR 0065)', () => {
  it('is Secure when the site is served over HTTPS (production)', async () => {
    const [cookie] = await setCookie(`/?aff=${TOKEN}`, { secure: true });
    expect(cookie).toBe(
      `ny_aff=${TOKEN}.${NOW.getTime() / 1000}; Max-Age=2592000; Path=/; HttpOnly; Secure; SameSite=Lax`,
    );
  });

  it('works on any page, not only the home page', async () => {
    expect(await setCookie(`/search?aff=${TOKEN}`)).toHaveLength(1);
  });

  it('ignores API paths, other methods and tokens no broker holds', async () => {
    expect(await setCookie(`/api/profile?aff=${TOKEN}`)).toEqual([]);
    expect(await setCookie(`/?aff=${TOKEN}`, { method: 'POST' })).toEqual([]);
    expect(await setCookie(`/?aff=${'x'.repeat(24)}`)).toEqual([]);
  });
});
