import type { Clock } from '../../../platform/clock/clock.ts';
import type { SecretBox } from '../../../platform/crypto/secret-box.ts';
import type { RateLimiter } from '../../../platform/rate-limit/rate-limiter.ts';
import { PhoneNumber } from '../../../shared/phone-number.ts';
import { portInBillingProblems } from '../../../shared/port-in-rules.ts';
import {
  NotAPortableNumber,
  NumberAlreadyInBasket,
  PortInBillingIncomplete,
} from '../domain/basket.errors.ts';
import type { BasketUser } from '../domain/basket.ts';
import type { BasketItemData, PortInDataInput } from '../domain/basket-data.ts';
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
  /** The current carrier's billing fields (the PIN in clear, sealed before it is stored) and the check's findings. */
  data?: PortInDataInput | undefined;
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
  /** The platform's secret box: the carrier PIN is stored only sealed (docs/adr/0053). */
  secretBox: Pick<SecretBox, 'seal'>;
}

/** The item data as stored: the PIN sealed (`pin_sealed`), never in clear. */
export function sealPortInPin(data: PortInDataInput, secretBox: Pick<SecretBox, 'seal'>): BasketItemData {
  const { pin, ...rest } = data;
  return pin ? { ...rest, pin_sealed: secretBox.seal(pin) } : rest;
}

/**
 * POST /api/baskets/items with type 'portIn' (or the spec's 'lnp'): a number the buyer brings from another
 * carrier. Nothing is held in the catalog. The line costs the brand's port-in (lnp) fee as the basket's
 * account pays it, billed upon port-in and waived for plan 1 billed every 12 months (docs/adr/0027); plan 0
 * (port away) is refused. 409 when the number is in the basket already. The billing data must hold what the
 * billing modal requires (422 with its messages otherwise); the PIN is sealed before anything is stored.
 */
export function makeAddPortIn(deps: AddPortInDeps) {
  const { baskets, plans, changes, clock, tx, rateLimiter, secretBox } = deps;
  return async function addPortIn(input: AddPortInInput): Promise<BasketItemView> {
    const parsed = PhoneNumber.tryParse(input.tn, { accept: ['nanp', 'tollfree'] });
    if (!parsed) throw new NotAPortableNumber();
    const problems = portInBillingProblems(input.data ?? {});
    if (Object.keys(problems).length > 0) throw new PortInBillingIncomplete(problems);
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
        data: sealPortInPin(input.data ?? {}, secretBox),
        now,
      });
      basket.touch(now);
      await baskets.addItem(item);
      await tellOwner(changes, basket, 'created', item.id);
      return toItemView(item);
    });
  };
}
