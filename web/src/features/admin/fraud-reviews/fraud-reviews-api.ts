import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../api/api-error.ts';
import type { PageWindow } from '../../../ui/paginator.tsx';

// CONTRACT PENDING (h-checkout): GET /api/admin/fraud-reviews and POST .../{orderUuid}/approve|reject as the
// checkout use cases document them; replaced by the generated schema's types and the typed client once merged.
export interface MatchedFraudRule {
  fraudRuleId: number;
  field: string;
  operator: string;
  data: string;
  action: string;
  comment: string;
}
export interface FraudReview {
  orderUuid: string;
  basketUuid: string;
  accountId: number;
  email: string;
  brandingId: number;
  fraudLevel: 'notFraud' | 'automatedFraudReview' | 'manualFraudReview' | 'severeFraud';
  matchedRules: MatchedFraudRule[];
  status: 'completed' | 'held_for_review' | 'rejected';
  paidWith: 'card' | 'account' | 'bypass' | 'none';
  amountDue: number;
  tns: string[];
  createdDate: string;
  decidedDate: string | null;
  decidedBy: number | null;
}
export interface FraudReviewPage {
  data: FraudReview[];
  total: number;
  limit: number;
  skip: number;
}

async function call<T>(method: 'GET' | 'POST', path: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, { method, credentials: 'same-origin', signal: signal ?? null });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw ApiError.fromResponse(response, body);
  return body as T;
}

const fraudReviewsKey = ['admin-fraud-reviews'] as const;

/** The orders held for review, oldest first, with the rules that matched them. */
export function fraudReviewsQuery({ skip, limit }: PageWindow) {
  return queryOptions({
    queryKey: [...fraudReviewsKey, { skip, limit }],
    queryFn: ({ signal }) =>
      call<FraudReviewPage>('GET', `/api/admin/fraud-reviews?$skip=${skip}&$limit=${limit}`, signal),
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
    mutationFn: ({ orderUuid, decision }: { orderUuid: string; decision: 'approve' | 'reject' }) =>
      call<FraudReview>('POST', `/api/admin/fraud-reviews/${encodeURIComponent(orderUuid)}/${decision}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: fraudReviewsKey }),
  });
}
