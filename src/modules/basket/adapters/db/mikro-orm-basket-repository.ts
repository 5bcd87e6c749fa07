import { type EntityManager, LockMode } from '@mikro-orm/postgresql';
import type { Basket } from '../../domain/basket.ts';
import { type BasketItem, RESERVATION_MS } from '../../domain/basket-item.ts';
import type { BasketRepository } from '../../ports/basket-repository.ts';
import { BasketItemSchema, BasketSchema } from './basket.mapping.ts';

const asItem = (row: unknown) => row as BasketItem;

export class MikroOrmBasketRepository implements BasketRepository {
  readonly #em: () => EntityManager;

  constructor(em: () => EntityManager) {
    this.#em = em;
  }

  async add(basket: Basket): Promise<void> {
    await this.#em().persist(basket).flush();
  }

  async find(uuid: string, options: { lock?: boolean } = {}): Promise<Basket | null> {
    return this.#em().findOne(
      BasketSchema,
      { uuid },
      options.lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : {},
    );
  }

  async latestOfAccount(accountId: number, brandingId: number): Promise<Basket | null> {
    return this.#em().findOne(
      BasketSchema,
      { accountId, brandingId, checkedOutAt: null },
      { orderBy: { updatedAt: 'desc' } },
    );
  }

  async openItems(basketUuid: string): Promise<BasketItem[]> {
    const rows = await this.#em().find(
      BasketItemSchema,
      { basketUuid, deletedAt: null },
      { orderBy: { id: 'asc' } },
    );
    return rows.map(asItem);
  }

  async findItem(id: number): Promise<BasketItem | null> {
    const row = await this.#em().findOne(BasketItemSchema, { id });
    return row ? asItem(row) : null;
  }

  async countHoldsSince(basketUuid: string, tn: string, since: Date): Promise<number> {
    return this.#em().count(BasketItemSchema, { basketUuid, tn, createdAt: { $gte: since } });
  }

  async addItem(item: BasketItem): Promise<void> {
    // Flushed now: the answer carries the item's id.
    await this.#em().persist(item).flush();
  }

  async lapsedItems(now: Date, limit: number): Promise<BasketItem[]> {
    const rows = await this.#em().find(
      BasketItemSchema,
      // Only reservations lapse; port-ins and seats stay until removed.
      { type: 'new', deletedAt: null, createdAt: { $lt: new Date(now.getTime() - RESERVATION_MS) } },
      { orderBy: { createdAt: 'asc' }, limit },
    );
    return rows.map(asItem);
  }

  async flush(): Promise<void> {
    await this.#em().flush();
  }
}
