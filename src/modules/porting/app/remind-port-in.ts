import { PortInActionNotAllowed } from '../domain/porting.errors.ts';
import { mailPortInStep, type PortInMailDeps } from './port-in-mails.ts';
import {
  runStaffPortInAction,
  type StaffPortInActionDeps,
  type StaffPortInActionInput,
} from './staff-port-in-action.ts';

export type RemindPortInDeps = StaffPortInActionDeps & PortInMailDeps;

/**
 * POST /api/admin/portIns/{id}/remind (staff): mails the account's admins the carrier's rejection again, with
 * the link to correct the order. Only a rejected order (409 otherwise); the order itself does not change.
 * Audited `portIn.remind` with how many mails went out.
 */
export function makeRemindPortIn(deps: RemindPortInDeps) {
  return (input: StaffPortInActionInput) =>
    runStaffPortInAction(deps, input, 'remind', async (order) => {
      const rejection = order.events.findLast((event) => event.kind === 'rejected');
      if (order.status !== 'rejected' || !rejection)
        throw new PortInActionNotAllowed(
          `Only a rejected port-in needs the customer's correction; this one is ${order.status}.`,
        );
      return { mailsSent: await mailPortInStep(deps, order, rejection) };
    });
}
