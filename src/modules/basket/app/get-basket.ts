import type { Clock } from '../../../platform/clock/clock.ts';
import type { BasketUser } from '../domain/basket.ts';
import type { BasketRepository } from '../ports/basket-repository.ts';
import { type BasketView, toBasketView } from './basket-view.ts';
import { openBasket } from './open-basket.ts';

export interface GetBasketDeps {
  baskets: BasketRepository;
  clock: Clock;
}

/** GET /api/baskets/{uuid}: the items still reserved (expired ones are left out even before the job runs). */
export function makeGetBasket({ baskets, clock }: GetBasketDeps) {
  return async function getBasket(uuid: string, user: BasketUser): Promise<BasketView> {
    const basket = await openBasket(baskets, uuid, user);
    return toBasketView(basket, await baskets.openItems(uuid), clock.now());
  };
}
