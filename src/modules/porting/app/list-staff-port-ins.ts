import type { Clock } from '../../../platform/clock/clock.ts';
import type { ListQuery, ListResponse } from '../../../shared/list-query.ts';
import { lateCutoff, type PortInQueueState } from '../domain/port-in-staff-queue.ts';
import type { PortInCustomers } from '../ports/port-in-customers.ts';
import type { PortInStaffQueue } from '../ports/port-in-staff-queue.ts';
import { type StaffPortInView, toStaffPortInViews } from './staff-port-in-view.ts';

export interface ListStaffPortInsDeps {
  queue: PortInStaffQueue;
  customers: Pick<PortInCustomers, 'accountNames'>;
  clock: Clock;
}

/** GET /api/admin/portIns (staff): a page of the port-ins rejected or late, the orders the admin home counts. */
export function makeListStaffPortIns({ queue, customers, clock }: ListStaffPortInsDeps) {
  return async function listStaffPortIns(input: {
    state: PortInQueueState;
    query: ListQuery;
  }): Promise<ListResponse<StaffPortInView>> {
    const now = clock.now();
    const { rows, total } = await queue.page(input.state, lateCutoff(now), input.query);
    const data = await toStaffPortInViews(customers, rows, now);
    return { data, total, limit: input.query.limit, skip: input.query.offset };
  };
}

/** The admin home's count of the same queue (GET /api/admin/summary, key portIns). */
export function makeCountStaffPortIns({ queue, clock }: Pick<ListStaffPortInsDeps, 'queue' | 'clock'>) {
  return () => queue.count(lateCutoff(clock.now()));
}
