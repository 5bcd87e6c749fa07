import type { BasketItemType, BillingPeriod, ItemMode } from '../domain/basket-item.ts';
import type { CheckoutOrder, OrderStatus } from '../domain/checkout-order.ts';
import type { FraudLevel } from '../domain/fraud-level.ts';

/** What POST /api/baskets/checkout answers (spec 2 section 7: token, tnItems with their plan, fraudLevel). */
export interface CheckoutResult {
  /** Single use: GET /api/session/{token} opens the buyer's session. */
  token: string;
  tnItems: { tn: string; type: BasketItemType; mode: ItemMode; plan: number; billingPeriod: BillingPeriod }[];
  fraudLevel: FraudLevel;
  orderUuid: string;
  status: OrderStatus;
  amountDue: number;
  paidWith: CheckoutOrder['paymentKind'];
}

export function checkoutResult(order: CheckoutOrder, token: string): CheckoutResult {
  return {
    token,
    tnItems: order.numberLines.map((line) => ({
      tn: line.tn,
      type: line.type,
      mode: line.mode,
      plan: line.planId ?? 0,
      billingPeriod: line.billingPeriod,
    })),
    fraudLevel: order.fraudLevel,
    orderUuid: order.uuid,
    status: order.status,
    amountDue: order.amountDueCents,
    paidWith: order.paymentKind,
  };
}
