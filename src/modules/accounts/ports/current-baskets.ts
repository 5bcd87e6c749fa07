/** Which basket the visitor is filling, for the profile's `basketUuid`; implemented over the basket module. */
export interface CurrentBaskets {
  /** The remembered basket if this visitor may still use it, else a signed-in account's latest; or null. */
  currentBasketUuid(
    user: { brandingId: number; accountId: number | null },
    remembered: string | null,
  ): Promise<string | null>;
}
