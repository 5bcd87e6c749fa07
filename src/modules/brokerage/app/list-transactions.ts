import type { Clock } from '../../../platform/clock/clock.ts';
import { type ListQuery, toListResponse } from '../../../shared/list-query.ts';
import type { BrokerageTransactionRepository, LicenseRepository } from '../ports/earnings-repository.ts';
import { transactionViews } from './transaction-view.ts';

export const TRANSACTION_AGGREGATIONS = ['payoutTotal', 'payoutCount'] as const;
export type TransactionAggregation = (typeof TRANSACTION_AGGREGATIONS)[number];

/**
 * GET /api/brokerage/transactions: a page of the broker's transactions (only its own account's). `payable`
 * is the Payable view (isPayableAt the Clock's now); asked-for aggregations cover every matching row.
 */
export function makeListTransactions(deps: {
  transactions: BrokerageTransactionRepository;
  licenses: Pick<LicenseRepository, 'byIds'>;
  clock: Clock;
}) {
  return async function listTransactions(input: {
    brokerAccountId: number;
    query: ListQuery;
    payable?: boolean;
    aggregations?: readonly TransactionAggregation[];
  }) {
    const now = deps.clock.now();
    const payableAt = input.payable ? now : undefined;
    const { data, total } = await deps.transactions.list(input.brokerAccountId, input.query, payableAt);
    const page = toListResponse(
      await transactionViews(deps.licenses, input.brokerAccountId, data, now),
      total,
      input.query,
    );
    if (!input.aggregations?.length) return page;
    const totals = await deps.transactions.payoutTotals(input.brokerAccountId, input.query, payableAt);
    const aggregations: Partial<Record<TransactionAggregation, number>> = {};
    for (const name of input.aggregations) aggregations[name] = totals[name];
    return { ...page, aggregations };
  };
}
