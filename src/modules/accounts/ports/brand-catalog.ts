/** What the profile needs to know about brands and prices; implemented over the catalog module. */
export interface BrandCatalog {
  brand(brandingId: number): BrandSummary;
  /** The brand's prices as a member of the account pays them (its overrides applied); list prices for null. */
  pricing(brandingId: number, accountId: number | null): Promise<PricingSummary>;
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
