import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { BotCheck } from '../../../../platform/bot-check/bot-check.ts';
import type { Clock } from '../../../../platform/clock/clock.ts';
import type { Orm } from '../../../../platform/db/orm.ts';
import { makeSqlExecutor } from '../../../../platform/db/sql-executor.ts';
import { currentEm, withContext } from '../../../../platform/db/unit-of-work.ts';
import type { AppEnv } from '../../../../platform/http/env.ts';
import type { Mailer } from '../../../../platform/mail/mailer.ts';
import type { RateLimiter } from '../../../../platform/rate-limit/rate-limiter.ts';
import { makeAddThemePattern } from '../../app/add-theme-pattern.ts';
import { makeCreateSavedSearch } from '../../app/create-saved-search.ts';
import { makeCreateTheme } from '../../app/create-theme.ts';
import { makeCurrentThemePatterns } from '../../app/current-theme-patterns.ts';
import { makeGetTheme } from '../../app/get-theme.ts';
import { makeListThemes } from '../../app/list-themes.ts';
import { makeListNewNumbers } from '../../app/new-numbers.ts';
import { makeNotifySavedSearches } from '../../app/notify-saved-searches.ts';
import { makeGetPricing } from '../../app/pricing.ts';
import { makeRemoveTheme } from '../../app/remove-theme.ts';
import { makeRemoveThemePattern } from '../../app/remove-theme-pattern.ts';
import { makeShowSavedSearchAlert } from '../../app/show-saved-search-alert.ts';
import { makeUnsubscribeSavedSearch } from '../../app/unsubscribe-saved-search.ts';
import { makeUpdateTheme } from '../../app/update-theme.ts';
import type { ThemeAudit } from '../../ports/theme-audit.ts';
import { HmacUnsubscribeTokens } from '../crypto/hmac-unsubscribe-tokens.ts';
import { MikroOrmNewNumberLookup } from '../db/mikro-orm-new-numbers.ts';
import { MikroOrmPricingRepository } from '../db/mikro-orm-pricing.ts';
import { MikroOrmSavedSearchRepository } from '../db/mikro-orm-saved-searches.ts';
import { MikroOrmThemeRepository } from '../db/mikro-orm-themes.ts';
import { PostgresNewListings } from '../db/postgres-new-listings.ts';
import { mountReferenceRoutes } from '../http/reference.router.ts';
import { mountSavedSearchRoutes } from '../http/saved-searches.router.ts';
import { mountThemeRoutes } from '../http/themes.router.ts';
import { savedSearchJobs } from '../jobs/saved-search.jobs.ts';
import { referenceBrandCatalog } from '../reference/reference-brand-catalog.ts';

export interface CatalogSatelliteDeps {
  orm: Orm;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
  botCheck: BotCheck;
  rateLimiter: RateLimiter;
  clientIp: (c: Context) => string;
  /** Notify-me mails go through the platform's outbox, in the job's transaction. */
  mailer: Mailer;
  /** PUBLIC_URL: where the mails' links point. */
  publicUrl: string;
  /** DATA_ENCRYPTION_KEY (base64): the unsubscribe links' signing key is derived from it. */
  dataKey: string;
  /** Staff changes to themes go to the admin module's audit log. */
  audit: ThemeAudit;
}

/**
 * The catalog's smaller features around search: the state/area-code directory, pricing, saved searches,
 * the staff number lookup and admin themes, plus the current theme's patterns for search's theme picks.
 */
export function createCatalogSatellites(deps: CatalogSatelliteDeps) {
  const { orm, clock, tx } = deps;
  const em = () => currentEm(orm);
  const themes = new MikroOrmThemeRepository(em);
  const currentPatterns = makeCurrentThemePatterns({ themes });
  const savedSearches = new MikroOrmSavedSearchRepository(em);
  const tokens = new HmacUnsubscribeTokens(deps.dataKey);
  const linkDeps = { savedSearches, tokens, clock, tx };
  const notifySavedSearches = makeNotifySavedSearches({
    savedSearches,
    listings: new PostgresNewListings(makeSqlExecutor(orm)),
    tokens,
    mailer: deps.mailer,
    brandName: (brandingId) => referenceBrandCatalog.brand(brandingId).name,
    publicUrl: deps.publicUrl,
    clock,
    tx,
  });

  return {
    mount(app: OpenAPIHono<AppEnv>): void {
      mountReferenceRoutes(app, {
        getPricing: makeGetPricing({ pricing: new MikroOrmPricingRepository(em), clock }),
        listNewNumbers: makeListNewNumbers({ numbers: new MikroOrmNewNumberLookup(em) }),
      });
      mountSavedSearchRoutes(app, {
        createSavedSearch: makeCreateSavedSearch({
          savedSearches,
          botCheck: deps.botCheck,
          rateLimiter: deps.rateLimiter,
          clock,
        }),
        showSavedSearchAlert: makeShowSavedSearchAlert(linkDeps),
        unsubscribeSavedSearch: makeUnsubscribeSavedSearch(linkDeps),
        clientIp: deps.clientIp,
      });
      const themeDeps = { themes, clock, tx, audit: deps.audit };
      mountThemeRoutes(app, {
        themes: {
          list: makeListThemes(themeDeps),
          get: makeGetTheme(themeDeps),
          create: makeCreateTheme(themeDeps),
          update: makeUpdateTheme(themeDeps),
          remove: makeRemoveTheme(themeDeps),
          addPattern: makeAddThemePattern(themeDeps),
          removePattern: makeRemoveThemePattern(themeDeps),
        },
      });
    },
    jobs: savedSearchJobs({ notifySavedSearches }),
    /** Patterns of the theme current at `now` (none when no theme runs); works inside or outside a request. */
    currentThemePatterns: (now: Date): Promise<string[]> => withContext(orm, () => currentPatterns(now)),
  };
}
