import type { Clock } from '../../../platform/clock/clock.ts';
import type { BasketUser } from '../domain/basket.ts';
import type { BasketRepository } from '../ports/basket-repository.ts';
import type { PlanPrices } from '../ports/plan-prices.ts';
import { type BasketView, chargeNamesFor, toBasketView } from './basket-view.ts';
import { openBasket } from './open-basket.ts';

export interface GetBasketDeps {
  baskets: BasketRepository;
  /** The brand's plan names, for the order summary. */
  plans: Pick<PlanPrices, 'planNames'>;
  clock: Clock;
}

/**
 * GET /api/baskets/{uuid}: the items still in the basket (lapsed reservations are left out even before the
 * job runs), its totals and its order summary (Today's Total, Billed Upon Port-In, Order Monthly Total).
 */
export function makeGetBasket({ baskets, plans, clock }: GetBasketDeps) {
  return async function getBasket(uuid: string, user: BasketUser): Promise<BasketView> {
    const basket = await openBasket(baskets, uuid, user);
    const items = await baskets.openItems(uuid);
    return toBasketView(basket, items, clock.now(), chargeNamesFor(plans, basket.brandingId));
  };
}
