import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client.ts';
import { downloadCsv } from '../../../api/download-csv.ts';
import type { components } from '../../../api/schema.d.ts';
import type { PageWindow } from '../../../ui/paginator.tsx';
import { transactionsKey } from './transactions-api.ts';

export type Payout = components['schemas']['BrokerPayout'];
type PayoutList = components['schemas']['BrokerPayoutList'];
export type PayoutMethod = components['schemas']['RequestPayoutRequest']['type'];

/** The Manage ACH screen (spec 3 section 2), where the ACH hints' Add links lead. */
export const MANAGE_ACH_PATH = '/account/broker/earnings/manage-ach';

const payoutsKey = ['brokerage-payouts'] as const;

/** The payouts list's params: the search bar's filters and sort, and the `?payoutId=` pre-filter. */
export type PayoutSearch = Record<string, string>;

/** GET /api/brokerage/payouts: a page of the broker's payouts. */
export function payoutsQuery(search: PayoutSearch, { skip, limit }: PageWindow) {
  const query = { ...search, $skip: String(skip), $limit: String(limit) };
  return queryOptions({
    queryKey: [...payoutsKey, search, { skip, limit }],
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/api/brokerage/payouts', { params: { query }, signal }))) as PayoutList,
    placeholderData: keepPreviousData,
    // The page shows a failed load above the table ('oops...something went wrong').
    meta: { errorShownInline: true },
  });
}

/** Spec 3 section 7: `format=csv` answers the list as text, saved as payouts_{date}.csv. */
export function downloadPayoutsCsv(search: PayoutSearch, today: Date): Promise<void> {
  const params = new URLSearchParams({
    ...search,
    format: 'csv',
    $locale: navigator.language,
    $timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
  return downloadCsv('/api/brokerage/payouts', params, `payouts_${today.toISOString().slice(0, 10)}.csv`);
}

/** POST /api/brokerage/requestPayout; on success the transactions and payouts reload. */
export function useRequestPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { type: PayoutMethod; brokerageTransactionIds: number[]; paypalCode?: string }) =>
      unwrap(api.POST('/api/brokerage/requestPayout', { body })),
    // The form shows a refusal's message itself (spec 3 section 8).
    meta: { errorShownInline: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: transactionsKey });
      void queryClient.invalidateQueries({ queryKey: payoutsKey });
    },
  });
}

/** GET /api/brokerage/paypalConfig: whether PayPal is offered, and what its sign-in needs. */
export const paypalConfigQuery = queryOptions({
  queryKey: ['brokerage-paypal-config'],
  queryFn: ({ signal }) => unwrap(api.GET('/api/brokerage/paypalConfig', { signal })),
  staleTime: Number.POSITIVE_INFINITY,
  // Without it the picker offers Account and ACH only.
  meta: { errorShownInline: true },
});
