import type { PortInOrder } from '../domain/port-in-order.ts';
import type { PortInOrderRepository } from '../ports/port-in-order-repository.ts';

export class InMemoryPortInOrders implements PortInOrderRepository {
  readonly rows: PortInOrder[] = [];

  async add(orders: PortInOrder[]): Promise<void> {
    for (const order of orders) {
      order.id = this.rows.length + 1;
      this.rows.push(order);
    }
  }

  async ofAccount(accountId: number): Promise<PortInOrder[]> {
    return this.rows.filter((order) => order.accountId === accountId);
  }
}
