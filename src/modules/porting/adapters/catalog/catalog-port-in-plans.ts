import type { CatalogModule } from '../../../catalog/index.ts';
import type { PortInPlans } from '../../ports/port-in-plans.ts';

/** A plan's monthly price with the account's overrides, from the catalog. */
export function catalogPortInPlans(catalog: Pick<CatalogModule, 'pricingFor'>): PortInPlans {
  return {
    async mrcCents(brandingId, accountId, planId) {
      const pricing = await catalog.pricingFor(brandingId, accountId);
      return pricing.plans[String(planId)]?.mrc ?? 0;
    },
  };
}
