import { PlanNotOffered } from '../domain/basket.errors.ts';
import type { ItemMode, PricedPlan } from '../domain/basket-item.ts';
import type { PlanPrices } from '../ports/plan-prices.ts';

/** Plan 0 lets the number be ported away: spec 2 says it is not offered for licensed numbers. */
const PORT_AWAY_PLAN_ID = 0;

/**
 * The plan a visitor may pick for a number in the brand (spec 1: admin-only plans are hidden), at the price
 * the basket's account pays (null: a guest basket, list price).
 */
export async function choosePlan(
  plans: PlanPrices,
  basket: { brandingId: number; accountId: number | null },
  planId: number,
  mode: ItemMode,
): Promise<PricedPlan> {
  const plan = await plans.plan(basket.brandingId, planId, basket.accountId);
  if (!plan || plan.adminOnly) throw new PlanNotOffered(planId, 'is not offered');
  if (plan.id === PORT_AWAY_PLAN_ID && mode === 'license')
    throw new PlanNotOffered(planId, 'is not offered for licensed numbers');
  return { id: plan.id, mrcCents: plan.mrcCents };
}
