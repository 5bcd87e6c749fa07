import type { OpenAPIHono } from '@hono/zod-openapi';
import { randomBase62 } from '../../../../platform/crypto/random-token.ts';
import { withContext } from '../../../../platform/db/unit-of-work.ts';
import type { AppEnv } from '../../../../platform/http/env.ts';
import { RESELLER_TOKEN_LENGTH } from '../../../../shared/reseller-settings-rules.ts';
import { makeChangeResellerSettings } from '../../app/change-reseller-settings.ts';
import { makeGetResellerSettings } from '../../app/get-reseller-settings.ts';
import type { ResellerSettingsDeps } from '../../app/reseller-settings-view.ts';
import type { BrokerageCore } from '../../index.ts';
import { affiliateLinkVisits } from '../http/affiliate-link.middleware.ts';
import { mountResellerSettingsRoutes } from '../http/reseller-settings.router.ts';

export interface ResellerOptions {
  /** The affiliate cookie is Secure when the site is served over HTTPS (production). */
  secureCookies?: boolean;
}

/**
 * Reseller settings and the affiliate link (spec 3, ADR 0065): GET/POST/PATCH /api/reseller/settings and the
 * `?aff=` visit that sets the affiliate cookie. The widget reads the same settings through core.resellers.
 */
export function resellersPart(core: BrokerageCore, options: ResellerOptions = {}) {
  const deps: ResellerSettingsDeps = {
    resellers: core.resellers,
    newToken: () => randomBase62(RESELLER_TOKEN_LENGTH),
    clock: core.clock,
    tx: core.tx,
  };
  return {
    mount: (app: OpenAPIHono<AppEnv>) => {
      mountResellerSettingsRoutes(app, {
        brokers: core.brokers,
        get: makeGetResellerSettings(deps),
        change: makeChangeResellerSettings(deps),
      });
      app.use(
        '*',
        affiliateLinkVisits({
          isLinkToken: (token) =>
            withContext(core.orm, async () => (await core.resellers.byLinkToken(token)) !== null),
          clock: core.clock,
          secureCookies: options.secureCookies ?? false,
        }),
      );
    },
  };
}
