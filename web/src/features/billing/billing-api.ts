import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client.ts';
import type { components } from '../../api/schema.d.ts';
import type { PageWindow } from '../../ui/paginator.tsx';

export type BillingSummary = components['schemas']['BillingSummary'];
export type LedgerLine = components['schemas']['LedgerLine'];
export type Statement = components['schemas']['Statement'];

/** GET /api/accounts/billing: balance, credit limit, card on file and the next anniversary charge. */
export const billingSummaryQuery = queryOptions({
  queryKey: ['account-billing', 'summary'],
  queryFn: ({ signal }) => unwrap(api.GET('/api/accounts/billing', { signal })),
  meta: { errorShownInline: true },
});

/** GET /api/accounts/ledger: a page of the ledger, newest first. */
export function ledgerQuery({ skip, limit }: PageWindow) {
  return queryOptions({
    queryKey: ['account-billing', 'ledger', { skip, limit }],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/accounts/ledger', {
          params: { query: { $skip: String(skip), $limit: String(limit) } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    meta: { errorShownInline: true },
  });
}

/** GET /api/accounts/statements: the months with activity. */
export const statementsQuery = queryOptions({
  queryKey: ['account-billing', 'statements'],
  queryFn: ({ signal }) => unwrap(api.GET('/api/accounts/statements', { signal })),
  meta: { errorShownInline: true },
});

export function statementQuery(month: string) {
  return queryOptions({
    queryKey: ['account-billing', 'statement', month],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/accounts/statements/{month}', { params: { path: { month } }, signal })),
    meta: { errorShownInline: true },
  });
}

/** POST /api/accounts/pay-now; one idempotency key per attempt, so a resent request charges once. */
export function payNow(
  body: { amount: number; paymentId?: string; useCardOnFile?: boolean },
  idempotencyKey: string,
) {
  return unwrap(
    api.POST('/api/accounts/pay-now', { body, params: { header: { 'idempotency-key': idempotencyKey } } }),
  );
}

/** '2026-11' as 'November 2026'. */
export function monthName(month: string): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** An instant as 'Nov 24, 2026' in UTC (the ledger's months are UTC months). */
export function formatDay(instant: string): string {
  return new Date(instant).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

export const KIND_LABELS: Record<LedgerLine['kind'], string> = {
  charge: 'Charge',
  tax: 'Tax',
  payment: 'Payment',
  credit: 'Credit',
  refund: 'Refund',
};
