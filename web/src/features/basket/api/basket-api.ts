import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { hasStatus } from '../../../api/api-error.ts';
import { api, unwrap } from '../../../api/client.ts';
import type { components } from '../../../api/schema.d.ts';

export type Basket = components['schemas']['Basket'];
export type BasketItem = components['schemas']['BasketItem'];
export type BillingPeriod = BasketItem['billingPeriod'];

export const basketQueryKey = (uuid: string | null) => ['basket', uuid] as const;

/**
 * GET /api/baskets/{uuid}. A basket that is gone or no longer ours (404: another account took it) reads as
 * none, so the visitor simply starts a new one.
 */
export function basketQuery(uuid: string | null) {
  return queryOptions({
    queryKey: basketQueryKey(uuid),
    queryFn: async ({ signal }): Promise<Basket | null> => {
      if (!uuid) return null;
      try {
        return await unwrap(api.GET('/api/baskets/{uuid}', { params: { path: { uuid } }, signal }));
      } catch (error) {
        if (hasStatus(error, 404)) return null;
        throw error;
      }
    },
    enabled: uuid !== null,
  });
}

/** After any item change the basket reloads (spec 2, section 4). */
function useReloadBasket(uuid: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: basketQueryKey(uuid) });
}

export function useChangeItemMutation(basketUuid: string) {
  const reload = useReloadBasket(basketUuid);
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; plan?: number; billingPeriod?: BillingPeriod }) =>
      unwrap(api.PATCH('/api/baskets/items/{id}', { params: { path: { id }, query: { basketUuid } }, body })),
    onSettled: reload,
  });
}

export function useRemoveItemMutation(basketUuid: string) {
  const reload = useReloadBasket(basketUuid);
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.DELETE('/api/baskets/items/{id}', { params: { path: { id }, query: { basketUuid } } })),
    onSettled: reload,
  });
}
