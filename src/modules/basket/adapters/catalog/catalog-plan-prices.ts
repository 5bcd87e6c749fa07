import type { CatalogModule } from '../../../catalog/index.ts';
import type { PlanPrices } from '../../ports/plan-prices.ts';

/** The brand's plans from the catalog's reference data, with the catalog's `mrc` named as the basket counts it. */
export function catalogPlanPrices(catalog: Pick<CatalogModule, 'brandCatalog'>): PlanPrices {
  return {
    defaultPlanId: (brandingId) => catalog.brandCatalog.brand(brandingId).defaultPlan,
    plan: (brandingId, planId) => {
      const plan = catalog.brandCatalog.pricing(brandingId).plans[String(planId)];
      return plan ? { id: plan.id, mrcCents: plan.mrc, adminOnly: plan.adminOnly } : null;
    },
  };
}
