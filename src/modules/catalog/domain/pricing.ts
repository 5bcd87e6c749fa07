import { type ListedPrices, MIN_SALE_PRICE_CENTS } from '../../../shared/listing-rules.ts';
import { Money } from '../../../shared/money.ts';
import type { Plan } from './reference/plans.ts';

export type PriceOverrideType = 'mrc' | 'lnp' | 'transfer';

/** A price agreed with one account. */
export interface PriceOverride {
  type: PriceOverrideType;
  /** Only read on 'mrc': the plan it prices; without it, every paid number plan of the account. */
  planId?: number | null;
  amountCents: number;
  status: 'active' | 'inactive';
  /** Null: never expires; otherwise expired from this instant on. */
  expireDate: Date | null;
}

export interface PricedPlan {
  readonly id: number;
  /** Cents per month. */
  readonly mrc: number;
  /** 'fee' rows (porting, transfer) are never priced by an 'mrc' override; see reference/plans.ts. */
  readonly type?: string;
}

/** A brand's prices as GET /api/pricing returns them, in cents. */
export interface AccountPricing<P extends PricedPlan = PricedPlan> {
  plans: readonly P[];
  fees: { lnp: number; transfer: number };
  users: { admin: { mrc: number }; user: { mrc: number } };
}

export const MIN_PRICE_FACTOR = 0.1;
export const MAX_PRICE_FACTOR = 0.3;

function isLive(override: PriceOverride, now: Date): boolean {
  return (
    override.status === 'active' &&
    (override.expireDate === null || now.getTime() < override.expireDate.getTime())
  );
}

function lowest(overrides: readonly PriceOverride[]): number | undefined {
  return overrides.length === 0 ? undefined : Math.min(...overrides.map((override) => override.amountCents));
}

/**
 * The brand's prices with the account's active, unexpired overrides applied. An 'mrc' override for a plan
 * beats one without a plan, which prices every plan that costs something (Port Away stays free, user seats
 * keep their price). Where several overrides compete, the lowest amount wins: an account keeps its best deal
 * whatever order they are stored in.
 */
export function applyAccountPricing<P extends PricedPlan>(
  pricing: AccountPricing<P>,
  overrides: readonly PriceOverride[],
  now: Date,
): AccountPricing<P> {
  for (const override of overrides) {
    if (!Number.isSafeInteger(override.amountCents) || override.amountCents < 0)
      throw new RangeError(`An override amount is whole cents, 0 or more, got ${override.amountCents}`);
  }
  const live = overrides.filter((override) => isLive(override, now));
  const ofType = (type: PriceOverrideType) => live.filter((override) => override.type === type);
  const accountWideMrc = lowest(ofType('mrc').filter((override) => override.planId == null));
  const plans = pricing.plans.map((plan) => {
    const forPlan = lowest(ofType('mrc').filter((override) => override.planId === plan.id));
    const wide = plan.mrc > 0 && plan.type !== 'fee' ? accountWideMrc : undefined;
    const mrc = forPlan ?? wide ?? plan.mrc;
    return mrc === plan.mrc ? plan : { ...plan, mrc };
  });
  return {
    plans,
    fees: {
      lnp: lowest(ofType('lnp')) ?? pricing.fees.lnp,
      transfer: lowest(ofType('transfer')) ?? pricing.fees.transfer,
    },
    users: pricing.users,
  };
}

/**
 * A number's price after the account's discount factor (0.1 to 0.3 = 10% to 30% off), rounded to whole
 * cents half away from zero, never below the $9.95 minimum unless the price already was.
 */
export function applyNumberPriceFactor(priceCents: number, factor: number): number {
  if (!Number.isSafeInteger(priceCents) || priceCents < 0)
    throw new RangeError(`A price is whole cents, 0 or more, got ${priceCents}`);
  if (!(factor >= MIN_PRICE_FACTOR && factor <= MAX_PRICE_FACTOR))
    throw new RangeError(`A number price factor is 0.1 to 0.3, got ${factor}`);
  const discounted = Money.fromCents(priceCents).multiply(1 - factor).cents;
  return Math.max(discounted, Math.min(priceCents, MIN_SALE_PRICE_CENTS));
}

/** A number's prices as an account with a number price factor pays them; the listed prices without one. */
export function pricesForAccount<T extends ListedPrices>(prices: T, factor: number | null): T {
  if (factor === null) return prices;
  const off = (cents: number | null) => (cents === null ? null : applyNumberPriceFactor(cents, factor));
  return {
    ...prices,
    priceCents: applyNumberPriceFactor(prices.priceCents, factor),
    licenseOneTimeCents: off(prices.licenseOneTimeCents),
    licenseMonthlyCents: off(prices.licenseMonthlyCents),
  };
}

/** Plans keyed by id, the shape other modules read (BrandCatalogFacade['pricing']). */
export function plansById(plans: readonly Plan[]) {
  return Object.fromEntries(
    plans.map((plan) => [
      String(plan.id),
      { id: plan.id, name: plan.name, mrc: plan.mrc, adminOnly: plan.adminOnly },
    ]),
  );
}
