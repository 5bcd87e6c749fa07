import type { CatalogModule } from '../../../catalog/index.ts';
import type { NumberPlans } from '../../ports/number-plans.ts';

/** The plans the account's numbers are on, from the catalog module. */
export function catalogNumberPlans(catalog: Pick<CatalogModule, 'numberPlan'>): NumberPlans {
  return { plan: (brandingId, planId) => catalog.numberPlan(brandingId, planId) };
}
