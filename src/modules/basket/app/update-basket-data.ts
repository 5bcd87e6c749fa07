import type { Clock } from '../../../platform/clock/clock.ts';
import type { BasketUser } from '../domain/basket.ts';
import type { BasketData } from '../domain/basket-data.ts';
import type { BasketChanges } from '../ports/basket-changes.ts';
import type { BasketRepository } from '../ports/basket-repository.ts';
import type { PlanPrices } from '../ports/plan-prices.ts';
import { type BasketView, chargeNamesFor, toBasketView } from './basket-view.ts';
import { openBasket } from './open-basket.ts';
import { claimBasket, tellOwner } from './tell-owner.ts';

export interface UpdateBasketDataDeps {
  baskets: BasketRepository;
  /** Live events to the owning account, in the same transaction as the change. */
  changes: BasketChanges;
  /** The brand's plan names, for the order summary. */
  plans: Pick<PlanPrices, 'planNames'>;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/**
 * PATCH /api/baskets/{uuid}: keeps what the visitor typed in the Account Info step (and campaign fields) with
 * the basket, given keys only. The contract has checked each value with src/shared/account-form.ts and
 * refused the keys checkout writes; whether the data is complete is checkout's question
 * (`accountStepProblems`). Same access rule as GET; a signed-in caller takes a guest basket.
 */
export function makeUpdateBasketData({ baskets, changes, plans, clock, tx }: UpdateBasketDataDeps) {
  return async function updateBasketData(input: {
    basketUuid: string;
    data: BasketData;
    user: BasketUser;
  }): Promise<BasketView> {
    return tx(async () => {
      const now = clock.now();
      const basket = await openBasket(baskets, input.basketUuid, input.user, { lock: true });
      await claimBasket({ baskets, changes }, basket, input.user, now);
      basket.updateData(input.data, now);
      await baskets.flush();
      await tellOwner(changes, basket, 'patched');
      const items = await baskets.openItems(basket.uuid);
      return toBasketView(basket, items, now, chargeNamesFor(plans, basket.brandingId));
    });
  };
}
