import type { Clock } from '../../../platform/clock/clock.ts';
import type { RateLimiter } from '../../../platform/rate-limit/rate-limiter.ts';
import { Basket, type BasketUser } from '../domain/basket.ts';
import type { BasketData } from '../domain/basket-data.ts';
import { type AffiliateVisit, affiliateData } from '../domain/referral.ts';
import type { BasketChanges } from '../ports/basket-changes.ts';
import type { BasketRepository } from '../ports/basket-repository.ts';
import { hourlyRules, NEW_BASKET_LIMITS } from './basket-rate-limits.ts';
import { type BasketView, toBasketView } from './basket-view.ts';
import { tellOwner } from './tell-owner.ts';

export interface CreateBasketDeps {
  baskets: BasketRepository;
  /** Live events to the owning account, in the same transaction as the change. */
  changes: BasketChanges;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
  /** A random (v4) uuid: holding it is what opens a guest basket. */
  newUuid: () => string;
  /** Counts basket creations and adds per address and account (app/basket-rate-limits.ts). */
  rateLimiter: RateLimiter;
}

/**
 * POST /api/baskets: an empty basket of the site's brand, owned by the caller's account when signed in,
 * keeping the basket data the client sent (campaign, contact...) and the visitor's affiliate cookie. Rate limited per address (`ip`) and
 * account (429).
 */
export function makeCreateBasket({ baskets, changes, clock, tx, newUuid, rateLimiter }: CreateBasketDeps) {
  return async function createBasket(
    user: BasketUser,
    ip: string,
    data: BasketData = {},
    affiliate: AffiliateVisit | null = null,
  ): Promise<BasketView> {
    await rateLimiter.hit(hourlyRules(NEW_BASKET_LIMITS, user, ip), clock.now());
    return tx(async () => {
      const now = clock.now();
      const basket = new Basket({
        uuid: newUuid(),
        brandingId: user.brandingId,
        accountId: user.accountId,
        // The visitor's affiliate cookie goes with the basket (server-written keys, ADR 0065).
        data: affiliate ? { ...data, ...affiliateData(affiliate) } : data,
        now,
      });
      await baskets.add(basket);
      await tellOwner(changes, basket, 'created');
      return toBasketView(basket, [], now);
    });
  };
}
