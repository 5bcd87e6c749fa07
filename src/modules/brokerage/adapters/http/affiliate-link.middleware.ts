import type { MiddlewareHandler } from 'hono';
import { rememberAffiliate } from '../../../../platform/http/affiliate-cookie.ts';
import type { AppEnv } from '../../../../platform/http/env.ts';
import { RESELLER_TOKEN_PATTERN } from '../../../../shared/reseller-settings-rules.ts';

export interface AffiliateLinkDeps {
  /** Whether the token is a broker's current affiliate link token. */
  isLinkToken: (token: string) => Promise<boolean>;
  clock: { now(): Date };
  secureCookies: boolean;
}

/**
 * `/?aff={linkToken}` (spec 3 Affiliate link, ADR 0065): a page request (any path outside /api) naming a
 * broker's current link token sets the first-party affiliate cookie for 30 days, replacing an earlier one. An
 * unknown or malformed token is ignored. The page itself is served as always.
 */
export function affiliateLinkVisits(deps: AffiliateLinkDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = c.req.method === 'GET' && !c.req.path.startsWith('/api/') ? c.req.query('aff') : undefined;
    if (token && RESELLER_TOKEN_PATTERN.test(token) && (await deps.isLinkToken(token)))
      rememberAffiliate(c, token, deps.clock.now(), { secure: deps.secureCookies });
    await next();
  };
}
