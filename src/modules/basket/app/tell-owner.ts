import type { Basket, BasketUser } from '../domain/basket.ts';
import type { BasketChange, BasketChanges } from '../ports/basket-changes.ts';
import type { BasketRepository } from '../ports/basket-repository.ts';

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

/**
 * Takes a guest basket into the signed-in caller's account, and tells that account when it did. User seats
 * leave the basket then: they are sold only with a new account (docs/adr/0027), and this one exists.
 */
export async function claimBasket(
  deps: { baskets: BasketRepository; changes: BasketChanges },
  basket: Basket,
  user: BasketUser,
  now: Date,
): Promise<void> {
  if (!basket.claimFor(user, now)) return;
  for (const item of await deps.baskets.openItems(basket.uuid)) if (item.isSeat) item.remove(now);
  await deps.baskets.flush();
  await tellOwner(deps.changes, basket, 'patched');
}
