import type { Clock } from '../../../platform/clock/clock.ts';
import type { BasketUser } from '../domain/basket.ts';
import type { BasketChanges } from '../ports/basket-changes.ts';
import type { BasketRepository } from '../ports/basket-repository.ts';
import type { NumberHolds } from '../ports/number-holds.ts';
import type { PlanPrices } from '../ports/plan-prices.ts';
import { type BasketView, chargeNamesFor, toBasketView } from './basket-view.ts';
import { openBasket, openItem } from './open-basket.ts';
import { claimBasket, tellOwner } from './tell-owner.ts';

export interface RemoveItemDeps {
  baskets: BasketRepository;
  /** Live events to the owning account, in the same transaction as the change. */
  changes: BasketChanges;
  holds: NumberHolds;
  /** The brand's plan names, for the order summary. */
  plans: Pick<PlanPrices, 'planNames'>;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/**
 * DELETE /api/baskets/items/{id}: the item leaves the basket and the catalog offers its number again (port-ins
 * and seats hold none).
 */
export function makeRemoveItem({ baskets, holds, plans, changes, clock, tx }: RemoveItemDeps) {
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
      if (item.numberId !== null) await holds.release({ numberId: item.numberId, basketUuid: basket.uuid });
      await claimBasket({ baskets, changes }, basket, input.user, now);
      basket.touch(now);
      await baskets.flush();
      await tellOwner(changes, basket, 'removed', item.id);
      const items = await baskets.openItems(basket.uuid);
      return toBasketView(basket, items, now, chargeNamesFor(plans, basket.brandingId));
    });
  };
}
