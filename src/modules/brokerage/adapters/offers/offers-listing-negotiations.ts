import type { OffersModule } from '../../../offers/index.ts';
import type { ListingNegotiations } from '../../ports/listing-negotiations.ts';

/** The offers on a broker's number, through the offers module (docs/adr/0050). */
export function offersListingNegotiations(
  offers: Pick<OffersModule, 'negotiationsOnNumber'>,
): ListingNegotiations {
  return {
    onNumber: async (sellerAccountId, tn) =>
      (await offers.negotiationsOnNumber(sellerAccountId, tn)).map((n) => ({
        negotiationId: n.negotiationId,
        uuid: n.uuid,
        offer: n.offer,
        status: n.status,
        expirationDate: n.expirationDate,
        createDate: n.createDate,
      })),
  };
}
