import { type EntityManager, type FilterQuery, LockMode } from '@mikro-orm/postgresql';
import type { ListQuery } from '../../../../shared/list-query.ts';
import type { Negotiation } from '../../domain/negotiation.ts';
import type { NegotiationRepository, SellerScope } from '../../ports/negotiation-repository.ts';
import { NegotiationSchema } from './negotiation.mapping.ts';

export class MikroOrmNegotiations implements NegotiationRepository {
  readonly #em: () => EntityManager;

  constructor(em: () => EntityManager) {
    this.#em = em;
  }

  async add(negotiation: Negotiation): Promise<void> {
    // Flushed now: the answer and the mails quote its id.
    await this.#em().persist(negotiation).flush();
  }

  byUuid(uuid: string): Promise<Negotiation | null> {
    return this.#em().findOne(NegotiationSchema, { uuid });
  }

  byUuidForUpdate(uuid: string): Promise<Negotiation | null> {
    return this.#em().findOne(
      NegotiationSchema,
      { uuid },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
  }

  ofBuyerOnTn(buyerAccountId: number, tn: string): Promise<Negotiation[]> {
    return this.#em().find(NegotiationSchema, { buyerAccountId, tn }, { orderBy: { createDate: 'desc' } });
  }

  async listForSeller(scope: SellerScope, query: ListQuery) {
    const seller = scope.kind === 'house' ? { sellerAccountId: null } : { sellerAccountId: scope.accountId };
    const where = { ...query.where, ...seller } as FilterQuery<Negotiation>;
    const [data, total] = await this.#em().findAndCount(NegotiationSchema, where, {
      orderBy: [...Object.entries(query.orderBy).map(([field, dir]) => ({ [field]: dir })), { id: 'desc' }],
      limit: query.limit,
      offset: query.offset,
    });
    return { data, total };
  }

  async flush(): Promise<void> {
    await this.#em().flush();
  }
}
