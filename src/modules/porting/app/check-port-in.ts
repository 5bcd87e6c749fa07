import type { Clock } from '../../../platform/clock/clock.ts';
import type { Transactional } from '../../../platform/db/unit-of-work.ts';
import type { Jobs } from '../../../platform/jobs/jobs.ts';
import type { PortInCarrier } from '../ports/port-in-carrier.ts';
import { type ApplyCarrierAnswerDeps, applyCarrierAnswer } from './apply-carrier-answer.ts';
import { CHECK_PORT_IN_QUEUE, type CheckPortInJob } from './port-in-queues.ts';

export interface CheckPortInDeps extends ApplyCarrierAnswerDeps {
  carrier: Pick<PortInCarrier, 'status'>;
  jobs: Jobs;
  clock: Clock;
  tx: Transactional;
  checkAfterMinutes: number;
}

/**
 * The check job: asks the carrier how a submitted order stands, under the order's row lock, and records each
 * new step (FOC date, completed, rejected) with a mail (applyCarrierAnswer). A completed order's number joins
 * the account's numbers with the order's plan and its port-in fee is charged, in the same transaction. Still in flight: looks again later. A repeated job finds
 * nothing new and changes and mails nothing; one following an earlier submission of a resubmitted order stops.
 */
export function makeCheckPortIn(deps: CheckPortInDeps) {
  const { orders, carrier, jobs, clock, tx } = deps;
  return async function checkPortIn({ orderId, carrierOrderId }: CheckPortInJob): Promise<void> {
    await tx(async () => {
      const order = await orders.find(orderId, { lock: true });
      if (!order?.inFlight || order.carrierOrderId !== carrierOrderId) return;
      const answer = await carrier.status(carrierOrderId);
      await applyCarrierAnswer(deps, order, answer, clock.now());
      if (order.inFlight)
        await jobs.send(
          CHECK_PORT_IN_QUEUE,
          { orderId, carrierOrderId },
          { startAfter: new Date(clock.now().getTime() + deps.checkAfterMinutes * 60_000) },
        );
    });
  };
}
