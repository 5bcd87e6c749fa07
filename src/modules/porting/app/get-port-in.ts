import { PortInNotFound } from '../domain/porting.errors.ts';
import type { PortInOrderRepository } from '../ports/port-in-order-repository.ts';
import { type PortInDetailView, toPortInDetailView } from './port-in-view.ts';

/** GET /api/accounts/port-ins/{id}: one of the caller's account's orders with its timeline; another's is 404. */
export function makeGetPortIn({ orders }: { orders: PortInOrderRepository }) {
  return async function getPortIn(input: { accountId: number; id: number }): Promise<PortInDetailView> {
    const order = await orders.find(input.id);
    if (!order || order.accountId !== input.accountId) throw new PortInNotFound();
    return toPortInDetailView(order);
  };
}
