import type { Basket } from '../domain/basket.ts';
import type { BasketItem, BillingPeriod, ItemMode } from '../domain/basket-item.ts';
import { basketTotals } from '../domain/basket-totals.ts';

/** An item as the API shows it. Money in cents. */
export interface BasketItemView {
  basketItemId: number;
  type: 'new';
  tn: string;
  mode: ItemMode;
  plan: number;
  billingPeriod: BillingPeriod;
  price: number;
  nrc: number;
  mrc: number;
  planMrc: number;
  createdDate: string;
  /** When the reservation runs out and the item leaves the basket. */
  expiresAt: string;
}

export interface BasketView {
  uuid: string;
  brandingId: number;
  /** Whether an account owns the basket (only its callers may use it) or it is a guest basket. */
  owner: 'account' | 'guest';
  items: BasketItemView[];
  tnItemCount: number;
  nrcTotal: number;
  mrcTotal: number;
}

export function toItemView(item: BasketItem): BasketItemView {
  return {
    basketItemId: item.id,
    type: item.type,
    tn: item.tn,
    mode: item.mode,
    plan: item.planId,
    billingPeriod: item.billingPeriod,
    price: item.priceCents,
    nrc: item.nrcCents,
    mrc: item.monthlyCents,
    planMrc: item.planMrcCents,
    createdDate: item.createdAt.toISOString(),
    expiresAt: item.expiresAt.toISOString(),
  };
}

/** The basket with the items still in it at `now`, oldest first, and their totals. */
export function toBasketView(basket: Basket, items: readonly BasketItem[], now: Date): BasketView {
  const live = items
    .filter((item) => item.isLive(now))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
  return {
    uuid: basket.uuid,
    brandingId: basket.brandingId,
    owner: basket.accountId === null ? 'guest' : 'account',
    items: live.map(toItemView),
    ...basketTotals(live, now),
  };
}
