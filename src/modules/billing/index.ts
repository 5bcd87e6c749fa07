import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Orm } from '../../platform/db/orm.ts';
import { makeSqlExecutor } from '../../platform/db/sql-executor.ts';
import { currentEm, withContext } from '../../platform/db/unit-of-work.ts';
import type { AppEnv } from '../../platform/http/env.ts';
import { billingEntities } from './adapters/db/billing.mapping.ts';
import { MikroOrmLedgerRepository } from './adapters/db/mikro-orm-ledger.ts';
import { MikroOrmPaymentRepository } from './adapters/db/mikro-orm-payments.ts';
import { MikroOrmSavedCardRepository } from './adapters/db/mikro-orm-saved-cards.ts';
import { PostgresSimulatorStore } from './adapters/simulator/postgres-simulator-store.ts';
import { SimulatedPaymentGateway } from './adapters/simulator/simulated-payment-gateway.ts';
import { makeAccountBalance } from './app/account-balance.ts';
import { makeAuthorizePayment } from './app/authorize-payment.ts';
import { makeCapturePayment } from './app/capture-payment.ts';
import { makeCardOnFile } from './app/card-on-file.ts';
import { makeRecordLedgerEntries } from './app/record-ledger-entries.ts';
import { makeRefundPayment } from './app/refund-payment.ts';
import { makeReleasePayment } from './app/release-payment.ts';

export type { AuthorizedPayment, AuthorizePaymentInput } from './app/authorize-payment.ts';
export {
  NotACard,
  PaymentDeclined,
  PaymentMismatch,
  PaymentNotFound,
  PaymentStateConflict,
  UnsupportedCardBrand,
} from './domain/billing.errors.ts';
export type { LedgerKind } from './domain/ledger-entry.ts';
export { billingEntities };

/**
 * The billing module: the payment gateway (Stripe, or the simulator when STRIPE_SECRET_KEY is unset), the
 * account's card on file, and the ledger behind the account balance (docs/adr/0026).
 */
export function createBillingModule(options: { orm: Orm; clock: Clock }) {
  const { orm, clock } = options;
  const em = () => currentEm(orm);
  const gateway = new SimulatedPaymentGateway(
    new PostgresSimulatorStore(makeSqlExecutor(orm), () => clock.now()),
    clock,
  );
  const payments = new MikroOrmPaymentRepository(em);
  const ledger = new MikroOrmLedgerRepository(em);
  const cards = new MikroOrmSavedCardRepository(em);
  const deps = { gateway, payments, ledger, cards, clock };
  const inContext =
    <I, O>(work: (input: I) => Promise<O>) =>
    (input: I) =>
      withContext(orm, () => work(input));

  return {
    /** Holds, captures, releases and refunds (other modules call these inside or outside their transaction). */
    payments: {
      authorize: inContext(makeAuthorizePayment(deps)),
      capture: inContext(makeCapturePayment(deps)),
      release: inContext(makeReleasePayment(deps)),
      refund: inContext(makeRefundPayment(deps)),
    },
    ledger: {
      /** Appends entries in the CALLER's transaction (same ORM context). */
      record: inContext(makeRecordLedgerEntries(deps)),
      balanceCents: inContext(makeAccountBalance(deps)),
    },
    cards: {
      /** The account's card on file (never its number), or null. */
      onFile: inContext(makeCardOnFile(deps)),
    },
    jobs: [],
    mount: (_app: OpenAPIHono<AppEnv>) => {},
  };
}

/** What other modules' adapters may use of billing (they declare the ports they need in their own ports/). */
export type BillingModule = ReturnType<typeof createBillingModule>;
