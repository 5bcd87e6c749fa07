import type { Clock } from '../../../platform/clock/clock.ts';
import type { SecretBox } from '../../../platform/crypto/secret-box.ts';
import type { Jobs } from '../../../platform/jobs/jobs.ts';
import { PortInOrder } from '../domain/port-in-order.ts';
import type { PortInOrderRepository } from '../ports/port-in-order-repository.ts';
import { SUBMIT_PORT_IN_QUEUE } from './port-in-queues.ts';
import { splitPin } from './split-pin.ts';

export interface CreatePortInOrdersDeps {
  orders: PortInOrderRepository;
  clock: Clock;
  secretBox: Pick<SecretBox, 'seal'>;
  jobs: Jobs;
}

/**
 * For checkout: a pending port-in order for each number the buyer ports in, its PIN kept sealed (as the basket
 * sealed it; one still in clear in an order placed before docs/adr/0053 is sealed here), and a submit job
 * for each (sent in the caller's transaction, so it exists only if checkout commits).
 */
export function makeCreatePortInOrders({ orders, clock, secretBox, jobs }: CreatePortInOrdersDeps) {
  return async function createPortInOrders(input: {
    accountId: number;
    brandingId: number;
    checkoutOrderUuid: string;
    numbers: {
      tn: string;
      planId: number;
      billingPeriod: 1 | 12;
      billing: Readonly<Record<string, unknown>>;
      /** Sealed by the basket at add time (the same platform key); absent: a PIN still in `billing` is sealed. */
      pinSealed?: string | null;
      /** The port-in fee the basket showed, charged on completion (cents). */
      feeCents: number;
    }[];
  }): Promise<void> {
    const now = clock.now();
    const created = input.numbers.map(({ pinSealed, ...number }) => {
      const { billing, pin } = splitPin(number.billing);
      return new PortInOrder({
        ...number,
        billing,
        pinSealed: pinSealed ?? (pin ? secretBox.seal(pin) : null),
        accountId: input.accountId,
        brandingId: input.brandingId,
        checkoutOrderUuid: input.checkoutOrderUuid,
        now,
      });
    });
    await orders.add(created);
    for (const order of created)
      await jobs.send(SUBMIT_PORT_IN_QUEUE, { orderId: order.id }, { singletonKey: `port-in-${order.id}` });
  };
}
