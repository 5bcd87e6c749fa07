import type { PricingOverride } from '../domain/pricing-override.ts';

/** Prices agreed with single accounts (catalog.pricing_override, catalog.account_price_factor). */
export interface PricingRepository {
  /** The account's active overrides that have not expired at `now`, oldest first. */
  liveOverrides(accountId: number, now: Date): Promise<PricingOverride[]>;
  /** The account's discount on numbers for sale in basis points (1000-3000), or null when it has none. */
  numberPriceFactorBp(accountId: number): Promise<number | null>;
}
