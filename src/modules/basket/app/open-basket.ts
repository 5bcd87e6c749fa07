import { BasketItemNotFound, BasketNotFound } from '../domain/basket.errors.ts';
import type { Basket, BasketUser } from '../domain/basket.ts';
import type { BasketItem } from '../domain/basket-item.ts';
import type { BasketRepository } from '../ports/basket-repository.ts';

/** The basket if the caller may use it (docs/adr/0012); BasketNotFound otherwise, whatever the reason. */
export async function openBasket(
  baskets: BasketRepository,
  uuid: string,
  user: BasketUser,
  options: { lock?: boolean } = {},
): Promise<Basket> {
  const basket = await baskets.find(uuid, options);
  if (!basket?.isOpenTo(user)) throw new BasketNotFound();
  return basket;
}

/** An item still in this basket; an item of another basket is refused like an unknown one. */
export async function openItem(
  baskets: BasketRepository,
  basket: Basket,
  itemId: number,
  now: Date,
): Promise<BasketItem> {
  const item = await baskets.findItem(itemId);
  if (!item || item.basketUuid !== basket.uuid || !item.isLive(now)) throw new BasketItemNotFound();
  return item;
}
