import { HeldOrderNotFound } from '../domain/checkout.errors.ts';
import type { CheckoutOrder } from '../domain/checkout-order.ts';
import type { CheckoutOrderRepository } from '../ports/checkout-orders.ts';
import type { CheckoutPayments } from '../ports/checkout-payments.ts';

/** The order, locked, if it is still held for review; HeldOrderNotFound otherwise. */
export async function lockHeldOrder(orders: CheckoutOrderRepository, uuid: string): Promise<CheckoutOrder> {
  const order = await orders.byUuid(uuid, { lock: true });
  if (!order?.isHeld) throw new HeldOrderNotFound();
  return order;
}

/** The idempotency keys of a held order's payment decision (one capture, one release per order). */
export const heldOrderKeys = (order: CheckoutOrder) => ({
  capture: `order:${order.uuid}:capture`,
  release: `order:${order.uuid}:release`,
  refund: `order:${order.uuid}:refund`,
});

/** After a held order's approval commits: the authorized card is charged. */
export async function captureAfterApproval(payments: CheckoutPayments, order: CheckoutOrder): Promise<void> {
  if (order.awaitsCapture) {
    await payments.capture({
      paymentIntentId: order.paymentIntentId!,
      idempotencyKey: heldOrderKeys(order).capture,
    });
  }
}
