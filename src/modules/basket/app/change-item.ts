import type { Clock } from '../../../platform/clock/clock.ts';
import { SeatHasNoPlan } from '../domain/basket.errors.ts';
import type { BasketUser } from '../domain/basket.ts';
import type { BillingPeriod } from '../domain/basket-item.ts';
import type { BasketChanges } from '../ports/basket-changes.ts';
import type { BasketRepository } from '../ports/basket-repository.ts';
import type { PlanPrices } from '../ports/plan-prices.ts';
import { type BasketItemView, toItemView } from './basket-view.ts';
import { choosePlan } from './choose-plan.ts';
import { openBasket, openItem } from './open-basket.ts';
import { claimBasket, tellOwner } from './tell-owner.ts';

export interface ChangeItemInput {
  basketUuid: string;
  itemId: number;
  planId?: number | undefined;
  billingPeriod?: BillingPeriod | undefined;
  user: BasketUser;
}

export interface ChangeItemDeps {
  baskets: BasketRepository;
  /** Live events to the owning account, in the same transaction as the change. */
  changes: BasketChanges;
  plans: PlanPrices;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/**
 * PATCH /api/baskets/items/{id}: the plan (which resets billing to monthly, except plan 1 on a port-in), then
 * the billing period. A user seat has neither (422).
 */
export function makeChangeItem({ baskets, plans, changes, clock, tx }: ChangeItemDeps) {
  return async function changeItem(input: ChangeItemInput): Promise<BasketItemView> {
    return tx(async () => {
      const now = clock.now();
      const basket = await openBasket(baskets, input.basketUuid, input.user, { lock: true });
      const item = await openItem(baskets, basket, input.itemId, now);
      // Claimed first: a guest basket taken into an account is priced for that account from this change on.
      await claimBasket({ baskets, changes }, basket, input.user, now);
      if (item.isSeat) throw new SeatHasNoPlan();
      if (input.planId !== undefined)
        item.changePlan(await choosePlan(plans, basket, input.planId, item, input.user));
      if (input.billingPeriod !== undefined) item.changeBillingPeriod(input.billingPeriod);
      basket.touch(now);
      await baskets.flush();
      await tellOwner(changes, basket, 'patched', item.id);
      return toItemView(item);
    });
  };
}
