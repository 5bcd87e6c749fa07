import type { CatalogModule } from '../../../catalog/index.ts';
import type { BrandPlans } from '../../ports/brand-conversion.ts';

/** Brands' default plans and prices over the catalog module. */
export function catalogBrandPlans(catalog: Pick<CatalogModule, 'brandCatalog' | 'pricingFor'>): BrandPlans {
  return {
    brandName: (brandingId) => catalog.brandCatalog.brand(brandingId).name,
    async defaultPlan(brandingId, accountId) {
      const planId = catalog.brandCatalog.brand(brandingId).defaultPlan;
      const plan = (await catalog.pricingFor(brandingId, accountId)).plans[String(planId)];
      if (!plan) throw new Error(`brand ${brandingId} has no default plan ${planId}`);
      return { id: plan.id, name: plan.name, mrcCents: plan.mrc };
    },
  };
}
