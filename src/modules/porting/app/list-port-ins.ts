import type { ListQuery, ListResponse } from '../../../shared/list-query.ts';
import type { PortInOrderRepository } from '../ports/port-in-order-repository.ts';
import { type PortInView, toPortInView } from './port-in-view.ts';

/** GET /api/accounts/port-ins: a page of the caller's account's orders. */
export function makeListPortIns({ orders }: { orders: PortInOrderRepository }) {
  return async function listPortIns(input: {
    accountId: number;
    query: ListQuery;
  }): Promise<ListResponse<PortInView>> {
    const { rows, total } = await orders.pageOfAccount(input.accountId, input.query);
    return { data: rows.map(toPortInView), total, limit: input.query.limit, skip: input.query.offset };
  };
}
