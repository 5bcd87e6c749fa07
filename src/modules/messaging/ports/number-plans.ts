/** What the account's numbers need of plans (implemented over the catalog's plans and account pricing). */
export interface NumberPlans {
  /** The brand's plan by id ('Park'), and whether it includes messaging; null when the brand has none. */
  plan(brandingId: number, planId: number): { id: number; name: string; allowsSms: boolean } | null;
  /** The plan as the account pays for it (its overrides applied); null when the brand has no such plan. */
  priced(
    brandingId: number,
    planId: number,
    accountId: number,
  ): Promise<{ id: number; name: string; mrcCents: number; adminOnly: boolean } | null>;
}
