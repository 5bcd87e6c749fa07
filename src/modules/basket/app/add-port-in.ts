import type { Clock } from '../../../platform/clock/clock.ts';
import type { RateLimiter } from '../../../platform/rate-limit/rate-limiter.ts';
import { PhoneNumber } from '../../../shared/phone-number.ts';
import { NotAPortableNumber, NumberAlreadyInBasket } from '../domain/basket.errors.ts';
import type { BasketUser } from '../domain/basket.ts';
import type { BasketItemData } from '../domain/basket-data.ts';
import { BasketItem, type BillingPeriod } from '../domain/basket-item.ts';
import type { BasketChanges } from '../ports/basket-changes.ts';
import type { BasketRepository } from '../ports/basket-repository.ts';
import type { PlanPrices } from '../ports/plan-prices.ts';
import { hourlyRules, ITEM_ADD_LIMITS } from './basket-rate-limits.ts';
import { type BasketItemView, toItemView } from './basket-view.ts';
import { choosePlan } from './choose-plan.ts';
import { openBasket } from './open-basket.ts';
import { claimBasket, tellOwner } from './tell-owner.ts';

export interface AddPortInInput {
  basketUuid: string;
  tn: string;
  /** The brand's default plan when absent. */
  planId?: number | undefined;
  billingPeriod?: BillingPeriod | undefined;
  /** The current carrier's billing fields and the portability check's findings. */
  data?: BasketItemData | undefined;
  user: BasketUser;
  ip: string;
}

export interface AddPortInDeps {
  baskets: BasketRepository;
  changes: BasketChanges;
  plans: PlanPrices;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
  rateLimiter: RateLimiter;
}

/**
 * POST /api/baskets/items with type 'portIn' (or the spec's 'lnp'): a number the buyer brings from another
 * carrier. Nothing is held in the catalog. The line costs the brand's port-in (lnp) fee as the basket's
 * account pays it, billed upon port-in and waived for plan 1 billed every 12 months (docs/adr/0027); plan 0
 * (port away) is refused. 409 when the number is in the basket already.
 */
export function makeAddPortIn({ baskets, plans, changes, clock, tx, rateLimiter }: AddPortInDeps) {
  return async function addPortIn(input: AddPortInInput): Promise<BasketItemView> {
    const parsed = PhoneNumber.tryParse(input.tn, { accept: ['nanp', 'tollfree'] });
    if (!parsed) throw new NotAPortableNumber();
    await rateLimiter.hit(hourlyRules(ITEM_ADD_LIMITS, input.user, input.ip), clock.now());
    return tx(async () => {
      const now = clock.now();
      const basket = await openBasket(baskets, input.basketUuid, input.user, { lock: true });
      const items = await baskets.openItems(basket.uuid);
      if (items.some((item) => item.tn === parsed.e164 && item.isLive(now)))
        throw new NumberAlreadyInBasket(parsed.format());
      await claimBasket({ baskets, changes }, basket, input.user, now);
      const plan = await choosePlan(
        plans,
        basket,
        input.planId ?? plans.defaultPlanId(basket.brandingId),
        { mode: 'buy', type: 'portIn' },
        input.user,
      );
      const { lnpCents } = await plans.fees(basket.brandingId, basket.accountId);
      const item = BasketItem.portIn({
        basketUuid: basket.uuid,
        tn: parsed.e164,
        plan,
        billingPeriod: input.billingPeriod ?? 1,
        lnpFeeCents: lnpCents,
        data: input.data,
        now,
      });
      basket.touch(now);
      await baskets.addItem(item);
      await tellOwner(changes, basket, 'created', item.id);
      return toItemView(item);
    });
  };
}
