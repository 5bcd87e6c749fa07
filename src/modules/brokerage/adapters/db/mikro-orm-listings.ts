import { type EntityManager, type FilterQuery, LockMode } from '@mikro-orm/postgresql';
import type { ListQuery } from '../../../../shared/list-query.ts';
import type { Listing } from '../../domain/listing.ts';
import type { ListingHistoryEntry } from '../../domain/listing-history.ts';
import type { ListingRepository } from '../../ports/listing-repository.ts';
import { ListingHistorySchema, ListingSchema } from './brokerage.mapping.ts';

export class MikroOrmListings implements ListingRepository {
  readonly #em: () => EntityManager;

  constructor(em: () => EntityManager) {
    this.#em = em;
  }

  ofBroker(brokerAccountId: number, tn: string, options: { lock?: boolean } = {}): Promise<Listing | null> {
    return this.#em().findOne(
      ListingSchema,
      { brokerAccountId, tn },
      options.lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : {},
    );
  }

  byTn(tn: string): Promise<Listing | null> {
    return this.#em().findOne(ListingSchema, { tn });
  }

  async list(brokerAccountId: number, query: ListQuery) {
    const where = { ...query.where, brokerAccountId } as FilterQuery<Listing>;
    const [data, total] = await this.#em().findAndCount(ListingSchema, where, {
      orderBy: [...Object.entries(query.orderBy).map(([field, dir]) => ({ [field]: dir })), { id: 'asc' }],
      limit: query.limit,
      offset: query.offset,
    });
    return { data, total };
  }

  async add(listing: Listing): Promise<void> {
    await this.#em().persist(listing).flush();
  }

  async remove(listing: Listing): Promise<void> {
    await this.#em().remove(listing).flush();
  }

  async addHistory(entry: ListingHistoryEntry): Promise<void> {
    this.#em().persist(entry);
  }

  historyOf(brokerAccountId: number, tn: string): Promise<ListingHistoryEntry[]> {
    return this.#em().find(
      ListingHistorySchema,
      { brokerAccountId, tn },
      { orderBy: { date: 'desc', id: 'desc' } },
    );
  }

  async flush(): Promise<void> {
    await this.#em().flush();
  }
}
