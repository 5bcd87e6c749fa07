import type { CatalogModule } from '../../../catalog/index.ts';
import type { BillingPrices } from '../../ports/billing-sources.ts';

type Catalog = Pick<CatalogModule, 'numberPlan' | 'pricingFor' | 'returnLicensedNumber' | 'brandCatalog'>;

/** Plan names, the account's prices (its overrides applied) and licence returns from the catalog module. */
export function catalogBillingPrices(catalog: Catalog): BillingPrices {
  return {
    brandName: (brandingId) => catalog.brandCatalog.salesTeam(brandingId).brandName,
    planName: (brandingId, planId) => catalog.numberPlan(brandingId, planId)?.name ?? null,
    async planMrcCents(brandingId, accountId, planId) {
      const [listed, priced] = await Promise.all([
        catalog.pricingFor(brandingId, null),
        catalog.pricingFor(brandingId, accountId),
      ]);
      const own = priced.plans[String(planId)];
      // Only a live override of the account changes what a number pays; list prices stay as bought.
      return own && own.mrc !== listed.plans[String(planId)]?.mrc ? own.mrc : null;
    },
    async userMrcCents(brandingId, accountId) {
      const { users } = await catalog.pricingFor(brandingId, accountId);
      return { admin: users.admin.mrc, user: users.user.mrc };
    },
    returnLicensedNumber: async (tn) => void (await catalog.returnLicensedNumber(tn)),
  };
}
