import type { PortInCarrier } from '../ports/port-in-carrier.ts';
import { mailPortInStep, type PortInMailDeps } from './port-in-mails.ts';
import {
  atCarrier,
  runStaffPortInAction,
  type StaffPortInActionDeps,
  type StaffPortInActionInput,
} from './staff-port-in-action.ts';

export type CancelPortInDeps = StaffPortInActionDeps &
  PortInMailDeps & { carrier: Pick<PortInCarrier, 'cancel'> };

/**
 * POST /api/admin/portIns/{id}/cancel {note} (staff): cancels an order not completed. An order in flight is
 * withdrawn at the carrier first (a refusal fails the request and changes nothing); the timeline shows the
 * note and the account's admins are mailed it. No job moves a cancelled order again, it leaves the staff
 * queue, and nothing is charged (the port-in fee is charged on completion only). A completed or cancelled
 * order is 409. Audited `portIn.cancel` with the note.
 */
export function makeCancelPortIn(deps: CancelPortInDeps) {
  return (input: StaffPortInActionInput & { note: string }) =>
    runStaffPortInAction(deps, input, 'cancel', async (order, now) => {
      // The carrier first: when it refuses, the order is left as it was (a closed order is never in flight).
      const withdraw = order.carrierOrderInFlight;
      if (withdraw) await atCarrier(() => deps.carrier.cancel(withdraw));
      order.cancel(input.note, now);
      await deps.orders.save(order);
      await mailPortInStep(deps, order);
      return { note: input.note, withdrawnAtCarrier: withdraw !== null };
    });
}
