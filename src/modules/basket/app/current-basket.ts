import type { BasketUser } from '../domain/basket.ts';
import type { BasketRepository } from '../ports/basket-repository.ts';

export interface CurrentBasketDeps {
  baskets: BasketRepository;
}

/**
 * The visitor's current basket for the profile (docs/adr/0012): the one this browser remembers if the
 * visitor may still use it, else a signed-in account's latest basket; null when there is none.
 */
export function makeCurrentBasket({ baskets }: CurrentBasketDeps) {
  return async function currentBasketUuid(
    user: BasketUser,
    remembered: string | null,
  ): Promise<string | null> {
    if (remembered) {
      const basket = await baskets.find(remembered);
      if (basket?.isOpenTo(user)) return basket.uuid;
    }
    if (user.accountId === null) return null;
    return (await baskets.latestOfAccount(user.accountId, user.brandingId))?.uuid ?? null;
  };
}
