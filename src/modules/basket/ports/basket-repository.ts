import type { Basket } from '../domain/basket.ts';
import type { BasketItem } from '../domain/basket-item.ts';

/** Baskets and their items (basket.basket, basket.basket_item). Writes join the current transaction. */
export interface BasketRepository {
  add(basket: Basket): Promise<void>;
  /** The basket, locked for update when `lock` (adds to one basket run one after another). */
  find(uuid: string, options?: { lock?: boolean }): Promise<Basket | null>;
  /** The account's most recently changed basket, if any. */
  latestOfAccount(accountId: number, brandingId: number): Promise<Basket | null>;
  /** Items not marked deleted (some may have lapsed: callers filter with the clock). */
  openItems(basketUuid: string): Promise<BasketItem[]>;
  findItem(id: number): Promise<BasketItem | null>;
  /** How many lines (open, removed or expired) of this number the basket has started since `since`. */
  countHoldsSince(basketUuid: string, tn: string, since: Date): Promise<number>;
  /** Stores a new item and sets its id. */
  addItem(item: BasketItem): Promise<void>;
  /** Reservations ('new' lines) past their expiry still not marked deleted, oldest first. */
  lapsedItems(now: Date, limit: number): Promise<BasketItem[]>;
  /** Writes the changes made to loaded baskets and items. */
  flush(): Promise<void>;
}
