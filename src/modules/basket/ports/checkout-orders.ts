import type { CheckoutOrder, OrderStatus } from '../domain/checkout-order.ts';

/** Checkout orders (basket.checkout_order). Writes join the current transaction. */
export interface CheckoutOrderRepository {
  /** Stores the order; the basket uuid is UNIQUE, so a second order of one basket fails. */
  add(order: CheckoutOrder): Promise<void>;
  byBasket(basketUuid: string): Promise<CheckoutOrder | null>;
  /** The order, locked for update when `lock` (an approval and a rejection never both run). */
  byUuid(uuid: string, options?: { lock?: boolean }): Promise<CheckoutOrder | null>;
  /** The account's orders held for an automated review, locked for update. */
  heldForAutomatedReview(accountId: number): Promise<CheckoutOrder[]>;
  withStatus(
    status: OrderStatus,
    page: { skip: number; limit: number },
  ): Promise<{ data: CheckoutOrder[]; total: number }>;
  flush(): Promise<void>;
}
