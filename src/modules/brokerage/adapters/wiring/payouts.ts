import type { OpenAPIHono } from '@hono/zod-openapi';
import { currentEm } from '../../../../platform/db/unit-of-work.ts';
import type { AppEnv } from '../../../../platform/http/env.ts';
import { makeAdvanceTransactions } from '../../app/advance-transactions.ts';
import { makeCancelSale } from '../../app/cancel-sale.ts';
import { makeEarlyPayout } from '../../app/early-payout.ts';
import { makeGetPayout, makeListPayouts } from '../../app/list-payouts.ts';
import type { PayoutDeps } from '../../app/payout-deps.ts';
import { makeRecordChargeback } from '../../app/record-chargeback.ts';
import { makeRequestPayout } from '../../app/request-payout.ts';
import { makeTaxReport } from '../../app/tax-report.ts';
import type { BrokerageCore } from '../../index.ts';
import type { EarningsBilling } from '../../ports/earnings-billing.ts';
import type { PayoutRails } from '../../ports/payout-rails.ts';
import { MikroOrmBrokerageTransactions } from '../db/mikro-orm-earnings.ts';
import { MikroOrmPayouts } from '../db/mikro-orm-payouts.ts';
import { mountPayoutRoutes } from '../http/payouts.router.ts';
import { mountTransactionLifecycleRoutes } from '../http/transactions.router.ts';
import { earningsJobs } from '../jobs/earnings.jobs.ts';

/** What compose hands the payouts part: billing's side of earnings and the rails ACH/PayPal payouts use. */
export interface PayoutsOptions {
  billing: EarningsBilling;
  rails: PayoutRails;
}

/**
 * Transactions' lifecycle and payouts (docs/adr/0061): the status job, Early Payout and Cancel Sale, the
 * chargeback hook billing's dispute webhook calls, payout requests over `rails`, the Payouts list and the
 * staff 1099 report.
 */
export function payoutsPart(core: BrokerageCore, options: PayoutsOptions) {
  const em = () => currentEm(core.orm);
  const deps: PayoutDeps = {
    transactions: new MikroOrmBrokerageTransactions(em),
    payouts: new MikroOrmPayouts(em),
    billing: options.billing,
    rails: options.rails,
    clock: core.clock,
    tx: core.tx,
  };
  const advanceTransactions = makeAdvanceTransactions(deps);
  return {
    facade: {
      /** The status job's run (the worker runs it every 10 minutes; tests call it with a fixed clock). */
      advanceTransactions,
      /** For billing's dispute webhook, in ITS transaction: cancel or debit what the payment funded. */
      recordChargeback: makeRecordChargeback(deps),
    },
    jobs: earningsJobs({ advance: advanceTransactions }),
    mount: (app: OpenAPIHono<AppEnv>) => {
      mountTransactionLifecycleRoutes(app, {
        brokers: core.brokers,
        earlyPayout: makeEarlyPayout({ ...deps, audit: core.audit }),
        cancelSale: makeCancelSale({ ...deps, audit: core.audit }),
      });
      mountPayoutRoutes(app, {
        brokers: core.brokers,
        requestPayout: makeRequestPayout(deps),
        listPayouts: makeListPayouts(deps),
        getPayout: makeGetPayout(deps),
        taxReport: makeTaxReport({ ...deps, accountName: (id) => core.brokers.companyName(id) }),
        clock: core.clock,
      });
    },
  };
}
