/** What other modules may ask the catalog about brands and prices (DTOs only). */
export interface BrandCatalogFacade {
  brandForHost(host: string): number;
  isKnownBrand(brandingId: number): boolean;
  brand(brandingId: number): {
    brandingId: number;
    name: string;
    domain: string;
    logo: string;
    stylesheet: string;
    favicon: string;
    defaultPlan: number;
  };
  pricing(brandingId: number): {
    plans: Record<string, { id: number; name: string; mrc: number; adminOnly: boolean }>;
    users: { admin: { mrc: number }; user: { mrc: number } };
    fees: { lnp: number; transfer: number };
  };
}
