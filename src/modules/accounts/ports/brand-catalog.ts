/** What the profile needs to know about brands and prices; implemented over the catalog module. */
export interface BrandCatalog {
  brand(brandingId: number): BrandSummary;
  pricing(brandingId: number): PricingSummary;
}

export interface BrandSummary {
  brandingId: number;
  name: string;
  domain: string;
  logo: string;
  stylesheet: string;
  favicon: string;
  defaultPlan: number;
  /** The sales team's inbox, for Connect with Sales. */
  salesEmail: string;
}

export interface PricingSummary {
  plans: Record<string, { id: number; name: string; mrc: number; adminOnly: boolean }>;
  users: { admin: { mrc: number }; user: { mrc: number } };
  fees: { lnp: number; transfer: number };
}
