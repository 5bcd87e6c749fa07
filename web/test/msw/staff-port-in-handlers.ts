import type { StaffPortIn } from '../fixtures/staff-port-ins.ts';
import { staffRefusal } from './agent-lead-handlers.ts';
import { backend, http, page } from './backend.ts';

/** The fake's port-ins needing staff, oldest first; reset before each test. */
export const staffPortInBackend = { portIns: [] as StaffPortIn[] };

export function resetStaffPortInBackend(): void {
  staffPortInBackend.portIns = [];
}

const late = (order: StaffPortIn) =>
  order.daysOpen >= 30 && !['completed', 'cancelled'].includes(order.status);
const inState = (state: string | null) => (order: StaffPortIn) =>
  state === 'rejected' ? order.status === 'rejected' : state === 'late' ? late(order) : true;

/** What each action leaves of the order, or the server's 409 message. */
const ACTIONS: Record<string, (order: StaffPortIn) => Partial<StaffPortIn> | string> = {
  check: (order) =>
    order.status === 'submitted'
      ? { status: 'focDateSet', focDate: '2026-11-26' }
      : 'Only a port-in with the carrier can be checked.',
  resubmit: (order) =>
    order.status === 'rejected'
      ? { status: 'pending', rejectCode: null, rejectReason: null }
      : 'Only a rejected or pending port-in can be resubmitted.',
  remind: (order) =>
    order.status === 'rejected' ? {} : "Only a rejected port-in needs the customer's correction.",
  cancel: (order) =>
    order.status === 'completed' ? 'This port-in is already completed.' : { status: 'cancelled' },
};

/** The fake /api/admin/portIns: staff only, `state` filter, paging, and the four actions (each recorded). */
export const staffPortInHandlers = [
  http.get('/api/admin/portIns', ({ query, response }) => {
    const refused = staffRefusal();
    if (refused) return response(refused.status).json(refused.body);
    backend.calls.push({ operation: 'listStaffPortIns', body: query });
    // The server's queue: an order leaves it once it is neither rejected nor late.
    const queue = staffPortInBackend.portIns.filter((order) => order.status === 'rejected' || late(order));
    return response(200).json(page(queue.filter(inState(query.get('state'))), query));
  }),

  ...(['check', 'resubmit', 'remind', 'cancel'] as const).map((action) =>
    http.post(`/api/admin/portIns/{id}/${action}`, async ({ params, request, response }) => {
      const refused = staffRefusal();
      if (refused) return response(refused.status).json(refused.body);
      const body = action === 'cancel' ? await request.json() : {};
      backend.calls.push({ operation: `${action}StaffPortIn`, body: { id: Number(params.id), ...body } });
      const order = staffPortInBackend.portIns.find((row) => row.id === Number(params.id));
      if (!order)
        return response(404).json({
          name: 'NotFound',
          code: 'porting.port_in_not_found',
          message: 'Port-in not found.',
        });
      const outcome = ACTIONS[action]!(order);
      if (typeof outcome === 'string')
        return response(409).json({ name: 'Conflict', code: 'porting.action_not_allowed', message: outcome });
      Object.assign(order, outcome);
      return response(200).json(order);
    }),
  ),
];
