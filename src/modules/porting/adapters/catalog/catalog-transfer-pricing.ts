import type { CatalogModule } from '../../../catalog/index.ts';
import { parkPlanIdFor } from '../../domain/transfer-charges.ts';
import type { TransferPricing } from '../../ports/transfer-pricing.ts';

/** The transfer fee and the Park plan's price as the account pays them (its overrides applied). */
export function catalogTransferPricing(catalog: Pick<CatalogModule, 'pricingFor'>): TransferPricing {
  return {
    async pricesFor(brandingId, accountId) {
      const pricing = await catalog.pricingFor(brandingId, accountId);
      const parkPlanId = parkPlanIdFor(brandingId);
      return {
        transferFeeCents: pricing.fees.transfer,
        parkPlanId,
        parkMrcCents: pricing.plans[String(parkPlanId)]?.mrc ?? 0,
      };
    },
  };
}
