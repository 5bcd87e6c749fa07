import type { PortInOrder } from '../domain/port-in-order.ts';

/** Port-in orders (porting.port_in_order). Writes join the current transaction. */
export interface PortInOrderRepository {
  /** Stores the orders and sets their ids. */
  add(orders: PortInOrder[]): Promise<void>;
  ofAccount(accountId: number): Promise<PortInOrder[]>;
}
