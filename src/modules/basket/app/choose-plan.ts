import { PlanNotOffered } from '../domain/basket.errors.ts';
import type { BasketUser } from '../domain/basket.ts';
import {
  type BasketItemType,
  type ItemMode,
  PORT_AWAY_PLAN_ID,
  type PricedPlan,
} from '../domain/basket-item.ts';
import type { PlanPrices } from '../ports/plan-prices.ts';

/**
 * The plan a visitor may pick for a number line in the brand, at the price the basket's account pays (null:
 * a guest basket, list price). Spec 2: admin-only plans are hidden from customers (employees may choose
 * them); port-away (plan 0) is never offered for licensed numbers or port-ins.
 */
export async function choosePlan(
  plans: PlanPrices,
  basket: { brandingId: number; accountId: number | null },
  planId: number,
  line: { mode: ItemMode; type: BasketItemType },
  user: Pick<BasketUser, 'isEmployee'>,
): Promise<PricedPlan> {
  const plan = await plans.plan(basket.brandingId, planId, basket.accountId);
  if (!plan || (plan.adminOnly && !user.isEmployee)) throw new PlanNotOffered(planId, 'is not offered');
  if (plan.id === PORT_AWAY_PLAN_ID && line.mode === 'license')
    throw new PlanNotOffered(planId, 'is not offered for licensed numbers');
  if (plan.id === PORT_AWAY_PLAN_ID && line.type === 'portIn')
    throw new PlanNotOffered(planId, 'is not offered for port-ins');
  return { id: plan.id, mrcCents: plan.mrcCents };
}
