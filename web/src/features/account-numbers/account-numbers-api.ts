import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client.ts';
import type { components } from '../../api/schema.d.ts';
import type { PageWindow } from '../../ui/paginator.tsx';

export type TelephoneNumber = components['schemas']['TelephoneNumber'];
export type PlanChangeQuote = components['schemas']['PlanChangeQuote'];
export type AccountUser = components['schemas']['AccountUser'];

export const numbersKey = ['account-numbers'] as const;

/** GET /api/accounts/telephone-numbers: a page of the account's numbers (all for admins) matching `q`. */
export function accountNumbersQuery({ skip, limit }: PageWindow, q = '') {
  return queryOptions({
    queryKey: [...numbersKey, { skip, limit, q }],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/accounts/telephone-numbers', {
          params: { query: { $skip: String(skip), $limit: String(limit), ...(q ? { q } : {}) } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    // The page shows a failed load above the list.
    meta: { errorShownInline: true },
  });
}

/** The CSV download of every number matching the search (a plain link: the browser saves the file). */
export function numbersCsvHref(q: string): string {
  const query = q.trim() ? `?${new URLSearchParams({ q: q.trim() })}` : '';
  return `/api/accounts/telephone-numbers.csv${query}`;
}

/** The path of a number in links: its digits, without the '+'. */
export const tnPath = (tn: string) => tn.replace(/^\+/, '');

function useRefreshNumbers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: numbersKey });
}

/** PATCH /api/accounts/telephone-numbers/{tn}: the nickname, or (admins) the user the number is assigned to. */
export function useUpdateNumberMutation() {
  const refresh = useRefreshNumbers();
  return useMutation({
    mutationFn: ({ tn, ...body }: { tn: string; nickname?: string; assignedUserId?: number | null }) =>
      unwrap(
        api.PATCH('/api/accounts/telephone-numbers/{tn}', { params: { path: { tn: tnPath(tn) } }, body }),
      ),
    onSuccess: refresh,
    // The nickname cell and the assign action show their failures themselves.
    meta: { errorShownInline: true },
  });
}

/** GET .../{tn}/plan-change?planId=: what the change would charge or credit, before confirming. */
export function planChangeQuery(tn: string, planId: number | null) {
  return queryOptions({
    queryKey: [...numbersKey, 'plan-change', tn, planId],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/accounts/telephone-numbers/{tn}/plan-change', {
          params: { path: { tn: tnPath(tn) }, query: { planId: planId ?? 0 } },
          signal,
        }),
      ),
    enabled: planId !== null,
    meta: { errorShownInline: true },
  });
}

/** POST .../{tn}/plan-change: the plan changes and the charge or credit goes to the ledger. */
export function useChangePlanMutation() {
  const refresh = useRefreshNumbers();
  return useMutation({
    mutationFn: ({ tn, planId }: { tn: string; planId: number }) =>
      unwrap(
        api.POST('/api/accounts/telephone-numbers/{tn}/plan-change', {
          params: { path: { tn: tnPath(tn) } },
          body: { planId },
        }),
      ),
    onSuccess: refresh,
    meta: { errorShownInline: true },
  });
}

/** DELETE /api/accounts/telephone-numbers/{tn}: the number leaves the account. */
export function useReleaseNumberMutation() {
  const refresh = useRefreshNumbers();
  return useMutation({
    mutationFn: (tn: string) =>
      unwrap(api.DELETE('/api/accounts/telephone-numbers/{tn}', { params: { path: { tn: tnPath(tn) } } })),
    onSuccess: refresh,
  });
}

/** The account's users, for the Assign to user choice (admins only; 100 is the route's largest page). */
export const assignableUsersQuery = queryOptions({
  queryKey: ['account-users', 'assignable'],
  queryFn: ({ signal }) =>
    unwrap(api.GET('/api/account-users', { params: { query: { $skip: 0, $limit: 100 } }, signal })),
});
