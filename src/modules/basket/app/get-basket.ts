import type { BasketUser } from '../domain/basket.ts';
import { type BasketView, toBasketView } from './basket-view.ts';
import type { BasketDeps } from './deps.ts';
import { openBasket } from './open-basket.ts';

/** GET /api/baskets/{uuid}: the items still reserved (expired ones are left out even before the job runs). */
export function makeGetBasket({ baskets, clock }: BasketDeps) {
  return async function getBasket(uuid: string, user: BasketUser): Promise<BasketView> {
    const basket = await openBasket(baskets, uuid, user);
    return toBasketView(basket, await baskets.openItems(uuid), clock.now());
  };
}
