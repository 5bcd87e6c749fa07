import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { hasStatus } from '../../../api/api-error.ts';
import { api, unwrap } from '../../../api/client.ts';
import type { components } from '../../../api/schema.d.ts';
import type { PageWindow } from '../../../ui/paginator.tsx';

export type FraudRule = components['schemas']['FraudRule'];
export type FraudRuleRequest = components['schemas']['CreateFraudRuleRequest'];

const fraudRulesKey = ['admin-fraud-rules'] as const;

/** Spec 3: the active rules, priority ascending. */
export function fraudRulesQuery({ skip, limit }: PageWindow) {
  return queryOptions({
    queryKey: [...fraudRulesKey, 'list', { skip, limit }],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/admin/fraudRules', {
          params: {
            query: {
              $skip: String(skip),
              $limit: String(limit),
              '$sort[priority]': '1',
              'status[$eq]': 'active',
            },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    // The page shows a failed load above the list.
    meta: { errorShownInline: true },
  });
}

function useRefreshFraudRules() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: fraudRulesKey });
}

/** POST or PATCH: the rule dialog shows the server's field messages beside the fields. */
export function useSaveFraudRuleMutation() {
  const refresh = useRefreshFraudRules();
  return useMutation({
    mutationFn: ({ fraudRuleId, body }: { fraudRuleId: number | null; body: FraudRuleRequest }) =>
      fraudRuleId === null
        ? unwrap(api.POST('/api/admin/fraudRules', { body }))
        : unwrap(api.PATCH('/api/admin/fraudRules/{id}', { params: { path: { id: fraudRuleId } }, body })),
    onSuccess: refresh,
    meta: { handlesError: (error) => hasStatus(error, 400) },
  });
}

export function useDeleteFraudRuleMutation() {
  const refresh = useRefreshFraudRules();
  return useMutation({
    mutationFn: (fraudRuleId: number) =>
      unwrap(api.DELETE('/api/admin/fraudRules/{id}', { params: { path: { id: fraudRuleId } } })),
    onSettled: refresh,
  });
}
