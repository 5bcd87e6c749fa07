import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import type { ListQuery } from '../../../../shared/list-query.ts';
import { CLOSED_PORT_IN_STATUSES, type PortInOrder } from '../../domain/port-in-order.ts';
import type { PortInQueueState } from '../../domain/port-in-staff-queue.ts';
import type { PortInStaffQueue } from '../../ports/port-in-staff-queue.ts';
import { PortInOrderSchema } from './porting.mapping.ts';

type Row = InstanceType<typeof PortInOrderSchema.meta.class>;

/**
 * THE rule of the staff queue, in one place for the admin home's count and the staff list: rejected by the
 * carrier, or not closed (completed or cancelled) and placed at or before `lateBefore`.
 */
function queueFilter(state: PortInQueueState, lateBefore: Date): FilterQuery<Row> {
  const rejected = { status: 'rejected' };
  const late = { status: { $nin: [...CLOSED_PORT_IN_STATUSES] }, createdAt: { $lte: lateBefore } };
  if (state === 'rejected') return rejected;
  if (state === 'late') return late;
  return { $or: [rejected, late] };
}

export class MikroOrmPortInStaffQueue implements PortInStaffQueue {
  readonly #em: () => EntityManager;

  constructor(em: () => EntityManager) {
    this.#em = em;
  }

  count(lateBefore: Date): Promise<number> {
    return this.#em().count(PortInOrderSchema, queueFilter('all', lateBefore));
  }

  async page(state: PortInQueueState, lateBefore: Date, query: ListQuery) {
    const where = { $and: [queueFilter(state, lateBefore), query.where] } as FilterQuery<Row>;
    const [rows, total] = await this.#em().findAndCount(PortInOrderSchema, where, {
      orderBy: [
        ...Object.entries(query.orderBy).map(([field, direction]) => ({ [field]: direction })),
        { id: 'asc' },
      ],
      limit: query.limit,
      offset: query.offset,
    });
    return { rows: rows as unknown as PortInOrder[], total };
  }
}
