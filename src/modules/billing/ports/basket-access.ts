/** What billing needs of the basket module: whether a payer may pay for a basket. */
export interface BasketAccess {
  /** True when the basket exists and is open to the payer (their own, or a guest basket of their brand). */
  isOpenTo(basketUuid: string, payer: { brandingId: number; accountId: number | null }): Promise<boolean>;
}
