import type { Clock } from '../../../platform/clock/clock.ts';
import type { CheckoutOrderRepository } from '../ports/checkout-orders.ts';
import type { CheckoutPayments } from '../ports/checkout-payments.ts';
import type { NumberHolds } from '../ports/number-holds.ts';
import type { ReviewAudit } from '../ports/review-audit.ts';
import { heldOrderKeys, lockHeldOrder } from './complete-held-order.ts';
import { type FraudReviewView, toFraudReviewView } from './fraud-review-view.ts';

export interface RejectFraudReviewDeps {
  orders: CheckoutOrderRepository;
  holds: NumberHolds;
  payments: CheckoutPayments;
  audit: ReviewAudit;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/**
 * POST /api/admin/fraud-reviews/{orderUuid}/reject (staff): in one transaction the numbers kept for the order
 * are offered to everyone again and the decision audited; after commit the card's authorization is released
 * (or the payment refunded, if it had been captured). The account stays, without the numbers.
 */
export function makeRejectFraudReview({ orders, holds, payments, audit, clock, tx }: RejectFraudReviewDeps) {
  return async function rejectFraudReview(input: {
    orderUuid: string;
    staffUserId: number;
  }): Promise<FraudReviewView> {
    const order = await tx(async () => {
      const held = await lockHeldOrder(orders, input.orderUuid);
      held.reject(clock.now(), input.staffUserId);
      for (const line of held.newNumberLines) {
        await holds.release({ numberId: line.numberId, basketUuid: held.basketUuid });
      }
      await orders.flush();
      await audit.record({
        actorUserId: input.staffUserId,
        action: 'fraudReview.reject',
        subject: `checkoutOrder:${held.uuid}`,
        before: { status: 'held_for_review' },
        after: { status: held.status },
      });
      return held;
    });
    const keys = heldOrderKeys(order);
    if (order.awaitsCapture) {
      await payments.release({ paymentIntentId: order.paymentIntentId!, idempotencyKey: keys.release });
    } else if (order.paymentKind === 'card' && order.paymentIntentId && order.paymentCaptured) {
      await payments.refund({ paymentIntentId: order.paymentIntentId, idempotencyKey: keys.refund });
    }
    return toFraudReviewView(order);
  };
}
