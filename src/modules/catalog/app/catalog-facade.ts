import type { ListedPrices } from '../../../shared/listing-rules.ts';
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
    /** The sales team's inbox: Connect with Sales, and where contact-agent leads go. */
    salesEmail: string;
  };
  /** Who sells for the brand: its name and the sales team's inbox. */
  salesTeam(brandingId: number): { brandName: string; email: string };
  pricing(brandingId: number): BrandPricing;
}

/** A brand's list prices in cents, plans keyed by id. */
export interface BrandPricing {
  plans: Record<string, { id: number; name: string; mrc: number; adminOnly: boolean }>;
  users: { admin: { mrc: number }; user: { mrc: number } };
  fees: { lnp: number; transfer: number };
}

/** A brand's prices as one account pays them: its overrides applied, and its discount on numbers (0.1 = 10% off). */
export interface AccountPricing extends BrandPricing {
  numberPriceFactor: number | null;
}

/** A number on offer right now, with its listed prices in cents (licence fees null when it has no licence). */
export interface AvailableNumber extends ListedPrices {
  /** E.164, as the inventory keeps it. */
  tn: string;
  /** The broker account that lists it (docs/adr/0055); null: the house sells it. */
  sellerAccountId: number | null;
  /** The seller's floor for offers; null: none set. */
  minOfferCents: number | null;
}
