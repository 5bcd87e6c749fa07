import type { Clock } from '../../../platform/clock/clock.ts';
import type { SecretBox } from '../../../platform/crypto/secret-box.ts';
import type { Transactional } from '../../../platform/db/unit-of-work.ts';
import type { Jobs } from '../../../platform/jobs/jobs.ts';
import type { PortInCarrier } from '../ports/port-in-carrier.ts';
import type { PortInOrderRepository } from '../ports/port-in-order-repository.ts';
import { mailPortInStep, type PortInMailDeps } from './port-in-mails.ts';
import { CHECK_PORT_IN_QUEUE, type PortInJob } from './port-in-queues.ts';

export interface SubmitPortInDeps extends PortInMailDeps {
  orders: PortInOrderRepository;
  carrier: Pick<PortInCarrier, 'submit'>;
  secretBox: Pick<SecretBox, 'open'>;
  jobs: Jobs;
  clock: Clock;
  tx: Transactional;
  /** How long until the carrier is asked for news. */
  checkAfterMinutes: number;
}

/**
 * The submit job: hands a pending order to the carrier under the order's row lock, mails the customer and
 * schedules the first status check. An order no longer pending is left alone, so a repeated job does nothing.
 */
export function makeSubmitPortIn(deps: SubmitPortInDeps) {
  const { orders, carrier, secretBox, jobs, clock, tx } = deps;
  return async function submitPortIn({ orderId }: PortInJob): Promise<void> {
    await tx(async () => {
      const order = await orders.find(orderId, { lock: true });
      if (order?.status !== 'pending') return;
      const { carrierOrderId } = await carrier.submit({
        tn: order.tn,
        billing: order.billing,
        pin: order.pinSealed ? secretBox.open(order.pinSealed) : null,
      });
      const now = clock.now();
      order.submitted(carrierOrderId, now);
      await orders.save(order);
      await mailPortInStep(deps, order);
      await jobs.send(
        CHECK_PORT_IN_QUEUE,
        { orderId, carrierOrderId },
        { startAfter: new Date(now.getTime() + deps.checkAfterMinutes * 60_000) },
      );
    });
  };
}
