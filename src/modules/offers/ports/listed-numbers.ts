import type { ListedPrices } from '../../../shared/listing-rules.ts';

/** The catalog's numbers on offer, as offers needs them; implemented over the catalog module. */
export interface ListedNumbers {
  /**
   * The number with its listed prices if it is on offer now; null when unknown or no longer available.
   * A number held by `basketUuid` (the visitor's own basket) is still available to that visitor.
   */
  findAvailableNumber(tn: string, basketUuid: string | null): Promise<({ tn: string } & ListedPrices) | null>;
}
