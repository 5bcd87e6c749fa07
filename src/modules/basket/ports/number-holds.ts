import type { HeldNumber } from '../domain/basket-item.ts';

/** The catalog's holds on numbers for baskets; implemented over the catalog module's facade. */
export interface NumberHolds {
  /**
   * Holds the number for the basket until `until` if it is on offer and not held by another basket;
   * answers it with its listed prices, or null when it is gone. Runs in the caller's transaction.
   */
  hold(input: { tn: string; basketUuid: string; until: Date; now: Date }): Promise<HeldNumber | null>;
  /**
   * For staff's admin add-number (docs/adr/0071): holds the number like `hold`, first putting a number that is not
   * in the inventory into it for this sale only (never shown in search); null when it is sold or held elsewhere.
   * Absent: admin items are refused.
   */
  holdForStaffSale?(input: {
    tn: string;
    vendor: string;
    priceCents: number;
    basketUuid: string;
    until: Date;
    now: Date;
  }): Promise<HeldNumber | null>;
  /**
   * Ends the basket's hold on the number; with `lapsedBy`, only a hold that had run out by then. A number the
   * catalog put in for a staff sale leaves the inventory with it (docs/adr/0075).
   */
  release(input: { numberId: number; basketUuid: string; lapsedBy?: Date }): Promise<void>;
  /**
   * What a Pig Pick promotion token (from search's promoted result) proves for adding `tn` at `now`: the
   * percentage shown and when; null when the catalog did not sign it for this number in the last 30 minutes.
   * Absent: no item is ever a promoted sale.
   */
  pigPickPromotion?(token: string, tn: string, now: Date): { percentage: number; shownAt: Date } | null;
}
