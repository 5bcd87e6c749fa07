/** A plan's monthly price as the account pays it (implemented over the catalog). */
export interface PortInPlans {
  mrcCents(brandingId: number, accountId: number, planId: number): Promise<number>;
}
