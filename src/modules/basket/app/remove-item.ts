import type { Clock } from '../../../platform/clock/clock.ts';
import type { BasketUser } from '../domain/basket.ts';
import type { BasketRepository } from '../ports/basket-repository.ts';
import type { NumberHolds } from '../ports/number-holds.ts';
import { type BasketView, toBasketView } from './basket-view.ts';
import { openBasket, openItem } from './open-basket.ts';

export interface RemoveItemDeps {
  baskets: BasketRepository;
  holds: NumberHolds;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/** DELETE /api/baskets/items/{id}: the item leaves the basket and the catalog offers the number again. */
export function makeRemoveItem({ baskets, holds, clock, tx }: RemoveItemDeps) {
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
      basket.claimFor(input.user, now);
      basket.touch(now);
      await baskets.flush();
      return toBasketView(basket, await baskets.openItems(basket.uuid), now);
    });
  };
}
