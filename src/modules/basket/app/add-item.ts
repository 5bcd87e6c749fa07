import type { Clock } from '../../../platform/clock/clock.ts';
import type { RateLimiter } from '../../../platform/rate-limit/rate-limiter.ts';
import { isSellable } from '../../../shared/listing-rules.ts';
import { PhoneNumber } from '../../../shared/phone-number.ts';
import { NumberAlreadyInBasket, NumberGone, TollFreeNotSold } from '../domain/basket.errors.ts';
import type { BasketUser } from '../domain/basket.ts';
import type { BasketItemData } from '../domain/basket-data.ts';
import {
  BasketItem,
  type BillingPeriod,
  defaultModeFor,
  type ItemMode,
  RESERVATION_MS,
} from '../domain/basket-item.ts';
import {
  assertMayHoldAgain,
  assertRoomForAnotherNumber,
  HOLD_COUNT_WINDOW_MS,
} from '../domain/hoarding-rules.ts';
import { OfferNeedsSignIn, OfferNotForNumber } from '../domain/offer-item.errors.ts';
import type { AcceptedOffer, AcceptedOffers } from '../ports/accepted-offers.ts';
import type { BasketChanges } from '../ports/basket-changes.ts';
import type { BasketRepository } from '../ports/basket-repository.ts';
import type { NumberHolds } from '../ports/number-holds.ts';
import type { PlanPrices } from '../ports/plan-prices.ts';
import type { WidgetPrices } from '../ports/widget-prices.ts';
import { hourlyRules, ITEM_ADD_LIMITS } from './basket-rate-limits.ts';
import { type BasketItemView, toItemView } from './basket-view.ts';
import { choosePlan } from './choose-plan.ts';
import { openBasket } from './open-basket.ts';
import { claimBasket, tellOwner } from './tell-owner.ts';
import { widgetPriced } from './widget-priced.ts';

export interface AddItemInput {
  basketUuid: string;
  tn: string;
  /** Bought unless the number can only be licensed, when absent. */
  mode?: ItemMode | undefined;
  /** The brand's default plan when absent. */
  planId?: number | undefined;
  billingPeriod?: BillingPeriod | undefined;
  data?: BasketItemData | undefined;
  /** An accepted offer's uuid: the item is priced at the offer (spec 2's offer link and /offer-checkout). */
  negotiationUuid?: string | undefined;
  /** Search's proof that the number was shown as the promoted Pig Pick (docs/adr/0066); ignored unless valid. */
  promotion?: string | undefined;
  user: BasketUser;
  /** The caller's network address, for the rate limits. */
  ip: string;
}

export interface AddItemDeps {
  baskets: BasketRepository;
  /** Live events to the owning account, in the same transaction as the change. */
  changes: BasketChanges;
  holds: NumberHolds;
  plans: PlanPrices;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
  /** Counts basket creations and adds per address and account (app/basket-rate-limits.ts). */
  rateLimiter: RateLimiter;
  /** Accepted offers (the offers module); absent: items with a negotiation are refused. */
  offers?: AcceptedOffers;
  /** Brokers' widgets: a widget basket's numbers carry the broker's markup (docs/adr/0064). */
  widgets?: WidgetPrices;
}

/**
 * POST /api/baskets/items: in one transaction the catalog holds the number for this basket for 30 minutes
 * and the item is stored with the catalog's prices for the basket's account. NumberAlreadyInBasket (409) when the number is in the
 * basket already; NumberGone (410) when it is sold or held by another basket. Against hoarding
 * (docs/adr/0016): adds are rate limited (429), a customer basket holds at most 25 numbers, and one basket
 * holds one number at most 3 times a day (422).
 */
export function makeAddItem(deps: AddItemDeps) {
  const { baskets, holds, plans, changes, clock, tx, rateLimiter, offers } = deps;
  /** The accepted offer the buyer's account may check out at its price; only for a signed-in account. */
  async function acceptedOffer(input: AddItemInput, tn: string): Promise<AcceptedOffer | null> {
    if (!input.negotiationUuid) return null;
    if (!offers || input.user.accountId === null) throw new OfferNeedsSignIn();
    const accepted = await offers.accepted(input.negotiationUuid, input.user.accountId);
    if (accepted.tn !== tn) throw new OfferNotForNumber();
    return accepted;
  }

  return async function addItem(input: AddItemInput): Promise<BasketItemView> {
    const parsed = PhoneNumber.tryParse(input.tn);
    const tn = parsed?.e164 ?? input.tn;
    const offer = await acceptedOffer(input, tn);
    if (input.mode === 'buy' && !isSellable(tn)) throw new TollFreeNotSold();
    await rateLimiter.hit(hourlyRules(ITEM_ADD_LIMITS, input.user, input.ip), clock.now());
    return tx(async () => {
      const now = clock.now();
      const basket = await openBasket(baskets, input.basketUuid, input.user, { lock: true });
      const items = await baskets.openItems(basket.uuid);
      if (items.some((item) => item.tn === tn && item.isLive(now))) {
        throw new NumberAlreadyInBasket(parsed?.format() ?? tn);
      }
      const reservations = items.filter((item) => item.isReservation && item.isLive(now));
      assertRoomForAnotherNumber(reservations.length, input.user);
      const since = new Date(now.getTime() - HOLD_COUNT_WINDOW_MS);
      assertMayHoldAgain(tn, await baskets.countHoldsSince(basket.uuid, tn, since));
      // A lapsed line of the same number is closed first, so the basket never shows it twice.
      for (const item of items) if (item.tn === tn && item.hasLapsed(now)) item.expire();
      await baskets.flush();

      // Claimed first: a guest basket taken into an account is priced for that account from this add on.
      await claimBasket({ baskets, changes }, basket, input.user, now);
      const catalogPrices = await plans.numberPrices(
        await holdOrGone(tn, basket.uuid, now),
        basket.accountId,
      );
      const widget = await widgetPriced(deps.widgets, basket.data, catalogPrices, input.mode, offer !== null);
      const listed = widget?.number ?? catalogPrices;
      const number = offer ? { ...listed, priceCents: offer.priceCents } : listed;
      const mode = offer ? 'buy' : (input.mode ?? defaultModeFor(number));
      const promoted = input.promotion ? (holds.pigPickPromotion?.(input.promotion, tn, now) ?? null) : null;
      const plan = await choosePlan(
        plans,
        basket,
        input.planId ?? plans.defaultPlanId(basket.brandingId),
        { mode, type: 'new' },
        input.user,
      );
      const item = BasketItem.newNumber({
        basketUuid: basket.uuid,
        number,
        mode,
        plan,
        billingPeriod: input.billingPeriod ?? 1,
        data: {
          ...input.data,
          ...(offer ? { negotiationId: offer.negotiationId, negotiationUUID: offer.negotiationUUID } : {}),
          ...(widget && !offer ? { widgetListCents: widget.listCents } : {}),
          // Sold while promoted: the sale pays the Pig Pick percentage (a forged or stale token is ignored).
          ...(promoted
            ? { pigPickPercentage: promoted.percentage, pigPickShownAt: promoted.shownAt.toISOString() }
            : {}),
        },
        now,
      });
      basket.touch(now);
      await baskets.addItem(item);
      await tellOwner(changes, basket, 'created', item.id);
      return toItemView(item);
    });
  };

  async function holdOrGone(tn: string, basketUuid: string, now: Date) {
    // The hold lapses when the item does, so search shows the number again the moment it leaves the basket.
    const until = new Date(now.getTime() + RESERVATION_MS);
    const held = await holds.hold({ tn, basketUuid, until, now });
    if (!held) throw new NumberGone(PhoneNumber.tryParse(tn)?.format() ?? tn);
    return held;
  }
}
