import type { Jobs } from '../../../platform/jobs/jobs.ts';
import { portInBillingProblems } from '../../../shared/port-in-rules.ts';
import { PortInActionNotAllowed, PortInBillingIncomplete } from '../domain/porting.errors.ts';
import { SUBMIT_PORT_IN_QUEUE } from './port-in-queues.ts';
import {
  runStaffPortInAction,
  type StaffPortInActionDeps,
  type StaffPortInActionInput,
} from './staff-port-in-action.ts';

export type ResubmitPortInDeps = StaffPortInActionDeps & { jobs: Jobs };

/**
 * POST /api/admin/portIns/{id}/resubmit (staff): a rejected order goes back to pending with the billing
 * details it has (the customer fixed things at the losing carrier, or the rejection was the carrier's
 * mistake) and a submit job is queued; a pending order gets its submit job queued again (the first one may
 * have failed for good; a repeated one does nothing). Billing details missing what the billing modal requires
 * are 422; any other status 409. Audited `portIn.resubmit`.
 */
export function makeResubmitPortIn(deps: ResubmitPortInDeps) {
  return (input: StaffPortInActionInput) =>
    runStaffPortInAction(deps, input, 'resubmit', async (order, now) => {
      if (order.status !== 'rejected' && order.status !== 'pending')
        throw new PortInActionNotAllowed(
          `Only a rejected or pending port-in can be resubmitted; this one is ${order.status}.`,
        );
      if (order.status === 'rejected') {
        const problems = portInBillingProblems(order.billing, { pinOnFile: order.pinSealed !== null });
        if (Object.keys(problems).length > 0) throw new PortInBillingIncomplete(problems);
        order.resubmit(now);
        await deps.orders.save(order);
      }
      await deps.jobs.send(SUBMIT_PORT_IN_QUEUE, { orderId: order.id });
      return {};
    });
}
