import type { CheckoutOrder } from '../domain/checkout-order.ts';
import type { MatchedFraudRule } from '../domain/fraud-level.ts';

/** A held (or decided) order as the staff review queue shows it. Money in cents. */
export interface FraudReviewView {
  orderUuid: string;
  basketUuid: string;
  accountId: number;
  email: string;
  brandingId: number;
  fraudLevel: CheckoutOrder['fraudLevel'];
  matchedRules: MatchedFraudRule[];
  status: CheckoutOrder['status'];
  paidWith: CheckoutOrder['paymentKind'];
  amountDue: number;
  tns: string[];
  createdDate: string;
  decidedDate: string | null;
  decidedBy: number | null;
}

export function toFraudReviewView(order: CheckoutOrder): FraudReviewView {
  return {
    orderUuid: order.uuid,
    basketUuid: order.basketUuid,
    accountId: order.accountId,
    email: order.email,
    brandingId: order.brandingId,
    fraudLevel: order.fraudLevel,
    matchedRules: [...order.matchedRules],
    status: order.status,
    paidWith: order.paymentKind,
    amountDue: order.amountDueCents,
    tns: order.numberLines.map((line) => line.tn),
    createdDate: order.createdAt.toISOString(),
    decidedDate: order.decidedAt?.toISOString() ?? null,
    decidedBy: order.decidedBy,
  };
}
