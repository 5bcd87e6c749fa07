import type { BasketUser } from '../domain/basket.ts';
import type { BillingPeriod } from '../domain/basket-item.ts';
import { type BasketItemView, toItemView } from './basket-view.ts';
import { choosePlan } from './choose-plan.ts';
import type { BasketDeps } from './deps.ts';
import { openBasket, openItem } from './open-basket.ts';
import { claimAndTell, tellOwner } from './tell-owner.ts';

export interface ChangeItemInput {
  basketUuid: string;
  itemId: number;
  planId?: number | undefined;
  billingPeriod?: BillingPeriod | undefined;
  user: BasketUser;
}

/** PATCH /api/baskets/items/{id}: the plan (which resets billing to monthly), then the billing period. */
export function makeChangeItem({ baskets, plans, changes, clock, tx }: BasketDeps) {
  return async function changeItem(input: ChangeItemInput): Promise<BasketItemView> {
    return tx(async () => {
      const now = clock.now();
      const basket = await openBasket(baskets, input.basketUuid, input.user, { lock: true });
      const item = await openItem(baskets, basket, input.itemId, now);
      // Claimed first: a guest basket taken into an account is priced for that account from this change on.
      await claimAndTell(changes, basket, input.user, now);
      if (input.planId !== undefined)
        item.changePlan(await choosePlan(plans, basket, input.planId, item.mode));
      if (input.billingPeriod !== undefined) item.changeBillingPeriod(input.billingPeriod);
      basket.touch(now);
      await baskets.flush();
      await tellOwner(changes, basket, 'patched', item.id);
      return toItemView(item);
    });
  };
}
