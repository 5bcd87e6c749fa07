import type { CatalogModule } from '../../../catalog/index.ts';
import type { NumberPlans } from '../../ports/number-plans.ts';

/** The plans the account's numbers are on, from the catalog module (renaming its `mrc` to `mrcCents`). */
export function catalogNumberPlans(catalog: Pick<CatalogModule, 'numberPlan' | 'pricingFor'>): NumberPlans {
  return {
    plan: (brandingId, planId) => catalog.numberPlan(brandingId, planId),
    async priced(brandingId, planId, accountId) {
      const plan = (await catalog.pricingFor(brandingId, accountId)).plans[String(planId)];
      return plan ? { id: plan.id, name: plan.name, mrcCents: plan.mrc, adminOnly: plan.adminOnly } : null;
    },
  };
}
