import type { Clock } from '../../../platform/clock/clock.ts';
import type { Jobs } from '../../../platform/jobs/jobs.ts';
import type { CheckoutOrderRepository } from '../ports/checkout-orders.ts';
import { type ProvisionDeps, provisionOrder } from './provision-order.ts';

/** The queue that captures a released order's card after the releasing transaction commits. */
export const CAPTURE_ORDER_PAYMENT_QUEUE = 'basket.capture-order-payment';

export interface ReleaseHeldOrdersOfAccountDeps extends ProvisionDeps {
  orders: CheckoutOrderRepository;
  jobs: Jobs;
  clock: Clock;
}

/**
 * For account confirmation's listener (`accountConfirmed`), in the CALLER's transaction: the account's orders
 * held by an automated review are let through (numbers sold and assigned, ledger written), and each card's
 * capture is queued in the same transaction, so it runs only once that transaction commits. Orders held for a
 * manual review wait for staff. Answers how many orders it released.
 */
export function makeReleaseHeldOrdersOfAccount(deps: ReleaseHeldOrdersOfAccountDeps) {
  const { orders, jobs, clock } = deps;
  return async function releaseHeldOrdersOfAccount(input: { accountId: number }): Promise<number> {
    const held = await orders.heldForAutomatedReview(input.accountId);
    const now = clock.now();
    for (const order of held) {
      order.release(now, null);
      await provisionOrder(deps, order, now);
      if (order.awaitsCapture) {
        await jobs.send(CAPTURE_ORDER_PAYMENT_QUEUE, { orderUuid: order.uuid }, { singletonKey: order.uuid });
      }
    }
    await orders.flush();
    return held.length;
  };
}
