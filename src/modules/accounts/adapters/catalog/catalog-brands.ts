import type { CatalogModule } from '../../../catalog/index.ts';
import type { BrandCatalog } from '../../ports/brand-catalog.ts';

/** The profile's brand and prices, from the catalog's brand reference data. */
export function catalogBrands(catalog: Pick<CatalogModule, 'brandCatalog'>): BrandCatalog {
  return {
    brand: (brandingId) => catalog.brandCatalog.brand(brandingId),
    pricing: (brandingId) => catalog.brandCatalog.pricing(brandingId),
  };
}
