/** What a transfer into an account costs, with the account's overrides (implemented over the catalog). */
export interface TransferPricing {
  pricesFor(
    brandingId: number,
    accountId: number,
  ): Promise<{ transferFeeCents: number; parkPlanId: number; parkMrcCents: number }>;
}
