import type { QueryClient } from '@tanstack/react-query';
import { reloadBasket } from '../../api/basket.ts';
import { api, unwrap } from '../../api/client.ts';
import { profileQueryKey } from '../../api/profile.ts';
import type { components } from '../../api/schema.d.ts';

export type AdminItemRequest = Omit<components['schemas']['AddAdminItemRequest'], 'basketUuid'>;

/**
 * Adds the admin item to the staff member's basket for the account they switched to, opening a basket
 * first when they have none (the profile then names it), and reloads the basket.
 */
export async function addAdminItem(
  queryClient: QueryClient,
  basketUuid: string | null,
  item: AdminItemRequest,
): Promise<void> {
  let uuid = basketUuid;
  if (!uuid) {
    uuid = (await unwrap(api.POST('/api/baskets', { body: {} }))).uuid;
    await queryClient.invalidateQueries({ queryKey: profileQueryKey });
  }
  await unwrap(api.POST('/api/baskets/adminItems', { body: { ...item, basketUuid: uuid } }));
  await reloadBasket(queryClient, uuid);
}
