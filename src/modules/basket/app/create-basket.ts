import { Basket, type BasketUser } from '../domain/basket.ts';
import type { BasketData } from '../domain/basket-data.ts';
import { hourlyRules, NEW_BASKET_LIMITS } from './basket-rate-limits.ts';
import { type BasketView, toBasketView } from './basket-view.ts';
import type { BasketDeps } from './deps.ts';
import { tellOwner } from './tell-owner.ts';

/**
 * POST /api/baskets: an empty basket of the site's brand, owned by the caller's account when signed in,
 * keeping the basket data the client sent (campaign, contact...). Rate limited per address (`ip`) and
 * account (429).
 */
export function makeCreateBasket({ baskets, changes, clock, tx, newUuid, rateLimiter }: BasketDeps) {
  return async function createBasket(
    user: BasketUser,
    ip: string,
    data: BasketData = {},
  ): Promise<BasketView> {
    await rateLimiter.hit(hourlyRules(NEW_BASKET_LIMITS, user, ip), clock.now());
    return tx(async () => {
      const now = clock.now();
      const basket = new Basket({
        uuid: newUuid(),
        brandingId: user.brandingId,
        accountId: user.accountId,
        data,
        now,
      });
      await baskets.add(basket);
      await tellOwner(changes, basket, 'created');
      return toBasketView(basket, [], now);
    });
  };
}
