import type { Basket } from '../domain/basket.ts';
import { type BasketCharges, basketCharges, type ChargeNames } from '../domain/basket-charges.ts';
import { type BasketData, type BasketItemDataView, itemDataView } from '../domain/basket-data.ts';
import type { BasketItem, BasketItemType, BillingPeriod, ItemMode } from '../domain/basket-item.ts';
import { type BasketTotals, basketTotals, isNumberItem } from '../domain/basket-totals.ts';
import type { PlanPrices } from '../ports/plan-prices.ts';

/** A licensed line's fees, in the spec's names (cents). */
export interface LicenseTermsView {
  license_nrc: number;
  license_mrc: number;
}

/** An item as the API shows it. Money in cents. */
export interface BasketItemView {
  basketItemId: number;
  type: BasketItemType;
  /** Null for user seats. */
  tn: string | null;
  mode: ItemMode;
  /** Null for user seats. */
  plan: number | null;
  billingPeriod: BillingPeriod;
  price: number;
  nrc: number;
  mrc: number;
  planMrc: number;
  data: BasketItemDataView & { license?: LicenseTermsView };
  createdDate: string;
  /** When the reservation runs out and the item leaves the basket; null for port-ins and seats. */
  expiresAt: string | null;
}

/** One amount of the order summary as the API shows it (cents). */
export interface ChargeLineView {
  basketItemId: number;
  tn: string | null;
  kind: BasketCharges['today']['lines'][number]['kind'];
  description: string;
  months: number | null;
  amount: number;
}

export interface ChargeGroupView {
  lines: ChargeLineView[];
  total: number;
}

/** The order summary: Today's Total, Billed Upon Port-In, Order Monthly Total (domain/basket-charges.ts). */
export interface BasketChargesView {
  today: ChargeGroupView;
  uponPortIn: ChargeGroupView;
  monthly: ChargeGroupView;
}

/** Spec 2 section 3's basket with its computed fields. */
export interface BasketView extends BasketTotals {
  uuid: string;
  brandingId: number;
  /** Whether an account owns the basket (only its callers may use it) or it is a guest basket. */
  owner: 'account' | 'guest';
  data: BasketData;
  items: BasketItemView[];
  tnItems: BasketItemView[];
  userItems: BasketItemView[];
  adminUserItems: BasketItemView[];
  tnToBasketItem: Record<string, BasketItemView>;
  charges: BasketChargesView;
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
    nrc: item.dueOnceCents,
    mrc: item.monthlyCents,
    planMrc: item.planMrcCents,
    data: item.isLicensed
      ? {
          ...itemDataView(item.data, false),
          license: { license_nrc: item.priceCents, license_mrc: item.mrcCents },
        }
      : itemDataView(item.data, item.type === 'portIn'),
    createdDate: item.createdAt.toISOString(),
    expiresAt: item.expiresAt?.toISOString() ?? null,
  };
}

/** The brand's plan names for the order summary's lines ('Park plan, 12 months'). */
export function chargeNamesFor(plans: Pick<PlanPrices, 'planNames'>, brandingId: number): ChargeNames {
  const names = plans.planNames(brandingId);
  return { planName: (id) => names[id] };
}

function toChargesView(charges: BasketCharges): BasketChargesView {
  const group = ({ lines, totalCents }: BasketCharges['today']): ChargeGroupView => ({
    lines: lines.map(({ amountCents, ...line }) => ({ ...line, amount: amountCents })),
    total: totalCents,
  });
  return {
    today: group(charges.today),
    uponPortIn: group(charges.uponPortIn),
    monthly: group(charges.monthly),
  };
}

/** The basket with the items still in it at `now`, oldest first, its totals and its order summary. */
export function toBasketView(
  basket: Basket,
  items: readonly BasketItem[],
  now: Date,
  names: ChargeNames = {},
): BasketView {
  const live = items
    .filter((item) => item.isLive(now))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
  const views = live.map((item) => ({ item, view: toItemView(item) }));
  const tnItems = views.filter(({ item }) => isNumberItem(item)).map(({ view }) => view);
  return {
    uuid: basket.uuid,
    brandingId: basket.brandingId,
    owner: basket.accountId === null ? 'guest' : 'account',
    data: basket.data,
    items: views.map(({ view }) => view),
    tnItems,
    userItems: views.filter(({ item }) => item.type === 'user').map(({ view }) => view),
    adminUserItems: views.filter(({ item }) => item.type === 'admin').map(({ view }) => view),
    tnToBasketItem: Object.fromEntries(tnItems.map((view) => [view.tn, view])),
    ...basketTotals(live, now),
    charges: toChargesView(basketCharges(live, now, names)),
  };
}
