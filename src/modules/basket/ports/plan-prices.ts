import type { HeldNumber } from '../domain/basket-item.ts';

/**
 * A brand's plans and a held number's prices as the basket's account pays them (its plan overrides and
 * number price factor), list prices for a guest basket; implemented over the catalog's pricing.
 */
export interface PlanPrices {
  defaultPlanId(brandingId: number): number;
  /** The plan as offered in the brand, or null when the brand has no such plan. */
  plan(
    brandingId: number,
    planId: number,
    accountId: number | null,
  ): Promise<{ id: number; mrcCents: number; adminOnly: boolean } | null>;
  numberPrices(number: HeldNumber, accountId: number | null): Promise<HeldNumber>;
  /** The brand's plan names by id ('Park'), for the order summary. */
  planNames(brandingId: number): Readonly<Record<number, string>>;
  /**
   * The brand's one-time fees and user seat prices as the account pays them (its lnp and transfer
   * overrides applied): the port-in (lnp) fee, the transfer fee, and each user type's monthly price.
   */
  fees(
    brandingId: number,
    accountId: number | null,
  ): Promise<{ lnpCents: number; transferCents: number; seatMrcCents: { user: number; admin: number } }>;
}
