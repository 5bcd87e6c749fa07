import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client.ts';
import type { components } from '../../../api/schema.d.ts';
import type { PageWindow } from '../../../ui/paginator.tsx';

export type BrokerageJob = components['schemas']['BrokerageJob'];
type BrokerageJobList = components['schemas']['BrokerageJobList'];

const jobsKey = ['brokerage-jobs'] as const;

/** GET /api/brokerage/jobs: the broker's jobs, newest first (spec 3 section 9), `?jobId=` pre-filtered. */
export function jobsQuery({ skip, limit }: PageWindow, jobId: string) {
  return queryOptions({
    queryKey: [...jobsKey, 'list', { skip, limit, jobId }],
    queryFn: async ({ signal }) =>
      (await unwrap(
        api.GET('/api/brokerage/jobs', {
          params: {
            query: {
              $skip: String(skip),
              $limit: String(limit),
              '$sort[createDate]': '-1',
              ...(jobId ? { jobId } : {}),
            },
          },
          signal,
        }),
      )) as BrokerageJobList,
    placeholderData: keepPreviousData,
    meta: { errorShownInline: true },
  });
}

/** GET /api/accounts/brokerage/jobs/{id}: what the job view shows as raw JSON. */
export function jobViewQuery(id: number) {
  return queryOptions({
    queryKey: [...jobsKey, 'view', id],
    queryFn: async ({ signal }) =>
      (await unwrap(
        api.GET('/api/accounts/brokerage/jobs/{id}', { params: { path: { id } }, signal }),
      )) as BrokerageJob,
    meta: { errorShownInline: true },
  });
}

/** Refresh Status: GET /api/brokerage/jobs/{id}, then the list shows it. */
export function useRefreshJobMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.GET('/api/brokerage/jobs/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...jobsKey, 'list'] }),
  });
}

/** Cancel: PATCH /api/brokerage/jobs/{id} {status: 'cancelled'}. Refusals (409) reach the Error dialog. */
export function useCancelJobMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(
        api.PATCH('/api/brokerage/jobs/{id}', { params: { path: { id } }, body: { status: 'cancelled' } }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsKey }),
  });
}

/** The report downloads (CSV), plain links so the browser saves them with the session cookie. */
export function jobReportUrl(id: number, errorsOnly: boolean): string {
  return `/api/brokerage/jobReports/${id}${errorsOnly ? '?errorReport=true' : ''}`;
}
