import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { hasStatus } from './api-error.ts';
import { api, unwrap } from './client.ts';
import { useProfile } from './profile.ts';
import type { components } from './schema.d.ts';

export type Basket = components['schemas']['Basket'];
export type BasketItem = components['schemas']['BasketItem'];
export type BillingPeriod = BasketItem['billingPeriod'];

/** Every basket query starts with this; a basket live event refreshes them all. */
export const basketQueryRoot = ['basket'] as const;
export const basketQueryKey = (uuid: string | null) => [...basketQueryRoot, uuid] as const;

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

/**
 * Reloads the basket after a change this tab made. The first load of a new basket can be under way while the
 * change is still being written (the profile names the basket before the item is added), and TanStack Query
 * hands an invalidation that very load when the query has no data yet (it cancels a running fetch only for a
 * query with data): so that load is cancelled first, and the reload starts after the change.
 */
export async function reloadBasket(queryClient: QueryClient, uuid: string): Promise<void> {
  const queryKey = basketQueryKey(uuid);
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}

/** The visitor's basket (the profile names it): the one query the header, pages and the basket dialog share. */
export function useBasket() {
  return useQuery(basketQuery(useProfile().basketUuid));
}

// Module-level selectors: TanStack Query reruns them only when the basket changes.
const itemCountOf = (basket: Basket | null) => basket?.tnItemCount ?? 0;
const tnsOf = (basket: Basket | null): ReadonlySet<string> =>
  new Set(basket?.tnItems.map((item) => item.tn).filter((tn): tn is string => tn !== null));

/** Items in the visitor's basket, for the header's cart badge. */
export function useBasketItemCount(): number {
  return useQuery({ ...basketQuery(useProfile().basketUuid), select: itemCountOf }).data ?? 0;
}

const NO_TNS: ReadonlySet<string> = new Set();

/** The numbers (E.164) in the visitor's basket, so pages can tell which are in it already. */
export function useBasketTns(): ReadonlySet<string> {
  return useQuery({ ...basketQuery(useProfile().basketUuid), select: tnsOf }).data ?? NO_TNS;
}
