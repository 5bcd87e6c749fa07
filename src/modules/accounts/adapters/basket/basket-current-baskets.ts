import type { BasketModule } from '../../../basket/index.ts';
import type { CurrentBaskets } from '../../ports/current-baskets.ts';

/** The visitor's current basket, as the basket module decides it. */
export function basketCurrentBaskets(basket: Pick<BasketModule, 'currentBasketUuid'>): CurrentBaskets {
  return { currentBasketUuid: (user, remembered) => basket.currentBasketUuid(user, remembered) };
}
