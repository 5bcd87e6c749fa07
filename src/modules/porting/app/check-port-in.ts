import type { Clock } from '../../../platform/clock/clock.ts';
import type { Transactional } from '../../../platform/db/unit-of-work.ts';
import type { Jobs } from '../../../platform/jobs/jobs.ts';
import type { PortInOrder } from '../domain/port-in-order.ts';
import type { PortInCarrier, PortInCarrierStatus } from '../ports/port-in-carrier.ts';
import type { PortInOrderRepository } from '../ports/port-in-order-repository.ts';
import type { PortInPlans } from '../ports/port-in-plans.ts';
import type { PortedNumbers } from '../ports/ported-numbers.ts';
import { mailPortInStep, type PortInMailDeps } from './port-in-mails.ts';
import { CHECK_PORT_IN_QUEUE, type CheckPortInJob } from './port-in-queues.ts';

export interface CheckPortInDeps extends PortInMailDeps {
  orders: PortInOrderRepository;
  carrier: Pick<PortInCarrier, 'status'>;
  numbers: PortedNumbers;
  plans: PortInPlans;
  jobs: Jobs;
  clock: Clock;
  tx: Transactional;
  checkAfterMinutes: number;
}

/**
 * The check job: asks the carrier how a submitted order stands, under the order's row lock, and records each
 * new step (FOC date, completed, rejected) with a mail. A completed order's number joins the account's numbers
 * with the order's plan in the same transaction. Still in flight: looks again later. A repeated job finds
 * nothing new and changes and mails nothing; one following an earlier submission of a resubmitted order stops.
 */
export function makeCheckPortIn(deps: CheckPortInDeps) {
  const { orders, carrier, jobs, clock, tx } = deps;
  return async function checkPortIn({ orderId, carrierOrderId }: CheckPortInJob): Promise<void> {
    await tx(async () => {
      const order = await orders.find(orderId, { lock: true });
      if (!order?.inFlight || order.carrierOrderId !== carrierOrderId) return;
      const answer = await carrier.status(carrierOrderId);
      await apply(deps, order, answer);
      if (order.inFlight)
        await jobs.send(
          CHECK_PORT_IN_QUEUE,
          { orderId, carrierOrderId },
          { startAfter: new Date(clock.now().getTime() + deps.checkAfterMinutes * 60_000) },
        );
    });
  };
}

async function apply(deps: CheckPortInDeps, order: PortInOrder, answer: PortInCarrierStatus): Promise<void> {
  const now = deps.clock.now();
  if (answer.status === 'submitted') return;
  if (answer.status === 'rejected') {
    if (order.rejected(answer.reasonCode, answer.reasonText, now)) await step(deps, order);
    return;
  }
  // A carrier may answer 'completed' without our having seen its FOC date: the timeline still shows it.
  if (order.focDateSet(answer.focDate, now)) await step(deps, order);
  if (answer.status !== 'completed' || !order.completed(now)) return;
  await deps.numbers.activate({
    accountId: order.accountId,
    tn: order.tn,
    planId: order.planId,
    billingPeriod: order.billingPeriod,
    mrcCents: await deps.plans.mrcCents(order.brandingId, order.accountId, order.planId),
    anniversaryDate: now.toISOString().slice(0, 10),
  });
  await step(deps, order);
}

async function step(deps: CheckPortInDeps, order: PortInOrder): Promise<void> {
  await deps.orders.save(order);
  await mailPortInStep(deps, order);
}
