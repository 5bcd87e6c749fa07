import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client.ts';
import type { components } from '../../../api/schema.d.ts';
import type { PageWindow } from '../../../ui/paginator.tsx';

export type FraudReview = components['schemas']['FraudReview'];

const fraudReviewsKey = ['admin-fraud-reviews'] as const;

/** The orders held for review, oldest first, with the rules that matched them. */
export function fraudReviewsQuery({ skip, limit }: PageWindow) {
  return queryOptions({
    queryKey: [...fraudReviewsKey, { skip, limit }],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/admin/fraud-reviews', { params: { query: { $skip: skip, $limit: limit } }, signal }),
      ),
    placeholderData: keepPreviousData,
    // The page shows a failed load above the list.
    meta: { errorShownInline: true },
  });
}

/**
 * Approve (the numbers are provisioned and the card captured) or reject (the charge is refunded and the
 * numbers freed); both audited by the server. Refusals reach the Error dialog.
 */
export function useDecideFraudReviewMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderUuid, decision }: { orderUuid: string; decision: 'approve' | 'reject' }) => {
      const params = { params: { path: { orderUuid } } };
      return unwrap(
        decision === 'approve'
          ? api.POST('/api/admin/fraud-reviews/{orderUuid}/approve', params)
          : api.POST('/api/admin/fraud-reviews/{orderUuid}/reject', params),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: fraudReviewsKey }),
  });
}
