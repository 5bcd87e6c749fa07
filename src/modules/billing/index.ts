import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { BotCheck } from '../../platform/bot-check/bot-check.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Orm } from '../../platform/db/orm.ts';
import { makeSqlExecutor } from '../../platform/db/sql-executor.ts';
import { currentEm, inFreshContext, withContext } from '../../platform/db/unit-of-work.ts';
import type { AppEnv } from '../../platform/http/env.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import { billingEntities } from './adapters/db/billing.mapping.ts';
import { MikroOrmLedgerRepository } from './adapters/db/mikro-orm-ledger.ts';
import { MikroOrmPaymentRepository } from './adapters/db/mikro-orm-payments.ts';
import { MikroOrmSavedCardRepository } from './adapters/db/mikro-orm-saved-cards.ts';
import { SqlDunning } from './adapters/db/sql-dunning.ts';
import { SqlLedgerReader } from './adapters/db/sql-ledger-reader.ts';
import { SqlProcessedEvents } from './adapters/db/sql-processed-events.ts';
import { SqlRecurringCharges } from './adapters/db/sql-recurring-charges.ts';
import { mountAccountBillingRoutes } from './adapters/http/account-billing.router.ts';
import { mountAdminDunningRoutes } from './adapters/http/admin-dunning.router.ts';
import { mountPaymentSimulatorRoutes } from './adapters/http/payment-simulator.router.ts';
import { mountPaymentRoutes } from './adapters/http/payments.router.ts';
import { recurringJobs } from './adapters/jobs/recurring.jobs.ts';
import { PostgresSimulatorStore } from './adapters/simulator/postgres-simulator-store.ts';
import { SimulatedPaymentGateway } from './adapters/simulator/simulated-payment-gateway.ts';
import { stripeConnection } from './adapters/stripe/stripe-connection.ts';
import { StripePaymentGateway } from './adapters/stripe/stripe-payment-gateway.ts';
import {
  DEVELOPMENT_WEBHOOK_SECRET,
  StripeWebhookVerifier,
} from './adapters/stripe/stripe-webhook-verifier.ts';
import { type AccountChangePorts, accountChangeUseCases } from './adapters/wiring/account-changes.ts';
import { makeAccountBalance } from './app/account-balance.ts';
import { makeAuthorizePayment } from './app/authorize-payment.ts';
import { makeBillableLines } from './app/billable-lines.ts';
import { makeBillingSummary } from './app/billing-summary.ts';
import { makeCapturePayment } from './app/capture-payment.ts';
import { makeCardOnFile } from './app/card-on-file.ts';
import { makeChangePaymentAmount } from './app/change-payment-amount.ts';
import { makeConfirmSimulatedPayment } from './app/confirm-simulated-payment.ts';
import { makeConfirmSimulatedSetup } from './app/confirm-simulated-setup.ts';
import { makeCreatePaymentIntent } from './app/create-payment-intent.ts';
import { makeCreateSetupIntent } from './app/create-setup-intent.ts';
import { makeCreateSimulatedCard } from './app/create-simulated-card.ts';
import { makeCreditAllows } from './app/credit-allows.ts';
import { makeExtendDunning } from './app/extend-dunning.ts';
import { makeGetStatement } from './app/get-statement.ts';
import { makeHandleWebhookEvent } from './app/handle-webhook-event.ts';
import { makeListDunningAccounts } from './app/list-dunning-accounts.ts';
import { makeListLedger } from './app/list-ledger.ts';
import { makeListStatements } from './app/list-statements.ts';
import { makeNextCharge } from './app/next-charge.ts';
import { makePayNow } from './app/pay-now.ts';
import { makePayToAccount } from './app/pay-to-account.ts';
import { makeRecordLedgerEntries, makeRecordLedgerEntryOnce } from './app/record-ledger-entries.ts';
import type { RecurringDeps } from './app/recurring-deps.ts';
import { makeRefundPayment } from './app/refund-payment.ts';
import { makeReleasePayment } from './app/release-payment.ts';
import { makeRetryDunningNow } from './app/retry-dunning-now.ts';
import { makeRunRecurringBilling } from './app/run-recurring-billing.ts';
import { makeSaveCardOnFile } from './app/save-card-on-file.ts';
import type { BasketAccess } from './ports/basket-access.ts';
import type { BillableNumberSource, BillingAccounts, BillingPrices } from './ports/billing-sources.ts';
import type { BrokerChargebacks } from './ports/broker-chargebacks.ts';
import type { BrokerLicences } from './ports/broker-licences.ts';
import type { DunningAudit } from './ports/dunning-audit.ts';

export { accountsBillingAccounts } from './adapters/accounts/accounts-billing-accounts.ts';
export { accountsConversionAccounts } from './adapters/accounts/accounts-conversion-accounts.ts';
export { adminDunningAudit } from './adapters/admin/admin-dunning-audit.ts';
export { basketAccess } from './adapters/basket/basket-access.ts';
export { brokerageBrokerChargebacks } from './adapters/brokerage/brokerage-broker-chargebacks.ts';
export { brokerageBrokerLicences } from './adapters/brokerage/brokerage-broker-licences.ts';
export { catalogBillingPrices } from './adapters/catalog/catalog-billing-prices.ts';
export { catalogBrandPlans } from './adapters/catalog/catalog-brand-plans.ts';
export { messagingBillableNumbers } from './adapters/messaging/messaging-billable-numbers.ts';
export { messagingConversionNumbers } from './adapters/messaging/messaging-conversion-numbers.ts';
export { billingStripeOptions } from './adapters/stripe/stripe-connection.ts';
export { DEVELOPMENT_WEBHOOK_SECRET } from './adapters/stripe/stripe-webhook-verifier.ts';
export type { AuthorizedPayment, AuthorizePaymentInput } from './app/authorize-payment.ts';
export type { NextCharge } from './app/next-charge.ts';
export type { PayMethod, PayToAccountInput } from './app/pay-to-account.ts';
export {
  NoCardOnFile,
  NotACard,
  PaymentDeclined,
  PaymentMismatch,
  PaymentNotFound,
  PaymentStateConflict,
  UnsupportedCardBrand,
} from './domain/billing.errors.ts';
export type { LedgerKind } from './domain/ledger-entry.ts';
export type { BasketAccess } from './ports/basket-access.ts';
export type {
  AccountBillables,
  BillableLines,
  BillableNumber,
  BillableUser,
} from './ports/billable-lines.ts';
export { billingEntities };

/**
 * The billing module: the payment gateway (Stripe, or the simulator when STRIPE_SECRET_KEY is unset), the
 * account's card on file, and the ledger behind the account balance (docs/adr/0026).
 */
export function createBillingModule(options: {
  orm: Orm;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
  baskets: BasketAccess;
  /** Recurring billing's sources (docs/adr/0038): the account's numbers, its members, plan and seat prices. */
  numbers: BillableNumberSource;
  accounts: BillingAccounts;
  prices: BillingPrices;
  /** Dunning and licence-end mails go to the account's admins. */
  mailer: Mailer;
  publicUrl: string;
  botCheck: BotCheck;
  rateLimiter: RateLimiter;
  /** The caller's address with TRUST_PROXY applied, for the rate limits. */
  clientIp: (c: Context) => string;
  /** Null: the simulator. */
  stripe: { secretKey: string; apiUrl: string | null; webhookSecret: string } | null;
  /** Brokers' licences: their monthly earnings and ends (docs/adr/0058). */
  brokerLicences?: BrokerLicences;
  /** Brokers' earnings a disputed payment funded (docs/adr/0061). */
  brokerChargebacks?: BrokerChargebacks;
  /** Staff dunning actions go to the audit log (docs/adr/0074). */
  audit: DunningAudit;
}) {
  const { orm, clock } = options;
  const em = () => currentEm(orm);
  const sql = makeSqlExecutor(orm);
  const simulator = options.stripe
    ? null
    : new SimulatedPaymentGateway(new PostgresSimulatorStore(sql, () => clock.now()), clock);
  const gateway =
    simulator ??
    new StripePaymentGateway(stripeConnection(options.stripe!.secretKey, options.stripe!.apiUrl));
  const payments = new MikroOrmPaymentRepository(em);
  const ledger = new MikroOrmLedgerRepository(em);
  const cards = new MikroOrmSavedCardRepository(em);
  const billableLines = makeBillableLines(options);
  const recurringCharges = new SqlRecurringCharges(sql);
  const dunning = new SqlDunning(sql);
  const recurringDeps: RecurringDeps = {
    billableLines,
    numbers: options.numbers,
    accounts: options.accounts,
    prices: options.prices,
    charges: recurringCharges,
    dunning,
    ledger,
    cards,
    gateway,
    mailer: options.mailer,
    clock,
    tx: options.tx,
    fresh: (work) => inFreshContext(orm, work),
    publicUrl: options.publicUrl.replace(/\/$/, ''),
    ...(options.brokerLicences ? { brokerLicences: options.brokerLicences } : {}),
  };
  const runRecurringBilling = makeRunRecurringBilling(recurringDeps);
  const deps = {
    gateway,
    payments,
    ledger,
    cards,
    clock,
    tx: options.tx,
    baskets: options.baskets,
    botCheck: options.botCheck,
    rateLimiter: options.rateLimiter,
    events: new SqlProcessedEvents(sql),
    verifier: new StripeWebhookVerifier(options.stripe?.webhookSecret ?? DEVELOPMENT_WEBHOOK_SECRET),
    ...(options.brokerChargebacks ? { brokerChargebacks: options.brokerChargebacks } : {}),
  };
  const reader = new SqlLedgerReader(em);
  const nextCharge = makeNextCharge({
    billableLines,
    prices: options.prices,
    charges: recurringCharges,
    clock,
  });
  const payToAccount = makePayToAccount(deps);
  const inContext =
    <I, O>(work: (input: I) => Promise<O>) =>
    (input: I) =>
      withContext(orm, () => work(input));

  return {
    /** For the admin home: accounts in dunning now. */
    dunningAccountCount: () => dunning.countOpen(),
    /** 'stripe' or 'simulator', for the client config (Stripe.js or the simulator's card form). */
    gatewayKind: gateway.kind,
    /** Holds, captures, releases and refunds (other modules call these inside or outside their transaction). */
    payments: {
      authorize: inContext(makeAuthorizePayment(deps)),
      capture: inContext(makeCapturePayment(deps)),
      release: inContext(makeReleasePayment(deps)),
      refund: inContext(makeRefundPayment(deps)),
      /** Charges the card on file or a one-time card at once and records the ledger's `payment` (pay-now). */
      payToAccount: inContext(payToAccount),
      /** Whether billing recorded the PaymentIntent as succeeded (captured): brokers' earnings (ADR 0061). */
      collected: inContext(
        async (paymentIntentId: string) => (await payments.find(paymentIntentId))?.status === 'succeeded',
      ),
    },
    ledger: {
      /** Appends entries in the CALLER's transaction (same ORM context). */
      record: inContext(makeRecordLedgerEntries(deps)),
      /** One entry unless the account has one of its kind and reference already (caller's transaction). */
      recordOnce: inContext(makeRecordLedgerEntryOnce(deps)),
      balanceCents: inContext(makeAccountBalance(deps)),
    },
    cards: {
      /** The account's card on file (never its number), or null. */
      onFile: inContext(makeCardOnFile(deps)),
    },
    /** Change-brand and the anniversary-date change, once accounts, messaging and catalog exist (ADR 0039). */
    accountChanges: (ports: AccountChangePorts) =>
      accountChangeUseCases(
        { ...deps, billableLines, prices: options.prices, charges: recurringCharges },
        ports,
      ),
    /** An account's numbers and users as billed (docs/adr/0038). */
    billableLines: { ofAccount: inContext(billableLines.ofAccount) },
    recurring: {
      /** What the next recurring run will charge the account, itemised. */
      /** The daily anniversary run (its job runs it; tests call it with a fixed clock). */
      run: runRecurringBilling,
      nextCharge: inContext(nextCharge),
    },
    credit: {
      /** Whether balance + extraCents stays within the account's credit limit. */
      allows: (accountId: number, extraCents: number) =>
        withContext(orm, () =>
          makeCreditAllows({ ledger, accounts: options.accounts })(accountId, extraCents),
        ),
    },
    jobs: recurringJobs(runRecurringBilling),
    mount: (app: OpenAPIHono<AppEnv>) => {
      mountPaymentRoutes(app, {
        createSetupIntent: makeCreateSetupIntent(deps),
        saveCardOnFile: makeSaveCardOnFile(deps),
        createPaymentIntent: makeCreatePaymentIntent(deps),
        changePaymentAmount: makeChangePaymentAmount(deps),
        handleWebhookEvent: makeHandleWebhookEvent(deps),
        clientIp: options.clientIp,
      });
      mountAccountBillingRoutes(app, {
        payNow: makePayNow({
          payToAccount,
          balanceCents: (accountId) => ledger.balanceCents(accountId),
          rateLimiter: options.rateLimiter,
          clock,
        }),
        listLedger: makeListLedger({ reader }),
        listStatements: makeListStatements({ reader }),
        getStatement: makeGetStatement({ reader }),
        billingSummary: makeBillingSummary({ ledger, cards, accounts: options.accounts, nextCharge }),
      });
      const { audit } = options;
      mountAdminDunningRoutes(app, {
        listDunningAccounts: makeListDunningAccounts({ ...recurringDeps, prices: options.prices }),
        retryDunningNow: makeRetryDunningNow({ ...recurringDeps, audit }),
        extendDunning: makeExtendDunning({ dunning, ledger, audit, tx: options.tx }),
      });
      mountPaymentSimulatorRoutes(
        app,
        simulator && {
          createSimulatedCard: makeCreateSimulatedCard({ ...deps, simulator }),
          confirmSimulatedPayment: makeConfirmSimulatedPayment({ ...deps, simulator }),
          confirmSimulatedSetup: makeConfirmSimulatedSetup({ ...deps, simulator }),
          clientIp: options.clientIp,
        },
      );
    },
  };
}

/** What other modules' adapters may use of billing (they declare the ports they need in their own ports/). */
export type BillingModule = ReturnType<typeof createBillingModule>;
