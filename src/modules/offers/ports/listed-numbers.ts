import type { ListedPrices } from '../../../shared/listing-rules.ts';

/** The catalog's numbers on offer, as offers needs them; implemented over the catalog module. */
export interface ListedNumbers {
  /** The number with its listed prices if it is on offer now; null when unknown or no longer available. */
  findAvailableNumber(tn: string): Promise<({ tn: string } & ListedPrices) | null>;
}
