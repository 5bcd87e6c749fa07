import type { EntityManager } from '@mikro-orm/postgresql';
import type { PortInOrder } from '../../domain/port-in-order.ts';
import type { PortInOrderRepository } from '../../ports/port-in-order-repository.ts';
import { PortInOrderSchema } from './porting.mapping.ts';

export class MikroOrmPortInOrders implements PortInOrderRepository {
  readonly #em: () => EntityManager;

  constructor(em: () => EntityManager) {
    this.#em = em;
  }

  async add(orders: PortInOrder[]): Promise<void> {
    await this.#em().persist(orders).flush();
  }

  async ofAccount(accountId: number): Promise<PortInOrder[]> {
    const rows = await this.#em().find(PortInOrderSchema, { accountId }, { orderBy: { id: 'asc' } });
    return rows as unknown as PortInOrder[];
  }
}
