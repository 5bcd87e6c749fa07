import { type EntityManager, type FilterQuery, LockMode } from '@mikro-orm/postgresql';
import type { ListQuery } from '../../../../shared/list-query.ts';
import type { SpellingRequest } from '../../domain/spelling-request.ts';
import type { SpellingRequestRepository } from '../../ports/spelling-requests.ts';
import { SpellingRequestSchema } from './spelling-request.mapping.ts';

export class MikroOrmSpellingRequests implements SpellingRequestRepository {
  readonly #em: () => EntityManager;

  constructor(em: () => EntityManager) {
    this.#em = em;
  }

  async add(request: SpellingRequest): Promise<void> {
    await this.#em().persist(request).flush();
  }

  pendingOf(
    brokerAccountId: number,
    tn: string,
    options: { lock?: boolean } = {},
  ): Promise<SpellingRequest | null> {
    return this.#em().findOne(
      SpellingRequestSchema,
      { brokerAccountId, tn, status: 'pending' },
      options.lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : {},
    );
  }

  /** Spellings waiting for staff (the admin home's count). */
  countPending(): Promise<number> {
    return this.#em().count(SpellingRequestSchema, { status: 'pending' });
  }

  async pendingSpellings(brokerAccountId: number, tns: readonly string[]): Promise<Map<string, string>> {
    if (tns.length === 0) return new Map();
    const rows = await this.#em().find(SpellingRequestSchema, {
      brokerAccountId,
      tn: { $in: [...tns] },
      status: 'pending',
    });
    return new Map(rows.map((row) => [row.tn, row.spelling]));
  }

  byIdForUpdate(id: number): Promise<SpellingRequest | null> {
    return this.#em().findOne(
      SpellingRequestSchema,
      { id },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
  }

  ofListing(brokerAccountId: number, tn: string): Promise<SpellingRequest[]> {
    return this.#em().find(
      SpellingRequestSchema,
      { brokerAccountId, tn },
      { orderBy: { createDate: 'desc', id: 'desc' } },
    );
  }

  async list(query: ListQuery) {
    const [data, total] = await this.#em().findAndCount(
      SpellingRequestSchema,
      query.where as FilterQuery<SpellingRequest>,
      {
        orderBy: [...Object.entries(query.orderBy).map(([field, dir]) => ({ [field]: dir })), { id: 'asc' }],
        limit: query.limit,
        offset: query.offset,
      },
    );
    return { data, total };
  }

  async flush(): Promise<void> {
    await this.#em().flush();
  }
}
