import { isSellable } from '../../../../shared/listing-rules.ts';
import type { CatalogModule } from '../../../catalog/index.ts';
import type { NumberSellers } from '../../ports/number-sellers.ts';

/**
 * Until brokers' listings (issue 15) carry a seller and a minimum offer, the house sells every catalog number
 * that is for sale and takes no offer under half its list price (docs/adr/0050).
 */
export const HOUSE_MINIMUM_OFFER_PERCENT = 50;

/** The house as the seller of every catalog number on sale now. */
export function catalogNumberSellers(catalog: Pick<CatalogModule, 'findAvailableNumber'>): NumberSellers {
  return {
    async sellerOf(tn) {
      const listed = await catalog.findAvailableNumber(tn, null);
      if (!listed || listed.priceCents <= 0 || !isSellable(listed.tn)) return null;
      return {
        tn: listed.tn,
        priceCents: listed.priceCents,
        minimumOfferCents: Math.ceil((listed.priceCents * HOUSE_MINIMUM_OFFER_PERCENT) / 100),
        sellerAccountId: null,
      };
    },
  };
}
