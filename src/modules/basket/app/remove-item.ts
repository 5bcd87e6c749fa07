import type { BasketUser } from '../domain/basket.ts';
import { type BasketView, toBasketView } from './basket-view.ts';
import type { BasketDeps } from './deps.ts';
import { openBasket, openItem } from './open-basket.ts';
import { claimAndTell, tellOwner } from './tell-owner.ts';

/** DELETE /api/baskets/items/{id}: the item leaves the basket and the catalog offers the number again. */
export function makeRemoveItem({ baskets, holds, changes, clock, tx }: BasketDeps) {
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
