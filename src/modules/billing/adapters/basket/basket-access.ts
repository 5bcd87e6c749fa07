import type { BasketModule } from '../../../basket/index.ts';
import type { BasketAccess } from '../../ports/basket-access.ts';

/**
 * The basket module answers the uuid it would treat as the visitor's current basket when that basket is open
 * to them; asking with the basket's own uuid tells whether it is.
 */
export function basketAccess(basket: Pick<BasketModule, 'currentBasketUuid'>): BasketAccess {
  return {
    isOpenTo: async (basketUuid, payer) => (await basket.currentBasketUuid(payer, basketUuid)) === basketUuid,
  };
}
