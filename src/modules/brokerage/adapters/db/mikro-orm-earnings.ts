import { type EntityManager, type FilterQuery, LockMode } from '@mikro-orm/postgresql';
import type { ListQuery } from '../../../../shared/list-query.ts';
import type { BrokerageTransaction } from '../../domain/brokerage-transaction.ts';
import type { License } from '../../domain/license.ts';
import type { BrokerageTransactionRepository, LicenseRepository } from '../../ports/earnings-repository.ts';
import { BrokerageTransactionSchema, LicenseSchema } from './earnings.mapping.ts';

export class MikroOrmBrokerageTransactions implements BrokerageTransactionRepository {
  readonly #em: () => EntityManager;

  constructor(em: () => EntityManager) {
    this.#em = em;
  }

  bySource(sourceReference: string): Promise<BrokerageTransaction | null> {
    return this.#em().findOne(BrokerageTransactionSchema, { sourceReference });
  }

  async anyOf(brokerAccountId: number, tn: string): Promise<boolean> {
    return (await this.#em().count(BrokerageTransactionSchema, { brokerAccountId, tn })) > 0;
  }

  async add(transaction: BrokerageTransaction): Promise<void> {
    await this.#em().persist(transaction).flush();
  }
}

export class MikroOrmLicenses implements LicenseRepository {
  readonly #em: () => EntityManager;

  constructor(em: () => EntityManager) {
    this.#em = em;
  }

  bySource(sourceReference: string): Promise<License | null> {
    return this.#em().findOne(LicenseSchema, { sourceReference });
  }

  async isLicensedOut(tn: string): Promise<boolean> {
    return (await this.#em().count(LicenseSchema, { tn, status: 'active' })) > 0;
  }

  activeOf(tn: string, licenseeAccountId: number): Promise<License | null> {
    return this.#em().findOne(LicenseSchema, { tn, licenseeAccountId, status: 'active' });
  }

  ofBroker(brokerAccountId: number, id: number, options: { lock?: boolean } = {}): Promise<License | null> {
    return this.#em().findOne(
      LicenseSchema,
      { id, brokerAccountId },
      options.lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : {},
    );
  }

  async list(brokerAccountId: number, query: ListQuery) {
    const where = { ...query.where, brokerAccountId } as FilterQuery<License>;
    const [data, total] = await this.#em().findAndCount(LicenseSchema, where, {
      orderBy: [...Object.entries(query.orderBy).map(([field, dir]) => ({ [field]: dir })), { id: 'desc' }],
      limit: query.limit,
      offset: query.offset,
    });
    return { data, total };
  }

  async add(license: License): Promise<void> {
    await this.#em().persist(license).flush();
  }

  async flush(): Promise<void> {
    await this.#em().flush();
  }
}
