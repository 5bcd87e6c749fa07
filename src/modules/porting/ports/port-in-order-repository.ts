import type { ListQuery } from '../../../shared/list-query.ts';
import type { PortInOrder } from '../domain/port-in-order.ts';

/** Port-in orders (porting.port_in_order). Writes join the current transaction. */
export interface PortInOrderRepository {
  /** Stores the orders and sets their ids. */
  add(orders: PortInOrder[]): Promise<void>;
  ofAccount(accountId: number): Promise<PortInOrder[]>;
  /** A page of the account's orders in the list language. */
  pageOfAccount(accountId: number, query: ListQuery): Promise<{ rows: PortInOrder[]; total: number }>;
  /** Locked for update when asked (jobs and corrections of the same order queue up). */
  find(id: number, options?: { lock?: boolean }): Promise<PortInOrder | null>;
  /** The order the carrier knows by this id (its current submission), locked for update when asked. */
  findByCarrierOrderId(carrierOrderId: string, options?: { lock?: boolean }): Promise<PortInOrder | null>;
  /** Ids of orders not closed nor parked, placed before `placedBefore`. */
  parkCandidates(placedBefore: Date): Promise<number[]>;
  /** Writes the changes of an order found through this repository. */
  save(order: PortInOrder): Promise<void>;
}
