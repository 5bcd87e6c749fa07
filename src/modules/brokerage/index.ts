import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Orm } from '../../platform/db/orm.ts';
import { currentEm } from '../../platform/db/unit-of-work.ts';
import type { AppEnv } from '../../platform/http/env.ts';
import type { JobDefinition, Jobs } from '../../platform/jobs/jobs.ts';
import type { AccountsModule } from '../accounts/index.ts';
import type { BillingModule } from '../billing/index.ts';
import type { CatalogModule } from '../catalog/index.ts';
import { accountsBrokerAccounts } from './adapters/accounts/accounts-broker-accounts.ts';
import { adminStaffAudit } from './adapters/admin/admin-staff-audit.ts';
import { billingEarnings } from './adapters/billing/billing-earnings.ts';
import { catalogPublishedListings } from './adapters/catalog/catalog-published-listings.ts';
import { brokerageAchEntities } from './adapters/db/ach.mapping.ts';
import { brokerageListingEntities } from './adapters/db/brokerage.mapping.ts';
import { brokerageEarningsEntities } from './adapters/db/earnings.mapping.ts';
import { brokerageJobEntities } from './adapters/db/job.mapping.ts';
import { MikroOrmLicenses } from './adapters/db/mikro-orm-earnings.ts';
import { MikroOrmListings } from './adapters/db/mikro-orm-listings.ts';
import { MikroOrmResellerSettings } from './adapters/db/mikro-orm-reseller-settings.ts';
import { PayoutSchema } from './adapters/db/payout.mapping.ts';
import { ResellerSettingsSchema } from './adapters/db/reseller.mapping.ts';
import { SpellingRequestSchema } from './adapters/db/spelling-request.mapping.ts';
import { brokerageVerificationEntities } from './adapters/db/verification.mapping.ts';
import { achPart, type PayoutConfig } from './adapters/wiring/ach.ts';
import { jobsPart } from './adapters/wiring/jobs.ts';
import { type LicenceOptions, licencesPart } from './adapters/wiring/licences.ts';
import { type ListingsPartOptions, listingsPart } from './adapters/wiring/listings.ts';
import { payoutsPart } from './adapters/wiring/payouts.ts';
import { type ResellerOptions, resellersPart } from './adapters/wiring/resellers.ts';
import { type VerificationOptions, verification } from './adapters/wiring/verification.ts';
import { type WidgetOptions, widgetPart } from './adapters/wiring/widget.ts';
import { makeSaveListing } from './app/save-listing.ts';
import type { PayoutRails } from './ports/payout-rails.ts';
import type { PublishedListings } from './ports/published-listings.ts';
import type { StaffAudit } from './ports/staff-audit.ts';

export { seedDemoBrokerListings } from './adapters/demo/demo-listings.ts';
export { DEMO_WIDGET_TOKEN, seedDemoReseller } from './adapters/demo/demo-reseller.ts';

/** The CSV upload route streams its multipart body (not JSON) and takes files far larger than a JSON body. */
export const BROKERAGE_CSV_UPLOAD = { path: '/api/brokerage/csvJobs', maxBytes: 64 * 1024 * 1024 } as const;

export const brokerageEntities = [
  ...brokerageListingEntities,
  SpellingRequestSchema,
  ...brokerageVerificationEntities,
  ...brokerageEarningsEntities,
  ...brokerageJobEntities,
  ResellerSettingsSchema,
  ...brokerageAchEntities,
  PayoutSchema,
];

/** What every part of the broker area shares: the listings, saving a change, and who is a broker. */
export interface BrokerageCore {
  orm: Orm;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
  listings: MikroOrmListings;
  /** The catalog side: `syncCatalog(core, listing, now)` re-publishes after a change outside saveListing. */
  published: PublishedListings;
  /** Whether a number is licensed out now: syncCatalog leaves its sold catalog row alone (docs/adr/0058). */
  licensedOut: (tn: string) => Promise<boolean>;
  saveListing: ReturnType<typeof makeSaveListing>;
  brokers: ReturnType<typeof accountsBrokerAccounts>;
  /** Brokers' widget and affiliate link settings (the widget, the affiliate link and checkout read them). */
  resellers: MikroOrmResellerSettings;
  /** Staff changes (spelling decisions, Early Payout, Cancel Sale) go to the admin module's audit log. */
  audit: StaffAudit;
}

/**
 * The brokerage module (spec 3, docs/adr/0055): brokers' listings published to the catalog, bulk and CSV jobs,
 * licences, listing verification, carrier credentials and Manage ACH. Each part is wired in adapters/wiring/.
 */
export function createBrokerageModule(
  options: {
    orm: Orm;
    clock: Clock;
    tx: <T>(work: () => Promise<T>) => Promise<T>;
    admin: ListingsPartOptions['admin'];
    catalog: Pick<CatalogModule, 'publishListing' | 'withdrawListing'> &
      ListingsPartOptions['catalog'] &
      LicenceOptions['catalog'] &
      WidgetOptions['catalog'];
    accounts: Pick<AccountsModule, 'isBroker' | 'accountSummary'> &
      ListingsPartOptions['accounts'] &
      LicenceOptions['accounts'];
    messaging: ListingsPartOptions['messaging'] & LicenceOptions['messaging'];
    mailer: LicenceOptions['mailer'];
    /** Also the widget's rate limits and the caller's address (compose hands the platform's services). */
    verification: VerificationOptions & Pick<WidgetOptions, 'clientIp'>;
    /** The job queue (bulk listing jobs run on it). */
    jobs: Jobs;
    /** PAYOUT_GATEWAY, STRIPE_*, PAYPAL_* (docs/adr/0063): how ACH and PayPal payouts are sent. */
    payoutConfig: PayoutConfig;
    /** Billing's payments and ledger: whether a sale's charge was collected, account payouts, chargebacks. */
    billing: Pick<BillingModule, 'payments' | 'ledger'>;
    /** Tests only: other rails than Manage ACH's (adapters/wiring/ach.ts) for ACH and PayPal payouts. */
    rails?: PayoutRails;
  } & ResellerOptions &
    Omit<ListingsPartOptions, 'catalog' | 'accounts'>,
) {
  const listings = new MikroOrmListings(() => currentEm(options.orm));
  const published = catalogPublishedListings(options.catalog);
  const licenses = new MikroOrmLicenses(() => currentEm(options.orm));
  const licensedOut = (tn: string) => licenses.isLicensedOut(tn);
  const core: BrokerageCore = {
    orm: options.orm,
    clock: options.clock,
    tx: options.tx,
    listings,
    published,
    licensedOut,
    saveListing: makeSaveListing({ listings, published, clock: options.clock, licensedOut }),
    brokers: accountsBrokerAccounts(options.accounts),
    resellers: new MikroOrmResellerSettings(() => currentEm(options.orm)),
    audit: adminStaffAudit(options.admin),
  };
  const licences = licencesPart(core, { ...options, licenses });
  const ach = achPart(core, {
    secretBox: options.verification.secretBox,
    rateLimiter: options.verification.rateLimiter,
    mailer: options.mailer,
    accounts: options.accounts,
    payoutConfig: options.payoutConfig,
  });
  const payouts = payoutsPart(core, {
    billing: billingEarnings(options.billing),
    rails: options.rails ?? ach.rails,
  });
  const widget = widgetPart(core, { ...options.verification, catalog: options.catalog });
  const listingsApi = listingsPart(core, options);
  const parts: Array<{ mount?: (app: OpenAPIHono<AppEnv>) => void; jobs?: JobDefinition[] }> = [
    listingsApi,
    verification(core, options.verification),
    licences,
    resellersPart(core, options),
    ach,
    payouts,
    widget,
  ];
  const jobs = jobsPart(core, options);
  parts.push(jobs);
  return {
    core,
    ...licences.facade,
    ...payouts.facade,
    ...widget.facade,
    ...listingsApi.facade,
    /** Runs a bulk job now (tests, bench:listings); the worker runs it from the queue. */
    runJob: jobs.runJob,
    /** Manage ACH's PayoutRails (ports/payout-rails.ts): what the payouts part sends ACH and PayPal money by. */
    payoutRails: ach.rails,
    jobs: parts.flatMap((part) => part.jobs ?? []),
    mount: (app: OpenAPIHono<AppEnv>) => {
      for (const part of parts) part.mount?.(app);
    },
  };
}

export type BrokerageModule = ReturnType<typeof createBrokerageModule>;
