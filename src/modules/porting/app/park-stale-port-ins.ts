import type { Clock } from '../../../platform/clock/clock.ts';
import type { Transactional } from '../../../platform/db/unit-of-work.ts';
import { PARK_AFTER_DAYS } from '../domain/port-in-order.ts';
import { parkPlanIdFor } from '../domain/transfer-charges.ts';
import type { PortInOrderRepository } from '../ports/port-in-order-repository.ts';
import { mailPortInStep, type PortInMailDeps } from './port-in-mails.ts';

export interface ParkStalePortInsDeps extends PortInMailDeps {
  orders: PortInOrderRepository;
  clock: Clock;
  tx: Transactional;
}

/**
 * The daily job: orders not completed PARK_AFTER_DAYS after they were placed move to the Park plan (plan 1,
 * plan 10 on brand 2) and the customer is mailed, once per order (parkedAt). One transaction per order.
 */
export function makeParkStalePortIns(deps: ParkStalePortInsDeps) {
  const { orders, clock, tx } = deps;
  return async function parkStalePortIns(): Promise<number> {
    const now = clock.now();
    const ids = await orders.parkCandidates(new Date(now.getTime() - PARK_AFTER_DAYS * 86_400_000));
    let parked = 0;
    for (const id of ids) {
      await tx(async () => {
        const order = await orders.find(id, { lock: true });
        if (!order?.park(parkPlanIdFor(order.brandingId), now)) return;
        await orders.save(order);
        await mailPortInStep(deps, order);
        parked += 1;
      });
    }
    return parked;
  };
}
