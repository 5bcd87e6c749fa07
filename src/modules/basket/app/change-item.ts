import type { Clock } from '../../../platform/clock/clock.ts';
import type { BasketUser } from '../domain/basket.ts';
import type { BillingPeriod } from '../domain/basket-item.ts';
import type { BasketRepository } from '../ports/basket-repository.ts';
import type { PlanPrices } from '../ports/plan-prices.ts';
import { type BasketItemView, toItemView } from './basket-view.ts';
import { choosePlan } from './choose-plan.ts';
import { openBasket, openItem } from './open-basket.ts';

export interface ChangeItemInput {
  basketUuid: string;
  itemId: number;
  planId?: number | undefined;
  billingPeriod?: BillingPeriod | undefined;
  user: BasketUser;
}

export interface ChangeItemDeps {
  baskets: BasketRepository;
  plans: PlanPrices;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/** PATCH /api/baskets/items/{id}: the plan (which resets billing to monthly), then the billing period. */
export function makeChangeItem({ baskets, plans, clock, tx }: ChangeItemDeps) {
  return async function changeItem(input: ChangeItemInput): Promise<BasketItemView> {
    return tx(async () => {
      const now = clock.now();
      const basket = await openBasket(baskets, input.basketUuid, input.user, { lock: true });
      const item = await openItem(baskets, basket, input.itemId, now);
      if (input.planId !== undefined)
        item.changePlan(choosePlan(plans, basket.brandingId, input.planId, item.mode));
      if (input.billingPeriod !== undefined) item.changeBillingPeriod(input.billingPeriod);
      basket.claimFor(input.user, now);
      basket.touch(now);
      await baskets.flush();
      return toItemView(item);
    });
  };
}
