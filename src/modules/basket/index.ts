import { randomUUID } from 'node:crypto';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Clock } from '../../platform/clock/clock.ts';
import { HmacCodes } from '../../platform/crypto/hmac-codes.ts';
import type { SecretBox } from '../../platform/crypto/secret-box.ts';
import type { Orm } from '../../platform/db/orm.ts';
import { currentEm, withContext } from '../../platform/db/unit-of-work.ts';
import type { EventPublisher } from '../../platform/events/live-event.ts';
import type { AppEnv } from '../../platform/http/env.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { stripeHostOptions } from '../../platform/outbound/stripe-api-url.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import type { SmsSender } from '../../platform/sms/sms-sender.ts';
import type { TaxPayload } from '../../shared/tax-payload.ts';
import type { OffersModule } from '../offers/index.ts';
import { accountConfirmationEntities } from './adapters/db/account-confirmation.mapping.ts';
import { basketEntities } from './adapters/db/basket.mapping.ts';
import { MikroOrmAccountConfirmationRepository } from './adapters/db/mikro-orm-account-confirmation-repository.ts';
import { MikroOrmBasketRepository } from './adapters/db/mikro-orm-basket-repository.ts';
import { MikroOrmCheckoutOrders } from './adapters/db/mikro-orm-checkout-orders.ts';
import { MikroOrmTaxEstimateCache } from './adapters/db/mikro-orm-tax-estimate-cache.ts';
import { RateTableTaxEstimator } from './adapters/db/rate-table-tax-estimator.ts';
import { liveBasketChanges } from './adapters/events/live-basket-changes.ts';
import { mountAccountConfirmationRoutes } from './adapters/http/account-confirmation.router.ts';
import { mountBasketRoutes } from './adapters/http/basket.router.ts';
import { mountCheckoutRoutes } from './adapters/http/checkout.router.ts';
import { mountTaxEstimateRoutes } from './adapters/http/tax-estimate.router.ts';
import { basketJobs } from './adapters/jobs/basket.jobs.ts';
import { checkoutJobs } from './adapters/jobs/checkout.jobs.ts';
import { taxJobs } from './adapters/jobs/tax.jobs.ts';
import { offersAcceptedOffers } from './adapters/offers/offers-accepted-offers.ts';
import { stripeTaxEstimator } from './adapters/stripe/stripe-tax-estimator.ts';
import { makeActivateConfirmedAccount } from './app/activate-confirmed-account.ts';
import { makeAddAdminItem } from './app/add-admin-item.ts';
import { makeAddItem } from './app/add-item.ts';
import { makeAddPortIn } from './app/add-port-in.ts';
import { makeAddSeat } from './app/add-seat.ts';
import { makeApproveFraudReview } from './app/approve-fraud-review.ts';
import { makeCaptureOrderPayment } from './app/capture-order-payment.ts';
import { makeChangeItem } from './app/change-item.ts';
import { type CheckOutDeps, makeCheckOut } from './app/check-out.ts';
import { makeConfirmConfirmationCode } from './app/confirm-confirmation-code.ts';
import { makeCreateBasket } from './app/create-basket.ts';
import { makeCreateWidgetBasket } from './app/create-widget-basket.ts';
import { makeCurrentBasket } from './app/current-basket.ts';
import { type EstimateBasketTaxesInput, makeEstimateBasketTaxes } from './app/estimate-basket-taxes.ts';
import type { EstimateTaxes } from './app/estimate-taxes.ts';
import { makeEstimateTaxes } from './app/estimate-taxes.ts';
import { EXPIRY_BATCH, makeExpireItems } from './app/expire-items.ts';
import { makeGetAccountConfirmation } from './app/get-account-confirmation.ts';
import { makeGetBasket } from './app/get-basket.ts';
import { makeListFraudReviews } from './app/list-fraud-reviews.ts';
import { makePurgeTaxEstimates } from './app/purge-tax-estimates.ts';
import { makeRejectFraudReview } from './app/reject-fraud-review.ts';
import { makeReleaseHeldOrder } from './app/release-held-order.ts';
import { makeReleaseHeldOrdersOfAccount } from './app/release-held-orders-of-account.ts';
import { makeRemoveItem } from './app/remove-item.ts';
import { makeRequestAccountConfirmation } from './app/request-account-confirmation.ts';
import { makeSendConfirmationCode } from './app/send-confirmation-code.ts';
import { makeUpdateBasketData } from './app/update-basket-data.ts';
import type { AccountLedger } from './ports/account-ledger.ts';
import type { AccountNumbers } from './ports/account-numbers.ts';
import type { AdminItemAudit } from './ports/admin-item-audit.ts';
import type { BrokerSales } from './ports/broker-sales.ts';
import type { CheckoutPayments } from './ports/checkout-payments.ts';
import type { ConfirmationListener } from './ports/confirmation-listener.ts';
import type { ConfirmationLoginTokens } from './ports/confirmation-login-tokens.ts';
import type { ConfirmationPayments } from './ports/confirmation-payments.ts';
import type { CustomerAccounts } from './ports/customer-accounts.ts';
import type { FraudScreening } from './ports/fraud-screening.ts';
import type { NumberHolds } from './ports/number-holds.ts';
import type { NumberSales } from './ports/number-sales.ts';
import type { PlanPrices } from './ports/plan-prices.ts';
import type { PortInOrders } from './ports/port-in-orders.ts';
import type { ReviewAudit } from './ports/review-audit.ts';
import type { WidgetPrices } from './ports/widget-prices.ts';

export { accountsConfirmationLoginTokens } from './adapters/accounts/accounts-confirmation-login-tokens.ts';
export { accountsCustomerAccounts } from './adapters/accounts/accounts-customer-accounts.ts';
export { adminAdminItemAudit } from './adapters/admin/admin-admin-item-audit.ts';
export { adminFraudScreening } from './adapters/admin/admin-fraud-screening.ts';
export { adminReviewAudit } from './adapters/admin/admin-review-audit.ts';
export { billingAccountLedger } from './adapters/billing/billing-account-ledger.ts';
export { billingCheckoutPayments } from './adapters/billing/billing-checkout-payments.ts';
export {
  billingConfirmationPayments,
  type ConfirmationCustomerOf,
} from './adapters/billing/billing-confirmation-payments.ts';
export { brokerageBrokerSales } from './adapters/brokerage/brokerage-broker-sales.ts';
export { brokerageWidgetPrices } from './adapters/brokerage/brokerage-widget-prices.ts';
export { catalogNumberHolds } from './adapters/catalog/catalog-number-holds.ts';
export { catalogNumberSales } from './adapters/catalog/catalog-number-sales.ts';
export { catalogPlanPrices } from './adapters/catalog/catalog-plan-prices.ts';
export { messagingAccountNumbers } from './adapters/messaging/messaging-account-numbers.ts';
export { portingPortInOrders } from './adapters/porting/porting-port-in-orders.ts';
export { accountConfirmationMail } from './app/account-confirmation-mail.ts';
export type { EstimateBasketTaxesInput } from './app/estimate-basket-taxes.ts';
export type { TaxEstimateView } from './app/estimate-taxes.ts';
export type { BasketUser } from './domain/basket.ts';
export { dueNowCents } from './domain/tax-estimate.ts';
export type { ConfirmationListener } from './ports/confirmation-listener.ts';
export type { ConfirmationLoginTokens } from './ports/confirmation-login-tokens.ts';
export type { ConfirmationPayments } from './ports/confirmation-payments.ts';
export type { NumberHolds } from './ports/number-holds.ts';
export type { PlanPrices } from './ports/plan-prices.ts';
export type { CheckoutPorts };
export { accountConfirmationEntities, basketEntities };

/** The basket module: baskets, their items and the 30-minute reservations, taxes, checkout and its review queue. */
export function createBasketModule(options: {
  orm: Orm;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
  holds: NumberHolds;
  plans: PlanPrices;
  /** The platform's live events: basket changes reach the owning account's open tabs. */
  events: EventPublisher;
  rateLimiter: RateLimiter;
  /** The platform's secret box: a port-in's carrier PIN is stored sealed (docs/adr/0053). */
  secretBox: Pick<SecretBox, 'seal'>;
  /** The caller's address with TRUST_PROXY applied, for the rate limits. */
  clientIp: (c: Context) => string;
  secureCookies: boolean;
  /** Set (STRIPE_TAX=true): Stripe Tax estimates taxes; unset: the rate table (docs/adr/0028). */
  /** Stripe Tax instead of the rate table (STRIPE_TAX=true); `apiUrl` is STRIPE_API_URL. */
  stripeTax?: { secretKey: string; apiUrl: string | null } | null;
  /** The offers module (a getter: composed after the basket): accepted offers priced into items, completed at checkout. */
  offers?: () => Pick<OffersModule, 'acceptedForBasket' | 'completeNegotiation'>;
  /** Brokers' embedded search widgets (docs/adr/0064): widget baskets and their marked-up prices. */
  widgets?: WidgetPrices;
  /** The staff audit log: admin add-number items are staff changes (docs/adr/0075). */
  adminItemAudit: AdminItemAudit;
}) {
  const deps = {
    baskets: new MikroOrmBasketRepository(() => currentEm(options.orm)),
    holds: options.holds,
    plans: options.plans,
    changes: liveBasketChanges(options.events),
    clock: options.clock,
    rateLimiter: options.rateLimiter,
    secretBox: options.secretBox,
    tx: options.tx,
    newUuid: randomUUID,
    ...(options.offers ? { offers: offersAcceptedOffers(options.offers) } : {}),
    ...(options.widgets ? { widgets: options.widgets } : {}),
  };
  const expireItems = makeExpireItems(deps);
  const taxes = taxUseCases(options, deps.baskets);
  const currentBasket = makeCurrentBasket(deps);
  return {
    /**
     * Checkout and the fraud review queue (docs/adr/0031), given the other modules' sides of an order. Built
     * after the modules it needs exist (billing and accounts use the basket too). Answers its routes and
     * `releaseHeldOrder`, for account confirmation to let an automated review's order through.
     */
    checkout: (ports: CheckoutPorts) => checkoutUseCases(options, deps, taxes.estimateTaxes, ports),
    /** For the profile: the visitor's current basket uuid (the remembered one if still theirs), or null. */
    currentBasketUuid: (user: { brandingId: number; accountId: number | null }, remembered: string | null) =>
      withContext(options.orm, () => currentBasket(user, remembered)),
    /** The expiry job's work, also for tests: closes lapsed items and answers how many. */
    expireItems,
    /** How many items the next expiry run would close (at most its batch): the admin CLI's dry run. */
    lapsedItemCount: () =>
      options.tx(async () => (await deps.baskets.lapsedItems(options.clock.now(), EXPIRY_BATCH)).length),
    /**
     * Taxes of a payload (spec 2 section 7's three estimates), kept an hour by the payload's hash; no rate
     * limit (server-side callers). InvalidTaxRequest (400), TaxEstimateUnavailable (503).
     */
    estimateTaxes: (payload: TaxPayload) => withContext(options.orm, () => taxes.estimateTaxes(payload)),
    /** Checkout's estimate from the basket's own live items at the buyer's address (404 if not theirs). */
    estimateBasketTaxes: (input: EstimateBasketTaxesInput) =>
      withContext(options.orm, () => taxes.estimateBasketTaxes(input)),
    jobs: [...basketJobs({ expireItems }), ...taxJobs(taxes)],
    mount: (app: OpenAPIHono<AppEnv>) => {
      const createBasket = makeCreateBasket(deps);
      const { widgets } = options;
      mountBasketRoutes(app, {
        createBasket,
        createWidgetBasket: widgets && makeCreateWidgetBasket({ ...deps, createBasket, widgets }),
        getBasket: makeGetBasket(deps),
        addItem: makeAddItem(deps),
        changeItem: makeChangeItem(deps),
        removeItem: makeRemoveItem(deps),
        updateBasketData: makeUpdateBasketData(deps),
        addPortIn: makeAddPortIn(deps),
        addSeat: makeAddSeat(deps),
        addAdminItem: makeAddAdminItem({ ...deps, adminItemAudit: options.adminItemAudit }),
        secureCookies: options.secureCookies,
        clientIp: options.clientIp,
      });
      mountTaxEstimateRoutes(app, { estimateTaxes: taxes.estimateTaxes, clientIp: options.clientIp });
    },
  };
}

/** What checkout needs of other modules (each implemented in adapters/<module>/) and of the platform. */
interface CheckoutPorts {
  payments: CheckoutPayments;
  ledger: AccountLedger;
  customers: CustomerAccounts;
  accountNumbers: AccountNumbers;
  portIns: PortInOrders;
  sales: NumberSales;
  /** Brokers' sales and licences of the order's numbers (docs/adr/0058). */
  brokerSales?: BrokerSales;
  fraud: FraudScreening;
  audit: ReviewAudit;
  mailer: Mailer;
  /** Account confirmation's `requestAccountConfirmation`: an automated review's order asks the buyer to confirm. */
  requestAccountConfirmation: (input: { accountId: number; userId: number }) => Promise<string>;
  /** Queues the capture of an order (released inside another module's transaction, or as checkout's safety net). */
  jobs: Jobs;
  publicUrl: string;
  onCaptureFailed?: (orderUuid: string, error: unknown) => void;
}

function checkoutUseCases(
  options: { orm: Orm; clientIp: (c: Context) => string },
  basketDeps: Omit<CheckOutDeps, keyof CheckoutPorts | 'orders' | 'estimateTaxes'> & { holds: NumberHolds },
  estimateTaxes: EstimateTaxes,
  ports: CheckoutPorts,
) {
  const deps = {
    ...basketDeps,
    ...ports,
    publicUrl: ports.publicUrl.replace(/\/$/, ''),
    orders: new MikroOrmCheckoutOrders(() => currentEm(options.orm)),
    estimateTaxes,
  };
  const releaseHeldOrder = makeReleaseHeldOrder(deps);
  const captureOrderPayment = makeCaptureOrderPayment(deps);
  return {
    /** For the admin home: orders held for a staff fraud review. */
    fraudReviewCount: () => deps.orders.countWithStatus('held_for_review'),
    /**
     * For account confirmation's listener, in the CALLER's transaction: releases the account's orders held by an
     * automated review; their cards are captured by a job queued in that transaction. Answers how many.
     */
    releaseHeldOrdersOfAccount: makeReleaseHeldOrdersOfAccount(deps),
    jobs: checkoutJobs({
      captureOrderPayment: (input) => withContext(options.orm, () => captureOrderPayment(input)),
    }),
    /** For account confirmation: completes an order held by an automated review (HeldOrderNotFound otherwise). */
    releaseHeldOrder: (input: { orderUuid: string }) =>
      withContext(options.orm, () => releaseHeldOrder(input)),
    mount: (app: OpenAPIHono<AppEnv>) =>
      mountCheckoutRoutes(app, {
        checkOut: makeCheckOut(deps),
        listFraudReviews: makeListFraudReviews(deps),
        approveFraudReview: makeApproveFraudReview(deps),
        rejectFraudReview: makeRejectFraudReview(deps),
        clientIp: options.clientIp,
      }),
  };
}

/** The tax estimates (docs/adr/0028): the rate table or Stripe Tax, estimates kept by payload hash. */
function taxUseCases(
  options: {
    orm: Orm;
    clock: Clock;
    rateLimiter: RateLimiter;
    stripeTax?: { secretKey: string; apiUrl: string | null } | null;
  },
  baskets: MikroOrmBasketRepository,
) {
  const em = () => currentEm(options.orm);
  const cache = new MikroOrmTaxEstimateCache(em);
  const estimator = options.stripeTax
    ? stripeTaxEstimator({
        secretKey: options.stripeTax.secretKey,
        sdkOptions: stripeHostOptions(options.stripeTax.apiUrl),
      })
    : new RateTableTaxEstimator(em);
  const estimateTaxes = makeEstimateTaxes({
    estimator,
    cache,
    clock: options.clock,
    rateLimiter: options.rateLimiter,
  });
  return {
    estimateTaxes,
    estimateBasketTaxes: makeEstimateBasketTaxes({ baskets, clock: options.clock, estimateTaxes }),
    purgeTaxEstimates: makePurgeTaxEstimates({ cache, clock: options.clock }),
  };
}

/** What other modules' adapters may use of the basket (they declare the ports they need in their own ports/). */
export type BasketModule = ReturnType<typeof createBasketModule>;

/**
 * The basket module's account confirmation (/confirm-account, docs/adr/0032), built apart from the basket
 * because it needs accounts (login tokens) and billing (the amount due), which the composition root
 * builds after the basket.
 */
export function createAccountConfirmation(options: {
  orm: Orm;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
  rateLimiter: RateLimiter;
  clientIp: (c: Context) => string;
  /** The platform's SMS outbox. */
  sms: SmsSender;
  /** Key for hashing confirmation codes at rest. */
  codeKey: string;
  loginTokens: ConfirmationLoginTokens;
  payments: ConfirmationPayments;
  /** Told once per activation, in its transaction (checkout releases the held order). */
  listener: ConfirmationListener;
}) {
  const deps = {
    ...options,
    confirmations: new MikroOrmAccountConfirmationRepository(() => currentEm(options.orm)),
    codes: new HmacCodes('numberyard-confirm-account-code', options.codeKey),
    newUuid: randomUUID,
  };
  return {
    /**
     * For checkout (automated fraud review) and staff-created stub accounts: opens a confirmation in the
     * CALLER's transaction and answers the uuid for the link (accountConfirmationMail writes the mail).
     */
    requestAccountConfirmation: makeRequestAccountConfirmation(deps),
    mount: (app: OpenAPIHono<AppEnv>) =>
      mountAccountConfirmationRoutes(app, {
        getAccountConfirmation: makeGetAccountConfirmation(deps),
        sendConfirmationCode: makeSendConfirmationCode(deps),
        confirmConfirmationCode: makeConfirmConfirmationCode(deps),
        activateConfirmedAccount: makeActivateConfirmedAccount(deps),
        clientIp: options.clientIp,
      }),
  };
}

export type AccountConfirmationModule = ReturnType<typeof createAccountConfirmation>;
