import type { CheckoutOrderRepository } from '../ports/checkout-orders.ts';
import type { CheckoutPayments } from '../ports/checkout-payments.ts';
import { captureAfterApproval } from './complete-held-order.ts';

export interface CaptureOrderPaymentDeps {
  orders: CheckoutOrderRepository;
  payments: CheckoutPayments;
}

/** The capture job: a completed order's authorized card is charged (idempotent on the order's capture key). */
export function makeCaptureOrderPayment({ orders, payments }: CaptureOrderPaymentDeps) {
  return async function captureOrderPayment(input: { orderUuid: string }): Promise<void> {
    const order = await orders.byUuid(input.orderUuid);
    if (order?.status !== 'completed') return;
    await captureAfterApproval(payments, order);
  };
}
