import type { Clock } from '../../../platform/clock/clock.ts';
import { SeatsOnlyForNewAccounts, TooManySeats } from '../domain/basket.errors.ts';
import type { BasketUser } from '../domain/basket.ts';
import { BasketItem, type SeatType } from '../domain/basket-item.ts';
import type { BasketChanges } from '../ports/basket-changes.ts';
import type { BasketRepository } from '../ports/basket-repository.ts';
import type { PlanPrices } from '../ports/plan-prices.ts';
import { type BasketItemView, toItemView } from './basket-view.ts';
import { openBasket } from './open-basket.ts';
import { tellOwner } from './tell-owner.ts';

/** Seats one new account may buy in its basket; more are added under Users once the account exists. */
export const MAX_SEATS_PER_BASKET = 25;

export interface AddSeatDeps {
  baskets: BasketRepository;
  changes: BasketChanges;
  plans: Pick<PlanPrices, 'fees'>;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/**
 * POST /api/baskets/items with type 'user' or 'admin': a standard or admin user of the account a guest
 * creates at checkout, billed monthly at the brand's user price (spec 2 section 6: the per-user cost applies
 * only when a new account is created on brand 2). Refused with 422 for a signed-in caller, a basket an
 * account owns, and a brand whose users cost nothing (brand 1).
 */
export function makeAddSeat({ baskets, plans, changes, clock, tx }: AddSeatDeps) {
  return async function addSeat(input: {
    basketUuid: string;
    type: SeatType;
    user: BasketUser;
  }): Promise<BasketItemView> {
    return tx(async () => {
      const now = clock.now();
      const basket = await openBasket(baskets, input.basketUuid, input.user, { lock: true });
      if (input.user.accountId !== null || basket.accountId !== null) throw new SeatsOnlyForNewAccounts();
      const { seatMrcCents } = await plans.fees(basket.brandingId, null);
      if (seatMrcCents[input.type] <= 0) throw new SeatsOnlyForNewAccounts();
      const items = await baskets.openItems(basket.uuid);
      if (items.filter((item) => item.isSeat).length >= MAX_SEATS_PER_BASKET)
        throw new TooManySeats(MAX_SEATS_PER_BASKET);
      const item = BasketItem.seat({
        basketUuid: basket.uuid,
        type: input.type,
        mrcCents: seatMrcCents[input.type],
        now,
      });
      basket.touch(now);
      await baskets.addItem(item);
      await tellOwner(changes, basket, 'created', item.id);
      return toItemView(item);
    });
  };
}
