/** A number held for a basket, with the prices listed when it was held. Money in cents. */
export interface HeldNumberRow {
  numberId: number;
  tn: string;
  priceCents: number;
  licenseOneTimeCents: number | null;
  licenseMonthlyCents: number | null;
}

/** Writes to the inventory's basket holds (catalog.number.reserved_basket / reserved_until). */
export interface NumberHoldStore {
  /** Holds an available number not held by another basket (a lapsed hold counts as none); null otherwise. */
  hold(input: { tn: string; basketUuid: string; until: Date; now: Date }): Promise<HeldNumberRow | null>;
  /** Clears the basket's hold; with `lapsedBy`, only a hold that had ended before then. */
  release(input: { numberId: number; basketUuid: string; lapsedBy?: Date | undefined }): Promise<void>;
}
