import type { Clock } from '../../../platform/clock/clock.ts';
import type { BasketUser } from '../domain/basket.ts';
import type { BasketChanges } from '../ports/basket-changes.ts';
import type { BasketRepository } from '../ports/basket-repository.ts';
import type { NumberHolds } from '../ports/number-holds.ts';
import { type BasketView, toBasketView } from './basket-view.ts';
import { openBasket, openItem } from './open-basket.ts';
import { claimAndTell, tellOwner } from './tell-owner.ts';

export interface RemoveItemDeps {
  baskets: BasketRepository;
  /** Live events to the owning account, in the same transaction as the change. */
  changes: BasketChanges;
  holds: NumberHolds;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/** DELETE /api/baskets/items/{id}: the item leaves the basket and the catalog offers the number again. */
export function makeRemoveItem({ baskets, holds, changes, clock, tx }: RemoveItemDeps) {
  return async function removeItem(input: {
    basketUuid: string;
    itemId: number;
    user: BasketUser;
  }): Promise<BasketView> {
    return tx(async () => {
      const now = clock.now();
      const basket = await openBasket(baskets, input.basketUuid, input.user, { lock: true });
      const item = await openItem(baskets, basket, input.itemId, now);
      item.remove(now);
      await holds.release({ numberId: item.numberId, basketUuid: basket.uuid });
      await claimAndTell(changes, basket, input.user, now);
      basket.touch(now);
      await baskets.flush();
      await tellOwner(changes, basket, 'removed', item.id);
      return toBasketView(basket, await baskets.openItems(basket.uuid), now);
    });
  };
}
