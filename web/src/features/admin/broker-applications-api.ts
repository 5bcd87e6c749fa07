import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client.ts';
import type { components } from '../../api/schema.d.ts';
import type { PageWindow } from '../../ui/paginator.tsx';

export type BrokerApplication = components['schemas']['BrokerApplication'];
export type BrokerApplicationStatus = BrokerApplication['status'];

const applicationsKey = ['broker-applications'] as const;

export function brokerApplicationsQuery({
  skip,
  limit,
  status,
}: PageWindow & { status: BrokerApplicationStatus }) {
  return queryOptions({
    queryKey: [...applicationsKey, { skip, limit, status }],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/broker-applications', {
          params: { query: { $skip: String(skip), $limit: String(limit), 'status[$eq]': status } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    // The page shows a failed load above the list.
    meta: { errorShownInline: true },
  });
}

/** PATCH /api/broker-applications/{id}: approving makes the account a seller. Refusals reach the Error dialog. */
export function useDecideApplicationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 'approved' | 'rejected' }) =>
      unwrap(api.PATCH('/api/broker-applications/{id}', { params: { path: { id } }, body: { status } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationsKey }),
  });
}
