import { type EntityManager, LockMode } from '@mikro-orm/postgresql';
import type { CheckoutOrder, OrderStatus } from '../../domain/checkout-order.ts';
import type { CheckoutOrderRepository } from '../../ports/checkout-orders.ts';
import { CheckoutOrderSchema } from './checkout-order.mapping.ts';

const asOrder = (row: unknown) => row as CheckoutOrder;

export class MikroOrmCheckoutOrders implements CheckoutOrderRepository {
  readonly #em: () => EntityManager;

  constructor(em: () => EntityManager) {
    this.#em = em;
  }

  async add(order: CheckoutOrder): Promise<void> {
    // Flushed now: a second order of the basket fails here, inside the transaction, on the UNIQUE basket uuid.
    await this.#em().persist(order).flush();
  }

  async byBasket(basketUuid: string): Promise<CheckoutOrder | null> {
    const row = await this.#em().findOne(CheckoutOrderSchema, { basketUuid });
    return row ? asOrder(row) : null;
  }

  async byUuid(uuid: string, options: { lock?: boolean } = {}): Promise<CheckoutOrder | null> {
    const row = await this.#em().findOne(
      CheckoutOrderSchema,
      { uuid },
      options.lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : {},
    );
    return row ? asOrder(row) : null;
  }

  async heldForAutomatedReview(accountId: number): Promise<CheckoutOrder[]> {
    const rows = await this.#em().find(
      CheckoutOrderSchema,
      { accountId, status: 'held_for_review', fraudLevel: 'automatedFraudReview' },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true, orderBy: { createdAt: 'asc' } },
    );
    return rows.map(asOrder);
  }

  /** Orders in a status (the admin home's count of held orders). */
  countWithStatus(status: OrderStatus): Promise<number> {
    return this.#em().count(CheckoutOrderSchema, { status });
  }

  async withStatus(status: OrderStatus, page: { skip: number; limit: number }) {
    const [rows, total] = await this.#em().findAndCount(
      CheckoutOrderSchema,
      { status },
      { orderBy: { createdAt: 'asc', uuid: 'asc' }, offset: page.skip, limit: page.limit },
    );
    return { data: rows.map(asOrder), total };
  }

  async flush(): Promise<void> {
    await this.#em().flush();
  }
}
