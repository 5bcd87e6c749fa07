import type { ListQuery } from '../../../shared/list-query.ts';
import type { PortInOrder } from '../domain/port-in-order.ts';
import type { PortInOrderRepository } from '../ports/port-in-order-repository.ts';

/** Ignores the list query's filters and sort (unit tests of use cases only). */
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

  async pageOfAccount(accountId: number, query: ListQuery) {
    const all = await this.ofAccount(accountId);
    return { rows: all.slice(query.offset, query.offset + query.limit), total: all.length };
  }

  async find(id: number): Promise<PortInOrder | null> {
    return this.rows.find((order) => order.id === id) ?? null;
  }

  async findByCarrierOrderId(carrierOrderId: string): Promise<PortInOrder | null> {
    return this.rows.find((order) => order.carrierOrderId === carrierOrderId) ?? null;
  }

  async parkCandidates(placedBefore: Date): Promise<number[]> {
    return this.rows
      .filter((order) => !order.closed && !order.parkedAt && order.createdAt <= placedBefore)
      .map((order) => order.id);
  }

  async save(): Promise<void> {}
}
