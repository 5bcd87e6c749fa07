import type { Basket, BasketUser } from '../domain/basket.ts';
import type { BasketChange, BasketChanges } from '../ports/basket-changes.ts';

/** Tells the basket's account about a change (guest baskets have none to tell). */
export async function tellOwner(
  changes: BasketChanges,
  basket: Basket,
  type: BasketChange['type'],
  itemId?: number,
): Promise<void> {
  if (basket.accountId === null) return;
  await changes.publish({ accountId: basket.accountId, type, basketUuid: basket.uuid, itemId });
}

/** Takes a guest basket into the signed-in caller's account, and tells that account when it did. */
export async function claimAndTell(
  changes: BasketChanges,
  basket: Basket,
  user: BasketUser,
  now: Date,
): Promise<void> {
  if (basket.claimFor(user, now)) await tellOwner(changes, basket, 'patched');
}
