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
    planNames: (brandingId) =>
      Object.fromEntries(
        Object.values(catalog.brandCatalog.pricing(brandingId).plans).map((plan) => [plan.id, plan.name]),
      ),
    async fees(brandingId, accountId) {
      const { fees, users } = await catalog.pricingFor(brandingId, accountId);
      return {
        lnpCents: fees.lnp,
        transferCents: fees.transfer,
        seatMrcCents: { user: users.user.mrc, admin: users.admin.mrc },
      };
    },
  };
}
