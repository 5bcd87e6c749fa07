import { PortInActionNotAllowed } from '../domain/porting.errors.ts';
import type { PortInCarrier } from '../ports/port-in-carrier.ts';
import { type ApplyCarrierAnswerDeps, applyCarrierAnswer } from './apply-carrier-answer.ts';
import {
  atCarrier,
  runStaffPortInAction,
  type StaffPortInActionDeps,
  type StaffPortInActionInput,
} from './staff-port-in-action.ts';

export type RecheckPortInDeps = StaffPortInActionDeps &
  ApplyCarrierAnswerDeps & { carrier: Pick<PortInCarrier, 'status'> };

/**
 * POST /api/admin/portIns/{id}/check (staff): asks the carrier now how an order in flight stands and records
 * what is new as the check job does (timeline, mail, activation and fee on completion). Schedules no check of
 * its own: the order's check job keeps its pace. An order not with the carrier is 409. Audited
 * `portIn.check`, with the carrier's answer.
 */
export function makeRecheckPortIn(deps: RecheckPortInDeps) {
  return (input: StaffPortInActionInput) =>
    runStaffPortInAction(deps, input, 'check', async (order, now) => {
      const carrierOrderId = order.carrierOrderId;
      if (!order.inFlight || !carrierOrderId)
        throw new PortInActionNotAllowed(
          `Only a port-in with the carrier (submitted or FOC date set) can be checked; this one is ${order.status}.`,
        );
      const answer = await atCarrier(() => deps.carrier.status(carrierOrderId));
      const changed = await applyCarrierAnswer(deps, order, answer, now);
      return { carrierAnswer: answer, changed };
    });
}
