import type { Clock } from '../../../platform/clock/clock.ts';
import { HeldOrderNotFound } from '../domain/checkout.errors.ts';
import type { CheckoutOrderRepository } from '../ports/checkout-orders.ts';
import type { CheckoutPayments } from '../ports/checkout-payments.ts';
import { captureAfterApproval, lockHeldOrder } from './complete-held-order.ts';
import { type ProvisionDeps, provisionOrder } from './provision-order.ts';

export interface ReleaseHeldOrderDeps extends ProvisionDeps {
  orders: CheckoutOrderRepository;
  payments: CheckoutPayments;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/**
 * For account confirmation: an order held by an AUTOMATED review is let through once the buyer confirmed their
 * phone. The numbers are sold and assigned, the ledger written, and the card captured after commit. An order
 * held for MANUAL review waits for staff (HeldOrderNotFound), as does an unknown or decided one.
 */
export function makeReleaseHeldOrder(deps: ReleaseHeldOrderDeps) {
  const { orders, payments, clock, tx } = deps;
  return async function releaseHeldOrder(input: { orderUuid: string }): Promise<{ status: 'completed' }> {
    const order = await tx(async () => {
      const held = await lockHeldOrder(orders, input.orderUuid);
      if (held.fraudLevel !== 'automatedFraudReview') throw new HeldOrderNotFound();
      const now = clock.now();
      held.release(now, null);
      await provisionOrder(deps, held, now);
      await orders.flush();
      return held;
    });
    await captureAfterApproval(payments, order);
    return { status: 'completed' };
  };
}
