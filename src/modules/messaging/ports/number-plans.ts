/** What the account's numbers list needs of a plan (implemented over the catalog's plans). */
export interface NumberPlans {
  /** The brand's plan by id ('Park'), and whether it includes messaging; null when the brand has none. */
  plan(brandingId: number, planId: number): { id: number; name: string; allowsSms: boolean } | null;
}
