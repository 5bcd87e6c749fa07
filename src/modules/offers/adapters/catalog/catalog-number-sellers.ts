import { isSellable } from '../../../../shared/listing-rules.ts';
import type { CatalogModule } from '../../../catalog/index.ts';
import type { NumberSellers } from '../../ports/number-sellers.ts';

/**
 * The house takes no offer under half its list price (docs/adr/0050); a broker's listing carries its own seller
 * and minimum offer (docs/adr/0055).
 */
export const HOUSE_MINIMUM_OFFER_PERCENT = 50;

/** The seller of a catalog number on sale now: the broker whose listing it is, or the house. */
export function catalogNumberSellers(catalog: Pick<CatalogModule, 'findAvailableNumber'>): NumberSellers {
  return {
    async sellerOf(tn) {
      const listed = await catalog.findAvailableNumber(tn, null);
      if (!listed || listed.priceCents <= 0 || !isSellable(listed.tn)) return null;
      return {
        tn: listed.tn,
        priceCents: listed.priceCents,
        minimumOfferCents:
          listed.sellerAccountId === null
            ? Math.ceil((listed.priceCents * HOUSE_MINIMUM_OFFER_PERCENT) / 100)
            : listed.minOfferCents,
        sellerAccountId: listed.sellerAccountId,
      };
    },
  };
}
