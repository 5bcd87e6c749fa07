import type { Clock } from '../../../platform/clock/clock.ts';
import type { CheckoutOrderRepository } from '../ports/checkout-orders.ts';
import type { CheckoutPayments } from '../ports/checkout-payments.ts';
import type { ReviewAudit } from '../ports/review-audit.ts';
import { captureAfterApproval, lockHeldOrder } from './complete-held-order.ts';
import { type FraudReviewView, toFraudReviewView } from './fraud-review-view.ts';
import { type ProvisionDeps, provisionOrder } from './provision-order.ts';

export interface ApproveFraudReviewDeps extends ProvisionDeps {
  orders: CheckoutOrderRepository;
  payments: CheckoutPayments;
  audit: ReviewAudit;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/**
 * POST /api/admin/fraud-reviews/{orderUuid}/approve (staff): the held order completes. In one transaction the
 * numbers kept for it are sold and assigned, the ledger written and the decision audited; the authorized card
 * is captured after commit.
 */
export function makeApproveFraudReview(deps: ApproveFraudReviewDeps) {
  const { orders, payments, audit, clock, tx } = deps;
  return async function approveFraudReview(input: {
    orderUuid: string;
    staffUserId: number;
  }): Promise<FraudReviewView> {
    const order = await tx(async () => {
      const held = await lockHeldOrder(orders, input.orderUuid);
      const before = toFraudReviewView(held);
      const now = clock.now();
      held.release(now, input.staffUserId);
      await provisionOrder(deps, held, now);
      await orders.flush();
      await audit.record({
        actorUserId: input.staffUserId,
        action: 'fraudReview.approve',
        subject: `checkoutOrder:${held.uuid}`,
        before: { status: before.status },
        after: { status: held.status },
      });
      return held;
    });
    await captureAfterApproval(payments, order);
    return toFraudReviewView(order);
  };
}
