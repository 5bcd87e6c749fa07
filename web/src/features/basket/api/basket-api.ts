import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BillingPeriod, basketQueryKey } from '../../../api/basket.ts';
import { api, unwrap } from '../../../api/client.ts';

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
    // The cart shows the failure under its items.
    meta: { errorShownInline: true },
  });
}

export function useRemoveItemMutation(basketUuid: string) {
  const reload = useReloadBasket(basketUuid);
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.DELETE('/api/baskets/items/{id}', { params: { path: { id }, query: { basketUuid } } })),
    onSettled: reload,
    // The cart shows the failure under its items.
    meta: { errorShownInline: true },
  });
}
