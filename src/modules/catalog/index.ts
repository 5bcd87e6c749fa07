import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Clock } from '../../platform/clock/clock.ts';
import {
  dropInvalidIndex,
  isLoose,
  leafDensity,
  rebuildIndex,
  type TableIndex,
  tableIndexes,
} from '../../platform/db/index-health.ts';
import type { Orm } from '../../platform/db/orm.ts';
import { makePreparedSqlExecutor } from '../../platform/db/prepared-sql-executor.ts';
import { makeSqlExecutor } from '../../platform/db/sql-executor.ts';
import { currentEm } from '../../platform/db/unit-of-work.ts';
import type { AppEnv } from '../../platform/http/env.ts';
import { defineJob } from '../../platform/jobs/jobs.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import type { ListedPrices } from '../../shared/listing-rules.ts';
import { HmacPigPickPromotions } from './adapters/crypto/hmac-pig-pick-promotions.ts';
import { MikroOrmPricingRepository } from './adapters/db/mikro-orm-pricing.ts';
import { refreshLoggedNumberRuns, refreshNumberRuns, staleNumberRuns } from './adapters/db/number-runs.ts';
import { PostgresNumberHolds } from './adapters/db/postgres-number-holds.ts';
import { PostgresNumberSearch } from './adapters/db/postgres-number-search.ts';
import { PostgresPublishedListings } from './adapters/db/postgres-published-listings.ts';
import { makeReturnLicensedNumber } from './adapters/db/return-licensed-number.ts';
import { TALLY_REFRESH_CRON } from './adapters/db/search-tallies.ts';
import {
  rebuildSearchTallies,
  refreshSearchTallies,
  searchTallyCounts,
} from './adapters/db/search-tally-rebuild.ts';
import { mountSearchRoutes } from './adapters/http/search.router.ts';
import { inProcessSearchMemos } from './adapters/memory/search-memos.ts';
import { referenceBrandCatalog } from './adapters/reference/reference-brand-catalog.ts';
import { type CatalogSatelliteDeps, createCatalogSatellites } from './adapters/wiring/catalog-satellites.ts';
import { makeFindAvailableNumber } from './app/available-number.ts';
import type { AccountPricing } from './app/catalog-facade.ts';
import { makeHoldForStaffSale, makeHoldNumber } from './app/hold-number.ts';
import { makeKeepHeldNumbers } from './app/keep-held-numbers.ts';
import { makePigPickPromotion } from './app/pig-pick-promotion.ts';
import { makeAccountPricing } from './app/pricing.ts';
import { makePublishListing, makeWithdrawListing } from './app/publish-listing.ts';
import { makeReleaseHold } from './app/release-hold.ts';
import { makeSearchNumbers } from './app/search-numbers.ts';
import { makeSearchRateLimit } from './app/search-rate-limit.ts';
import { makeSellHeldNumbers } from './app/sell-held-numbers.ts';
import { plansById, pricesForAccount } from './domain/pricing.ts';
import { findPlan, planAllowsSms, planForwards, plansForBrand } from './domain/reference/plans.ts';
import { isCleanWord } from './domain/vanity-spelling.ts';

export { adminThemeAudit } from './adapters/admin/admin-theme-audit.ts';
export { seedDemoAccountPricing } from './adapters/db/demo-account-pricing.ts';
export { createCatalogDemoSeed } from './adapters/db/demo-inventory.ts';
export { catalogEntities } from './adapters/db/inventory.mapping.ts';
export type { AccountPricing, AvailableNumber, BrandCatalogFacade } from './app/catalog-facade.ts';
export type { PublishOutcome } from './app/publish-listing.ts';
export type { ListingToPublish } from './domain/published-listing.ts';
export type { HeldNumberRow as HeldNumber } from './ports/number-holds.ts';

/** The catalog module: brands, plans and prices, the inventory of numbers for sale and its search. */
export function createCatalogModule(
  options: CatalogSatelliteDeps & {
    /** Most bytes the search memos of this process may hold (MEMO_MAX_MB). */
    memoMaxBytes: number;
    /** The per-address search limit's counters, off the request path (docs/adr/0077); else `rateLimiter`. */
    searchRateLimiter?: RateLimiter;
  },
) {
  const sql = makeSqlExecutor(options.orm);
  const satellites = createCatalogSatellites(options);
  // Search's statements are the hottest and run outside transactions: named, parsed once (docs/adr/0085).
  const numberSearch = new PostgresNumberSearch(makePreparedSqlExecutor(options.orm));
  const accountPricing = makeAccountPricing({
    pricing: new MikroOrmPricingRepository(() => currentEm(options.orm)),
    clock: options.clock,
  });
  const promotions = new HmacPigPickPromotions(options.dataKey);
  const searchNumbers = makeSearchNumbers({
    search: numberSearch,
    clock: options.clock,
    numberPriceFactor: accountPricing.numberPriceFactor,
    themePatterns: satellites.currentThemePatterns,
    memos: inProcessSearchMemos(options.clock, options.memoMaxBytes),
    promotions,
  });
  const holdStore = new PostgresNumberHolds(sql);
  const publishedListings = new PostgresPublishedListings(sql);
  return {
    brands: referenceBrandCatalog,
    brandCatalog: referenceBrandCatalog,
    /** A plan of the brand by id, with whether it includes messaging (spec 1's "plan allows SMS"); null if none. */
    numberPlan(brandingId: number, planId: number) {
      const plan = findPlan(brandingId, planId);
      return plan ? { id: plan.id, name: plan.name, allowsSms: planAllowsSms(plan) } : null;
    },
    /** For messaging's forwarding: the brand's plans with call forwarding (admin-only ones with `includeAdminOnly`). */
    forwardingPlans(brandingId: number, options: { includeAdminOnly?: boolean } = {}) {
      return plansForBrand(brandingId, options)
        .filter((plan) => plan.type === 'number' && planForwards(plan))
        .map((plan) => ({ id: plan.id, name: plan.name }));
    },
    /** The number search (GET /api/tnSearch), for brokerage's embedded search widget (docs/adr/0064). */
    searchNumbers,
    /** The number if it is on offer now, with its listed prices; null otherwise. Runs in the caller's transaction. */
    findAvailableNumber: makeFindAvailableNumber({ search: numberSearch, clock: options.clock }),
    /** Holds the number for a basket until a time (null when sold or held elsewhere). Caller's transaction. */
    holdNumber: makeHoldNumber({ store: holdStore }),
    /** For staff's admin add-number: holds a number, putting one we lack into the inventory (docs/adr/0071). */
    holdForStaffSale: makeHoldForStaffSale({ store: holdStore }),
    /** Ends a basket's hold on a number (only a lapsed one with `lapsedBy`). Caller's transaction. */
    releaseHold: makeReleaseHold({ store: holdStore }),
    /** For checkout: sells the numbers still held by the basket; answers the ids sold. Caller's transaction. */
    sellHeldNumbers: makeSellHeldNumbers({ store: holdStore }),
    /** For checkout's held orders: extends the basket's live holds to a time; answers the ids kept. Caller's transaction. */
    keepHeldNumbers: makeKeepHeldNumbers({ store: holdStore }),
    /** For recurring billing: a number whose licence ended is on sale again for its licensor. Caller's transaction. */
    returnLicensedNumber: makeReturnLicensedNumber(sql),
    /** For brokerage: puts a broker's listing on sale in search at once (docs/adr/0055). Caller's transaction. */
    publishListing: makePublishListing({ store: publishedListings, clock: options.clock }),
    /** For the basket: what a Pig Pick promotion token proves for adding a number now (docs/adr/0066), or null. */
    pigPickPromotion: makePigPickPromotion({ promotions }),
    /** For brokerage's vanity spellings: false for profane words (the filter search spells numbers with). */
    isCleanWord,
    /** For brokerage: takes a broker's listing off sale. Caller's transaction. */
    withdrawListing: makeWithdrawListing({ store: publishedListings }),
    /** The brand's prices as a member of the account pays them (its overrides applied); list prices for null. */
    async pricingFor(brandingId: number, accountId: number | null): Promise<AccountPricing> {
      const priced = await accountPricing.pricingFor(brandingId, accountId);
      // Fee rows (LNP, Transfer) are answered as `fees`, never as plans a number could be put on.
      return { ...priced, plans: plansById(priced.plans.filter((plan) => plan.type !== 'fee')) };
    },
    /** A number's listed prices as a member of the account pays them (its number price factor applied). */
    async numberPricesFor<T extends ListedPrices>(prices: T, accountId: number | null): Promise<T> {
      const factor = accountId === null ? null : await accountPricing.numberPriceFactor(accountId);
      return pricesForAccount(prices, factor);
    },
    /** The jobs' work on demand, for the admin CLI (each also answers what it would do, changing nothing). */
    maintenance: {
      searchTallyCounts: () => searchTallyCounts(sql),
      rebuildSearchTallies: async () => {
        await options.tx(() => rebuildSearchTallies(sql, options.clock.now()));
        return searchTallyCounts(sql);
      },
      staleNumberRuns: () => staleNumberRuns(sql),
      refreshNumberRuns: () => options.tx(() => refreshNumberRuns(sql)),
      // The inventory's indexes, and building again those whose leaf pages have grown loose (docs/adr/0094).
      inventoryIndexes: () => tableIndexes(sql, 'catalog.number'),
      inventoryIndexFill: async (index: TableIndex) => {
        const percent = await leafDensity(sql, index);
        return { percent, loose: isLoose(percent) };
      },
      rebuildInventoryIndex: (index: TableIndex) => rebuildIndex(sql, index),
      dropInvalidInventoryIndex: (index: TableIndex) => dropInvalidIndex(sql, index),
    },
    jobs: [
      ...satellites.jobs,
      // Only the exchanges logged since the last run (docs/adr/0078), so every minute is cheap.
      defineJob({
        queue: 'catalog.refresh-number-runs',
        cron: '* * * * *',
        handle: async () => {
          await refreshLoggedNumberRuns(sql, options.tx);
        },
      }),
      defineJob({
        queue: 'catalog.refresh-search-tallies',
        cron: TALLY_REFRESH_CRON,
        handle: async () => {
          await options.tx(() => refreshSearchTallies(sql, options.clock.now()));
        },
      }),
    ],
    mount: (app: OpenAPIHono<AppEnv>) => {
      mountSearchRoutes(app, {
        searchNumbers,
        countSearch: makeSearchRateLimit({
          rateLimiter: options.searchRateLimiter ?? options.rateLimiter,
          clock: options.clock,
        }),
        clientIp: options.clientIp,
      });
      satellites.mount(app);
    },
  };
}

/** For the demo seed (it runs before the app is composed): publishing brokers' listings, as the module does. */
export function createListingPublisher(orm: Orm, clock: Clock) {
  const store = new PostgresPublishedListings(makeSqlExecutor(orm));
  return {
    publishListing: makePublishListing({ store, clock }),
    withdrawListing: makeWithdrawListing({ store }),
  };
}

/** What other modules' adapters may use of the catalog (they declare the ports they need in their own ports/). */
export type CatalogModule = ReturnType<typeof createCatalogModule>;
