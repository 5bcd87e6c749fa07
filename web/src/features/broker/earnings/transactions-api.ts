import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client.ts';
import { downloadCsv } from '../../../api/download-csv.ts';
import type { components } from '../../../api/schema.d.ts';
import type { PageWindow } from '../../../ui/paginator.tsx';
import type { TransactionView } from './transaction-views.ts';

export type Transaction = components['schemas']['BrokerTransaction'];
type TransactionList = components['schemas']['BrokerTransactionList'] & {
  aggregations?: components['schemas']['BrokerTransactionAggregations'];
};

/** Every transaction query (lists, summary, one in full) starts with this key: a payout reloads them all. */
export const transactionsKey = ['brokerage-transactions'] as const;

/** What narrows the list besides the view: a payout's transactions (`?payoutId=` from the Payouts screen). */
export interface TransactionFilter {
  payoutId: string;
}

/** The list-language params of a view (its filter and spec 3 section 9's default sort) and the payout filter. */
export function transactionParams(view: TransactionView, { payoutId }: TransactionFilter) {
  return {
    ...view.filter,
    [`$sort[${view.sort}]`]: '-1',
    ...(payoutId ? { payoutId } : {}),
  } as const;
}

/** GET /api/brokerage/transactions: a page of the view, with the Earnings total over every matching row. */
export function transactionsQuery(
  view: TransactionView,
  filter: TransactionFilter,
  { skip, limit }: PageWindow,
) {
  const query = {
    ...transactionParams(view, filter),
    $skip: String(skip),
    $limit: String(limit),
    $aggregations: 'payoutTotal',
  };
  return queryOptions({
    queryKey: [...transactionsKey, 'list', view.key, filter, { skip, limit }],
    queryFn: async ({ signal }) =>
      (await unwrap(
        api.GET('/api/brokerage/transactions', { params: { query }, signal }),
      )) as TransactionList,
    placeholderData: keepPreviousData,
    // The page shows a failed load above the table ('oops...something went wrong').
    meta: { errorShownInline: true },
  });
}

/** The Payable view's count and sum (the most a payout can be now), without rows. */
export const payableSummaryQuery = queryOptions({
  queryKey: [...transactionsKey, 'payable-summary'],
  queryFn: async ({ signal }) => {
    const page = (await unwrap(
      api.GET('/api/brokerage/transactions', {
        params: { query: { payable: 'true', $limit: '0', $aggregations: 'payoutTotal,payoutCount' } },
        signal,
      }),
    )) as TransactionList;
    return {
      count: page.aggregations?.payoutCount ?? page.total,
      maximumPayout: page.aggregations?.payoutTotal ?? 0,
    };
  },
  meta: { errorShownInline: true },
});

/** GET /api/brokerage/transactions/{id}: one transaction in full (an employee's Show Info). */
export function transactionQuery(brokerageTransactionId: number) {
  return queryOptions({
    queryKey: [...transactionsKey, 'one', brokerageTransactionId],
    queryFn: async ({ signal }) =>
      unwrap(
        api.GET('/api/brokerage/transactions/{brokerageTransactionId}', {
          params: { path: { brokerageTransactionId } },
          signal,
        }),
      ),
    meta: { errorShownInline: true },
  });
}

/** The view as CSV, saved as brokerage-transactions-{date}.csv (dates in the browser's time zone). */
export function downloadTransactionsCsv(
  view: TransactionView,
  filter: TransactionFilter,
  today: Date,
): Promise<void> {
  const params = new URLSearchParams({
    ...transactionParams(view, filter),
    $locale: navigator.language,
    $timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
  return downloadCsv(
    '/api/brokerage/transactions',
    params,
    `brokerage-transactions-${today.toISOString().slice(0, 10)}.csv`,
  );
}
