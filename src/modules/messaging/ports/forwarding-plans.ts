/** Which plans forward calls (implemented over the catalog's plan features). */
export interface ForwardingPlans {
  /** Whether the brand's plan has call forwarding. */
  forwards(brandingId: number, planId: number): boolean;
  /** The names of the brand's plans a customer can pick that forward ('Forward', 'Unlimited'). */
  names(brandingId: number): string[];
}
