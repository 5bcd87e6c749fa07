/** A brand's plans with their monthly prices; implemented over the catalog's pricing. */
export interface PlanPrices {
  defaultPlanId(brandingId: number): number;
  /** The plan as offered in the brand, or null when the brand has no such plan. */
  plan(brandingId: number, planId: number): { id: number; mrcCents: number; adminOnly: boolean } | null;
}
