import { type EntityManager, type FilterQuery, LockMode } from '@mikro-orm/postgresql';
import type { ListQuery } from '../../../../shared/list-query.ts';
import { CLOSED_PORT_IN_STATUSES, type PortInOrder } from '../../domain/port-in-order.ts';
import type { PortInOrderRepository } from '../../ports/port-in-order-repository.ts';
import { PortInOrderSchema } from './porting.mapping.ts';

type Row = InstanceType<typeof PortInOrderSchema.meta.class>;

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

  async pageOfAccount(accountId: number, query: ListQuery) {
    const where = { ...query.where, accountId } as FilterQuery<Row>;
    const [rows, total] = await this.#em().findAndCount(PortInOrderSchema, where, {
      orderBy: [
        ...Object.entries(query.orderBy).map(([field, direction]) => ({ [field]: direction })),
        { id: 'desc' },
      ],
      limit: query.limit,
      offset: query.offset,
    });
    return { rows: rows as unknown as PortInOrder[], total };
  }

  async find(id: number, options: { lock?: boolean } = {}): Promise<PortInOrder | null> {
    return this.#findOne({ id }, options);
  }

  async findByCarrierOrderId(carrierOrderId: string, options: { lock?: boolean } = {}) {
    return this.#findOne({ carrierOrderId }, options);
  }

  async #findOne(where: FilterQuery<Row>, options: { lock?: boolean }): Promise<PortInOrder | null> {
    const row = await this.#em().findOne(
      PortInOrderSchema,
      where,
      options.lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : {},
    );
    return row as unknown as PortInOrder | null;
  }

  async parkCandidates(placedBefore: Date): Promise<number[]> {
    const rows = await this.#em().find(
      PortInOrderSchema,
      { status: { $nin: [...CLOSED_PORT_IN_STATUSES] }, parkedAt: null, createdAt: { $lte: placedBefore } },
      { fields: ['id'], orderBy: { id: 'asc' } },
    );
    return rows.map((row) => row.id);
  }

  async save(order: PortInOrder): Promise<void> {
    await this.#em().persist(order).flush();
  }
}
