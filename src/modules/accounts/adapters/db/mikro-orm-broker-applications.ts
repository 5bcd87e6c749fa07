import {
  type EntityManager,
  type FilterQuery,
  UniqueConstraintViolationException,
} from '@mikro-orm/postgresql';
import type { ListQuery } from '../../../../shared/list-query.ts';
import { type BrokerApplication, brokerApplicationPending } from '../../domain/broker-application.ts';
import type { BrokerApplicationRepository } from '../../ports/broker-application-repository.ts';
import { AccountSchema } from './accounts.mapping.ts';
import { BrokerApplicationSchema } from './broker-applications.mapping.ts';

export class MikroOrmBrokerApplicationRepository implements BrokerApplicationRepository {
  readonly #em: () => EntityManager;
  constructor(em: () => EntityManager) {
    this.#em = em;
  }

  async add(application: BrokerApplication) {
    try {
      await this.#em().persist(application).flush();
    } catch (error) {
      // Two applications posted at once both pass the use case's check; the partial unique index stops one.
      if (error instanceof UniqueConstraintViolationException) throw brokerApplicationPending();
      throw error;
    }
    return application;
  }

  byId(id: number) {
    return this.#em().findOne(BrokerApplicationSchema, { id });
  }

  pendingOfAccount(accountId: number) {
    return this.#em().findOne(BrokerApplicationSchema, { accountId, status: 'pending' });
  }

  /** Applications waiting for staff (the admin home's count). */
  countPending(): Promise<number> {
    return this.#em().count(BrokerApplicationSchema, { status: 'pending' });
  }

  async list(query: ListQuery) {
    const [data, total] = await this.#em().findAndCount(
      BrokerApplicationSchema,
      query.where as FilterQuery<BrokerApplication>,
      { orderBy: { ...query.orderBy, id: 'asc' }, limit: query.limit, offset: query.offset },
    );
    return { data, total };
  }

  async saveDecision(application: BrokerApplication, makeSeller: boolean) {
    const em = this.#em();
    if (makeSeller)
      await em.nativeUpdate(AccountSchema, { id: application.accountId }, { sellersAdmin: true });
    await em.flush();
  }
}
