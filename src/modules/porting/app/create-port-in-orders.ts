import type { Clock } from '../../../platform/clock/clock.ts';
import { PortInOrder } from '../domain/port-in-order.ts';
import type { PortInOrderRepository } from '../ports/port-in-order-repository.ts';

export interface CreatePortInOrdersDeps {
  orders: PortInOrderRepository;
  clock: Clock;
}

/** For checkout: a pending port-in order for each number the buyer ports in. Runs in the caller's transaction. */
export function makeCreatePortInOrders({ orders, clock }: CreatePortInOrdersDeps) {
  return async function createPortInOrders(input: {
    accountId: number;
    checkoutOrderUuid: string;
    numbers: {
      tn: string;
      planId: number;
      billingPeriod: 1 | 12;
      billing: Readonly<Record<string, unknown>>;
    }[];
  }): Promise<void> {
    const now = clock.now();
    await orders.add(
      input.numbers.map(
        (number) =>
          new PortInOrder({
            ...number,
            accountId: input.accountId,
            checkoutOrderUuid: input.checkoutOrderUuid,
            now,
          }),
      ),
    );
  };
}
