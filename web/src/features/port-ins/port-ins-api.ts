import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client.ts';
import type { components } from '../../api/schema.d.ts';

export type PortIn = components['schemas']['PortIn'];
export type PortInDetail = components['schemas']['PortInDetail'];
export type PortInCorrection = components['schemas']['PortInCorrection'];

const portInsKey = ['port-ins'] as const;

/** The account's port-ins, newest first (an account rarely has more than a page of them). */
export function portInsQuery() {
  return queryOptions({
    queryKey: [...portInsKey, 'list'],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/accounts/port-ins', { params: { query: { $limit: '100' } }, signal })),
    meta: { errorShownInline: true },
  });
}

export function portInQuery(id: number) {
  return queryOptions({
    queryKey: [...portInsKey, 'detail', id],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/accounts/port-ins/{id}', { params: { path: { id } }, signal })),
    meta: { errorShownInline: true },
  });
}

/** PATCH /api/accounts/port-ins/{id}: corrects a rejected order's billing data and resubmits it. */
export function useCorrectPortInMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PortInCorrection }) =>
      unwrap(api.PATCH('/api/accounts/port-ins/{id}', { params: { path: { id } }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portInsKey }),
  });
}
