import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Clock } from '../../../../platform/clock/clock.ts';
import type { AppEnv } from '../../../../platform/http/env.ts';
import { ValidationError } from '../../../../shared/domain-error.ts';
import type { makeCancelSale } from '../../app/cancel-sale.ts';
import type { makeEarlyPayout } from '../../app/early-payout.ts';
import type { makeGetTransaction } from '../../app/get-transaction.ts';
import {
  type makeListTransactions,
  TRANSACTION_AGGREGATIONS,
  type TransactionAggregation,
} from '../../app/list-transactions.ts';
import type { BrokerAccounts } from '../../ports/broker-accounts.ts';
import { brokerScope } from './broker-scope.ts';
import { CSV_ROW_LIMIT, csvDownload, wantsCsvOf } from './csv-download.ts';
import {
  cancelBrokerSale,
  earlyPayoutBrokerTransaction,
  getBrokerTransaction,
  listBrokerTransactions,
  transactionList,
} from './transactions.contract.ts';
import { transactionsCsv } from './transactions-csv.ts';

export interface TransactionRouteDeps {
  brokers: BrokerAccounts;
  listTransactions: ReturnType<typeof makeListTransactions>;
  getTransaction: ReturnType<typeof makeGetTransaction>;
  clock: Clock;
}

/** The employees' actions on a transaction (docs/adr/0061), mounted by the payouts part. */
export interface TransactionLifecycleDeps {
  brokers: BrokerAccounts;
  earlyPayout: ReturnType<typeof makeEarlyPayout>;
  cancelSale: ReturnType<typeof makeCancelSale>;
}

/** `$aggregations=payoutTotal,payoutCount` (comma-separated or repeated); anything else answers 400. */
function aggregationsOf(values: string[] | undefined): TransactionAggregation[] {
  const names = (values ?? []).flatMap((value) => value.split(',')).filter(Boolean);
  for (const name of names)
    if (!(TRANSACTION_AGGREGATIONS as readonly string[]).includes(name))
      throw new ValidationError('list.invalid_query', `unknown aggregation '${name}'`, {
        errors: { $aggregations: `unknown aggregation '${name}'` },
      });
  return [...new Set(names)] as TransactionAggregation[];
}

export function mountTransactionRoutes(app: OpenAPIHono<AppEnv>, deps: TransactionRouteDeps) {
  app.openapi(listBrokerTransactions, async (c) => {
    const scope = await brokerScope(c, deps.brokers);
    const query = transactionList.parse(c.req.queries());
    const input = {
      brokerAccountId: scope.accountId,
      payable: query.extra.payable?.[0] === 'true',
      aggregations: aggregationsOf(query.extra.$aggregations),
    };
    if (!wantsCsvOf(c)) return c.json(await deps.listTransactions({ ...input, query }), 200);
    const all = await deps.listTransactions({
      ...input,
      aggregations: [],
      query: { ...query, limit: CSV_ROW_LIMIT, offset: 0 },
    });
    return csvDownload(
      c,
      'brokerage-transactions',
      deps.clock,
      transactionsCsv(all.data, query.extra.$timeZone?.[0]),
    );
  });

  app.openapi(getBrokerTransaction, async (c) => {
    const scope = await brokerScope(c, deps.brokers);
    const { brokerageTransactionId } = c.req.valid('param');
    return c.json(
      await deps.getTransaction({ brokerAccountId: scope.accountId, brokerageTransactionId }),
      200,
    );
  });
}

export function mountTransactionLifecycleRoutes(app: OpenAPIHono<AppEnv>, deps: TransactionLifecycleDeps) {
  app.openapi(earlyPayoutBrokerTransaction, async (c) => {
    const scope = await brokerScope(c, deps.brokers);
    const { brokerageTransactionId } = c.req.valid('param');
    const { payableDate } = c.req.valid('json');
    return c.json(
      await deps.earlyPayout({
        brokerAccountId: scope.accountId,
        userId: scope.userId,
        isEmployee: scope.isEmployee,
        brokerageTransactionId,
        payableDate: new Date(payableDate),
      }),
      200,
    );
  });
  app.openapi(cancelBrokerSale, async (c) => {
    const scope = await brokerScope(c, deps.brokers);
    const { brokerageTransactionId } = c.req.valid('param');
    return c.json(
      await deps.cancelSale({
        brokerAccountId: scope.accountId,
        userId: scope.userId,
        isEmployee: scope.isEmployee,
        brokerageTransactionId,
      }),
      200,
    );
  });
}
