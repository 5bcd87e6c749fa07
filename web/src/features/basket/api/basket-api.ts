import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BillingPeriod, basketQueryKey } from '../../../api/basket.ts';
import { api, unwrap } from '../../../api/client.ts';
import type { components } from '../../../api/schema.d.ts';

export type BasketDataPatch = components['schemas']['BasketDataPatch'];

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

/** Saves the Account Info step (or the agreements) into the basket data; the basket reloads after. */
export function useSaveBasketDataMutation(basketUuid: string) {
  const reload = useReloadBasket(basketUuid);
  return useMutation({
    mutationFn: (data: BasketDataPatch) =>
      unwrap(api.PATCH('/api/baskets/{uuid}', { params: { path: { uuid: basketUuid } }, body: { data } })),
    onSettled: reload,
    // The step shows the failure on its fields or above them.
    meta: { errorShownInline: true },
  });
}

/** Adds a user line (brand 2, new accounts): 'admin' or 'user'. */
export function useAddSeatMutation(basketUuid: string) {
  const reload = useReloadBasket(basketUuid);
  return useMutation({
    mutationFn: (type: 'user' | 'admin') =>
      unwrap(api.POST('/api/baskets/items', { body: { basketUuid, type } })),
    onSettled: reload,
    meta: { errorShownInline: true },
  });
}

/**
 * Spec 2: the email is checked with POST /api/validate/username. Answers the message to show, or null when
 * the email may be used; a failed request counts as valid, and an answer with neither isValid nor a message
 * reads 'Invalid email address'.
 */
export async function emailInUseProblem(email: string): Promise<string | null> {
  try {
    const answer = await unwrap(api.POST('/api/validate/username', { body: { email } }));
    if (answer.isValid) return null;
    return answer.message ?? 'Invalid email address';
  } catch {
    return null;
  }
}
