import type { Clock } from '../../../platform/clock/clock.ts';
import type { Transactional } from '../../../platform/db/unit-of-work.ts';
import { UnavailableError } from '../../../shared/domain-error.ts';
import type { PortInOrder } from '../domain/port-in-order.ts';
import { PortInNotFound } from '../domain/porting.errors.ts';
import type { PortInAudit } from '../ports/port-in-audit.ts';
import type { PortInCustomers } from '../ports/port-in-customers.ts';
import type { PortInOrderRepository } from '../ports/port-in-order-repository.ts';
import { portInAuditView, type StaffPortInView, toStaffPortInViews } from './staff-port-in-view.ts';

export interface StaffPortInActionDeps {
  orders: PortInOrderRepository;
  customers: Pick<PortInCustomers, 'accountNames'>;
  audit: PortInAudit;
  clock: Clock;
  tx: Transactional;
}

export interface StaffPortInActionInput {
  id: number;
  staffUserId: number;
}

/**
 * One staff action on a port-in (docs/adr/0073), in one transaction under the order's row lock: an unknown
 * order is 404; `work` changes the order (or refuses with 409 before changing anything) and answers what the
 * audit entry adds to the order's after-state; the entry `portIn.<action>` records who, before and after.
 */
export async function runStaffPortInAction(
  deps: StaffPortInActionDeps,
  input: StaffPortInActionInput,
  action: string,
  work: (order: PortInOrder, now: Date) => Promise<Record<string, unknown>>,
): Promise<StaffPortInView> {
  return deps.tx(async () => {
    const order = await deps.orders.find(input.id, { lock: true });
    if (!order) throw new PortInNotFound();
    const now = deps.clock.now();
    const before = portInAuditView(order);
    const outcome = await work(order, now);
    await deps.audit.record({
      actorUserId: input.staffUserId,
      action: `portIn.${action}`,
      subject: `portIn:${order.id}`,
      before,
      after: { ...portInAuditView(order), ...outcome },
    });
    const [view] = await toStaffPortInViews(deps.customers, [order], now);
    return view!;
  });
}

/** A carrier call of a staff action: its failure is 503 and the action's transaction changes nothing. */
export async function atCarrier<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch {
    throw new UnavailableError(
      'porting.carrier_unavailable',
      'The carrier did not answer; nothing was changed. Try again in a few minutes.',
    );
  }
}
