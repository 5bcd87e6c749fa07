import type { ListQuery } from '../../../shared/list-query.ts';
import type { PortInOrder } from '../domain/port-in-order.ts';
import type { PortInQueueState } from '../domain/port-in-staff-queue.ts';

/** The port-ins waiting for staff (domain/port-in-staff-queue.ts); one filter answers the count and the list. */
export interface PortInStaffQueue {
  /** How many orders are in the queue ('all'): the admin home's count. */
  count(lateBefore: Date): Promise<number>;
  /** A page of the queue, or of its rejected or late part, in the list language. */
  page(
    state: PortInQueueState,
    lateBefore: Date,
    query: ListQuery,
  ): Promise<{ rows: PortInOrder[]; total: number }>;
}
