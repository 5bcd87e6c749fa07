import type { CatalogModule } from '../../../catalog/index.ts';
import type { PlanPrices } from '../../ports/plan-prices.ts';

/** Plans and number prices for the basket's account from the catalog module. */
export function catalogPlanPrices(
  catalog: Pick<CatalogModule, 'brandCatalog' | 'pricingFor' | 'numberPricesFor'>,
): PlanPrices {
  return {
    defaultPlanId: (brandingId) => catalog.brandCatalog.brand(brandingId).defaultPlan,
    async plan(brandingId, planId, accountId) {
      const plan = (await catalog.pricingFor(brandingId, accountId)).plans[String(planId)];
      return plan ? { id: plan.id, mrcCents: plan.mrc, adminOnly: plan.adminOnly } : null;
    },
    numberPrices: (number, accountId) => catalog.numberPricesFor(number, accountId),
  };
}
