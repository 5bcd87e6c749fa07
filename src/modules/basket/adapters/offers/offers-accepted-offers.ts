import type { OffersModule } from '../../../offers/index.ts';
import type { AcceptedOffers } from '../../ports/accepted-offers.ts';

/** Accepted offers over the offers facade (a getter: offers is composed after the basket). */
export function offersAcceptedOffers(
  offers: () => Pick<OffersModule, 'acceptedForBasket' | 'completeNegotiation'>,
): AcceptedOffers {
  return {
    accepted: (uuid, accountId) => offers().acceptedForBasket(uuid, { accountId }),
    complete: (uuid, accountId) => offers().completeNegotiation({ uuid, accountId }),
  };
}
