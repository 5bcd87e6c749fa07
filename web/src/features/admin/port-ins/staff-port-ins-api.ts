import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client.ts';
import type { components } from '../../../api/schema.d.ts';
import type { PageWindow } from '../../../ui/paginator.tsx';

export type StaffPortIn = components['schemas']['StaffPortIn'];
/** Which part of the queue the screen shows: both, or the rejected or the late orders. */
export type PortInQueueFilter = 'all' | 'rejected' | 'late';
/** The staff actions (POST /api/admin/portIns/{id}/{action}). */
export type PortInStaffAction = 'check' | 'resubmit' | 'remind' | 'cancel';

const portInsKey = ['admin-port-ins'] as const;

/** A page of the port-ins rejected or late, oldest first. */
export function staffPortInsQuery(state: PortInQueueFilter, { skip, limit }: PageWindow) {
  return queryOptions({
    queryKey: [...portInsKey, 'list', state, { skip, limit }],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/admin/portIns', {
          params: {
            query: { state, $skip: String(skip), $limit: String(limit), '$sort[placedDate]': '1' },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    // The page shows a failed load above the list.
    meta: { errorShownInline: true },
  });
}

function run(id: number, action: PortInStaffAction, note: string) {
  const params = { path: { id } };
  switch (action) {
    case 'check':
      return api.POST('/api/admin/portIns/{id}/check', { params });
    case 'resubmit':
      return api.POST('/api/admin/portIns/{id}/resubmit', { params });
    case 'remind':
      return api.POST('/api/admin/portIns/{id}/remind', { params });
    case 'cancel':
      return api.POST('/api/admin/portIns/{id}/cancel', { params, body: { note: note.trim() } });
  }
}

/** One staff action on an order; failures (409 wrong status, 503 carrier silent) reach the Error dialog. */
export function useStaffPortInAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, note = '' }: { id: number; action: PortInStaffAction; note?: string }) =>
      unwrap(run(id, action, note)),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: portInsKey });
      // The admin home's count moves too.
      await queryClient.invalidateQueries({ queryKey: ['admin-summary'] });
    },
  });
}
