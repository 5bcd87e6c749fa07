import type { BrandCatalogFacade } from '../../app/catalog-facade.ts';
import { plansById } from '../../domain/pricing.ts';
import { BRANDS, brandById, findBrand } from '../../domain/reference/brands.ts';
import { FEES, plansForBrand, userTypesFor } from '../../domain/reference/plans.ts';

/** Brands and prices from the reference data shipped with the code (see docs/adr/0002). */
export const referenceBrandCatalog: BrandCatalogFacade = {
  brandForHost(host: string) {
    const name = host.toLowerCase();
    return BRANDS.find((brand) => name === brand.domain || name === `www.${brand.domain}`)?.brandingId ?? 1;
  },
  isKnownBrand: (brandingId: number) => findBrand(brandingId) !== undefined,
  brand: (brandingId: number) => ({ ...brandById(brandingId) }),
  salesTeam(brandingId: number) {
    const brand = brandById(brandingId);
    return { brandName: brand.name, email: brand.salesEmail };
  },
  pricing(brandingId: number) {
    return {
      plans: plansById(plansForBrand(brandingId, { includeAdminOnly: true })),
      users: userTypesFor(brandingId),
      fees: { ...FEES },
    };
  },
};
