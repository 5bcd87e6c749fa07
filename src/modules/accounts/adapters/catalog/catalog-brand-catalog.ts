import type { CatalogModule } from '../../../catalog/index.ts';
import type { BrandCatalog } from '../../ports/brand-catalog.ts';

/** The profile's brands and prices from the catalog module. */
export function catalogBrandCatalog(
  catalog: Pick<CatalogModule, 'brandCatalog' | 'pricingFor'>,
): BrandCatalog {
  return {
    brand: (brandingId) => catalog.brandCatalog.brand(brandingId),
    async pricing(brandingId, accountId) {
      const { plans, users, fees } = await catalog.pricingFor(brandingId, accountId);
      return { plans, users, fees };
    },
  };
}
