/** A number held for a basket, with the prices listed when it was held. Money in cents. */
export interface HeldNumberRow {
  numberId: number;
  tn: string;
  priceCents: number;
  licenseOneTimeCents: number | null;
  licenseMonthlyCents: number | null;
  /** A licence's yearly increase of its monthly fee, hundredths of a percent (null: none listed). */
  licenseAnnualIncreaseBp?: number | null;
  /** Who supplies the number (spec 2's vendor list): fraud rules and staff read it, customers never see it. */
  vendor: string;
}

/** Writes to the inventory's basket holds (catalog.number.reserved_basket / reserved_until). */
export interface NumberHoldStore {
  /** Holds an available number not held by another basket (a lapsed hold counts as none); null otherwise. */
  hold(input: { tn: string; basketUuid: string; until: Date; now: Date }): Promise<HeldNumberRow | null>;
  /**
   * Staff's admin add-number (docs/adr/0071): puts a number not in the inventory in as status 'staff' (never in
   * search), then holds it like `hold` (an 'available' or 'staff' row); null when sold or held elsewhere.
   */
  holdForStaffSale(input: {
    tn: string;
    tollFree: boolean;
    vendor: string;
    priceCents: number;
    basketUuid: string;
    until: Date;
    now: Date;
  }): Promise<HeldNumberRow | null>;
  /**
   * Clears the basket's hold; with `lapsedBy`, only a hold that had ended before then. A 'staff' row (put in for
   * an admin item, never sold) is deleted instead (docs/adr/0075).
   */
  release(input: { numberId: number; basketUuid: string; lapsedBy?: Date | undefined }): Promise<void>;
  /**
   * Marks sold the numbers still held by the basket (hold not lapsed at `now`), clearing the hold; answers the
   * ids it sold. A number sold already or held by another basket is left alone.
   */
  sell(input: { basketUuid: string; numberIds: number[]; now: Date }): Promise<number[]>;
  /** Extends the basket's live holds on the numbers to `until`; answers the ids it extended. */
  keepFor(input: { basketUuid: string; numberIds: number[]; now: Date; until: Date }): Promise<number[]>;
}
