import path from 'node:path';
import type { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import {
  basketCurrentBaskets,
  billingAccountBalances,
  billingBalancePayments,
  catalogBrandCatalog,
  createAccountsModule,
  portingPendingTransfers,
} from './modules/accounts/index.ts';
import { accountsStaffDirectory, adminOpenWork, createAdminModule } from './modules/admin/index.ts';
import {
  accountsConfirmationLoginTokens,
  accountsCustomerAccounts,
  adminAdminItemAudit,
  adminFraudScreening,
  adminReviewAudit,
  billingAccountLedger,
  billingCheckoutPayments,
  billingConfirmationPayments,
  brokerageBrokerSales,
  brokerageWidgetPrices,
  catalogNumberHolds,
  catalogNumberSales,
  catalogPlanPrices,
  createAccountConfirmation,
  createBasketModule,
  messagingAccountNumbers,
  portingPortInOrders,
} from './modules/basket/index.ts';
import {
  accountsBillingAccounts,
  accountsConversionAccounts,
  adminDunningAudit,
  basketAccess,
  billingStripeOptions,
  brokerageBrokerChargebacks,
  brokerageBrokerLicences,
  catalogBillingPrices,
  catalogBrandPlans,
  createBillingModule,
  messagingBillableNumbers,
  messagingConversionNumbers,
} from './modules/billing/index.ts';
import { BROKERAGE_CSV_UPLOAD, createBrokerageModule } from './modules/brokerage/index.ts';
import { adminThemeAudit, createCatalogModule } from './modules/catalog/index.ts';
import {
  accountsAccountContacts,
  accountsAccountMembers,
  accountsTransferParties,
  adminMessageViewAudit,
  billingNumberLedger,
  brokerageReleasedLicences,
  catalogForwardingPlans,
  catalogNumberPlans,
  createMessagingCarrier,
  createMessagingModule,
  createNumberProtection,
  FilesystemMediaStore,
  SEND_MESSAGE_BODY_LIMIT_BYTES,
} from './modules/messaging/index.ts';
import { catalogListedNumbers, catalogSalesTeams, createOffersModule } from './modules/offers/index.ts';
import {
  billingTransferLedger,
  catalogTransferPricing,
  createPortingModule,
  messagingTransferredNumbers,
  portInOrderDeps,
} from './modules/porting/index.ts';
import type { Clock } from './platform/clock/clock.ts';
import { type Config, carrierApiOf } from './platform/config.ts';
import { DEVELOPMENT_DATA_KEY } from './platform/crypto/secret-box.ts';
import type { Orm } from './platform/db/orm.ts';
import { makeSqlExecutor } from './platform/db/sql-executor.ts';
import { makeTransactional, withContext } from './platform/db/unit-of-work.ts';
import type { EventHub } from './platform/events/event-hub.ts';
import { PostgresEventStore } from './platform/events/event-store.ts';
import { platformJobs } from './platform/events/events.jobs.ts';
import { createHttpApp } from './platform/http/app.ts';
import { sessionCookieName } from './platform/http/authenticate.ts';
import { platformMounts } from './platform/http/platform-mounts.ts';
import { PgBossJobs } from './platform/jobs/pg-boss-jobs.ts';
import { createPlatformServices } from './platform/services.ts';

export { ENTITIES } from './entities.ts';

export interface Runtime {
  config: Config;
  logger: Logger;
  clock: Clock;
  orm: Orm;
  boss: PgBoss;
  /** Absent in worker-only processes, which serve no event streams. */
  hub?: EventHub;
  /** How often open event streams check their session (tests shorten it). */
  eventStreamCheckMs?: number;
}

/** The composition root: plain wiring of modules to their ports and of routers to the app. */
export function composeApp(runtime: Runtime) {
  const { config, logger, clock, orm, boss } = runtime;
  const tx = makeTransactional(orm);
  const runInContext = <T>(work: () => Promise<T>) => withContext(orm, work);
  const sql = makeSqlExecutor(orm);
  const eventStore = new PostgresEventStore(sql);
  const jobsPort = new PgBossJobs(boss, sql);
  const carrierApi = carrierApiOf(config);
  const platform = createPlatformServices({ config, logger, orm, sql, jobs: jobsPort, clock });
  const catalog = createCatalogModule({
    orm,
    clock,
    tx,
    memoMaxBytes: config.MEMO_MAX_MB * 1024 * 1024,
    // Bot check, rate limiters (the search's batched one too), client address, mailer.
    ...platform,
    publicUrl: config.PUBLIC_URL,
    dataKey: config.DATA_ENCRYPTION_KEY ?? DEVELOPMENT_DATA_KEY,
    audit: adminThemeAudit(() => admin),
  });
  const basket = createBasketModule({
    orm,
    clock,
    tx,
    holds: catalogNumberHolds(catalog),
    plans: catalogPlanPrices(catalog),
    events: eventStore,
    rateLimiter: platform.rateLimiter,
    secretBox: platform.secretBox,
    clientIp: platform.clientIp,
    secureCookies: config.PUBLIC_URL.startsWith('https:'),
    stripeTax:
      config.STRIPE_TAX && config.STRIPE_SECRET_KEY
        ? { secretKey: config.STRIPE_SECRET_KEY, apiUrl: config.STRIPE_API_URL ?? null }
        : null,
    offers: () => offers,
    widgets: brokerageWidgetPrices(() => brokerage),
    adminItemAudit: adminAdminItemAudit(() => admin),
  });
  const billing = createBillingModule({
    orm,
    clock,
    tx,
    baskets: basketAccess(basket),
    // Getters: messaging and accounts are composed after billing (accounts reads billing's balances).
    numbers: messagingBillableNumbers(() => messaging),
    accounts: accountsBillingAccounts(() => accounts),
    prices: catalogBillingPrices(catalog),
    brokerLicences: brokerageBrokerLicences(() => brokerage),
    brokerChargebacks: brokerageBrokerChargebacks(() => brokerage),
    mailer: platform.mailer,
    publicUrl: config.PUBLIC_URL,
    botCheck: platform.botCheck,
    rateLimiter: platform.rateLimiter,
    clientIp: platform.clientIp,
    stripe: billingStripeOptions(config),
    audit: adminDunningAudit(() => admin),
  });
  const accounts = createAccountsModule({
    orm,
    clock,
    tx,
    brands: catalogBrandCatalog(catalog),
    baskets: basketCurrentBaskets(basket),
    balances: billingAccountBalances(billing),
    admin: () => admin,
    rateLimiter: platform.rateLimiter,
    botCheck: platform.botCheck,
    secretBox: platform.secretBox,
    securityLog: platform.securityLog,
    notifier: { email: (mail) => platform.mailer.send(mail), sms: (message) => platform.sms.send(message) },
    codeKey: config.DATA_ENCRYPTION_KEY ?? 'development',
    publicUrl: config.PUBLIC_URL,
    clientIp: platform.clientIp,
    cookieName: sessionCookieName(config.PUBLIC_URL),
    secureCookies: config.PUBLIC_URL.startsWith('https:'),
    purgeCron: config.SESSION_PURGE_CRON,
  });
  const cli = () => ({ catalog, basket, platform, billing, accounts, brokerage, jobs: jobsPort });
  const admin = createAdminModule({ orm, clock, tx, staff: accountsStaffDirectory(accounts), cli });
  const numberProtection = createNumberProtection({
    orm,
    clock,
    tx,
    jobs: jobsPort,
    mailer: platform.mailer,
    rateLimiter: platform.rateLimiter,
    plans: catalogNumberPlans(catalog),
    forwardingPlans: catalogForwardingPlans(catalog),
    contacts: accountsAccountContacts(accounts),
    carrierApi,
    carrierWebhookSecret: config.CARRIER_WEBHOOK_SECRET ?? null,
    devTools: config.devTools,
    publicUrl: config.PUBLIC_URL,
  });
  const messagingCarrier = createMessagingCarrier(config, { jobs: jobsPort, clock });
  const messaging = createMessagingModule({
    orm,
    clock,
    tx,
    plans: catalogNumberPlans(catalog),
    mailer: platform.mailer,
    members: accountsAccountMembers(accounts),
    ledger: billingNumberLedger(billing),
    releasedLicences: brokerageReleasedLicences(() => brokerage),
    forwarding: { plans: catalogForwardingPlans(catalog), carrier: numberProtection.carrier },
    smsActivation: {
      jobs: jobsPort,
      events: eventStore,
      contacts: accountsAccountContacts(accounts),
      publicUrl: config.PUBLIC_URL,
      carrierApi,
    },
    contacts: { events: eventStore },
    carrier: { config, carrier: messagingCarrier, jobs: jobsPort, events: eventStore },
    // The platform's bot check, rate limiter, client address and mailer; the job queue is the port, not its jobs.
    threads: {
      ...platform,
      jobs: jobsPort,
      events: eventStore,
      media: new FilesystemMediaStore(path.join(config.DATA_DIR, 'media')),
      carrier: messagingCarrier,
      audit: adminMessageViewAudit(admin),
    },
    transfers: {
      ...platform,
      clock,
      tx,
      parties: accountsTransferParties(accounts),
      publicUrl: config.PUBLIC_URL,
    },
  });
  const porting = createPortingModule({
    orm,
    clock,
    pricing: catalogTransferPricing(catalog),
    numbers: messagingTransferredNumbers(messaging),
    ledger: billingTransferLedger(billing),
    portability: { config, logger, ...platform },
    portIns: portInOrderDeps({ config, tx, jobs: jobsPort, platform, accounts, messaging, catalog, billing }),
    admin,
  });
  const activation = accounts.activation({
    transfers: portingPendingTransfers(porting),
    payments: billingBalancePayments(billing),
  });
  const accountConfirmation = createAccountConfirmation({
    orm,
    clock,
    tx,
    rateLimiter: platform.rateLimiter,
    clientIp: platform.clientIp,
    sms: platform.sms,
    codeKey: config.DATA_ENCRYPTION_KEY ?? 'development',
    loginTokens: accountsConfirmationLoginTokens(accounts),
    payments: billingConfirmationPayments(billing),
    // Confirming the phone lets the account's orders held by an automated review through.
    listener: {
      accountConfirmed: async ({ accountId }) =>
        void (await checkout.releaseHeldOrdersOfAccount({ accountId })),
    },
  });
  const checkout = basket.checkout({
    payments: billingCheckoutPayments(billing),
    ledger: billingAccountLedger(billing),
    customers: accountsCustomerAccounts(accounts),
    accountNumbers: messagingAccountNumbers(messaging),
    portIns: portingPortInOrders(porting),
    sales: catalogNumberSales(catalog),
    brokerSales: brokerageBrokerSales(() => brokerage),
    fraud: adminFraudScreening(admin),
    audit: adminReviewAudit(admin),
    mailer: platform.mailer,
    requestAccountConfirmation: accountConfirmation.requestAccountConfirmation,
    jobs: jobsPort,
    publicUrl: config.PUBLIC_URL,
    onCaptureFailed: (orderUuid, err) =>
      logger.warn({ err, orderUuid }, 'checkout: capture failed after commit; the capture job retries it'),
  });
  const accountChanges = billing.accountChanges({
    accounts: accountsConversionAccounts(accounts),
    numbers: messagingConversionNumbers(messaging),
    plans: catalogBrandPlans(catalog),
  });
  const offers = createOffersModule({
    orm,
    clock,
    tx,
    numbers: catalogListedNumbers(catalog),
    salesTeams: catalogSalesTeams(catalog),
    mailer: platform.mailer,
    botCheck: platform.botCheck,
    rateLimiter: platform.rateLimiter,
    clientIp: platform.clientIp,
    leadsAdmin: { admin },
    negotiations: { jobs: jobsPort, publicUrl: config.PUBLIC_URL, catalog, accounts, billing },
  });
  const brokerage = createBrokerageModule({
    orm,
    clock,
    tx,
    admin,
    catalog,
    accounts,
    messaging,
    offers,
    mailer: platform.mailer,
    verification: { ...platform, dataKey: config.DATA_ENCRYPTION_KEY ?? DEVELOPMENT_DATA_KEY },
    jobs: jobsPort,
    secureCookies: config.PUBLIC_URL.startsWith('https:'),
    payoutConfig: config,
    billing,
  });
  const { app, openApiDocument } = createHttpApp({
    config,
    logger,
    orm,
    authenticator: accounts.authenticator,
    brands: catalog.brands,
    securityLog: platform.securityLog,
    bodyLimits: {
      '/api/accounts/messages': SEND_MESSAGE_BODY_LIMIT_BYTES,
      [BROKERAGE_CSV_UPLOAD.path]: BROKERAGE_CSV_UPLOAD.maxBytes,
    },
    nonJsonPrefixes: [BROKERAGE_CSV_UPLOAD.path],
    mounts: [
      ...platformMounts({
        config,
        orm,
        sql,
        boss,
        tx,
        events: eventStore,
        runInContext,
        ...(runtime.hub ? { hub: runtime.hub } : {}),
        ...(runtime.eventStreamCheckMs ? { eventStreamCheckMs: runtime.eventStreamCheckMs } : {}),
        stillValid: (callers) => accounts.authenticator.stillValid(callers),
      }),
      (api) => platform.mountDev(api),
      accounts.mount,
      catalog.mount,
      offers.mount,
      brokerage.mount,
      porting.mount,
      basket.mount,
      checkout.mount,
      (api) => admin.mount(api, adminOpenWork({ checkout, accounts, brokerage, offers, porting, billing })),
      accountConfirmation.mount,
      billing.mount,
      accountChanges.mount,
      messaging.mount,
      numberProtection.mount,
      activation.mount,
    ],
  });

  return {
    app,
    openApiDocument,
    jobs: [
      ...accounts.jobs,
      ...catalog.jobs,
      ...basket.jobs,
      ...checkout.jobs,
      ...billing.jobs,
      ...messaging.jobs,
      ...porting.jobs,
      ...numberProtection.jobs,
      ...offers.jobs,
      ...brokerage.jobs,
      ...platform.jobs,
      ...platformJobs({ store: eventStore, clock }),
    ],
    ports: { tx, jobs: jobsPort, events: eventStore, runInContext },
    modules: {
      accounts,
      catalog,
      offers,
      brokerage,
      basket,
      admin,
      billing,
      accountConfirmation,
      checkout,
      messaging,
      numberProtection,
      porting,
    },
  };
}

export type ComposedApp = ReturnType<typeof composeApp>;
