import {
  type EntityManager,
  type FilterQuery,
  LockMode,
  type QBFilterQuery,
  raw,
} from '@mikro-orm/postgresql';
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

  embeddedSaleOf(tn: string, buyerAccountId: number): Promise<BrokerageTransaction | null> {
    return this.#em().findOne(
      BrokerageTransactionSchema,
      { tn, type: 'embedded', data: { buyerAccountId } },
      { orderBy: { id: 'desc' } },
    );
  }

  ofBroker(brokerAccountId: number, id: number): Promise<BrokerageTransaction | null> {
    return this.#em().findOne(BrokerageTransactionSchema, { id, brokerAccountId });
  }

  async list(brokerAccountId: number, query: ListQuery, payableAt?: Date) {
    const [data, total] = await this.#em().findAndCount(
      BrokerageTransactionSchema,
      transactionFilter(brokerAccountId, query, payableAt),
      {
        orderBy: [...Object.entries(query.orderBy).map(([field, dir]) => ({ [field]: dir })), { id: 'desc' }],
        limit: query.limit,
        offset: query.offset,
      },
    );
    return { data, total };
  }

  async payoutTotals(brokerAccountId: number, query: ListQuery, payableAt?: Date) {
    const [row] = await this.#em()
      .createQueryBuilder(BrokerageTransactionSchema, 't')
      .select([raw('coalesce(sum(t.payout_amount), 0)::int as total'), raw('count(*)::int as count')])
      .where(transactionFilter(brokerAccountId, query, payableAt) as QBFilterQuery<BrokerageTransaction>)
      .execute<{ total: number; count: number }[]>('all', false);
    return { payoutTotal: row?.total ?? 0, payoutCount: row?.count ?? 0 };
  }
}

/** The broker's rows the list filters match; with `payableAt`, only those isPayableAt that moment. */
function transactionFilter(
  brokerAccountId: number,
  query: ListQuery,
  payableAt?: Date,
): FilterQuery<BrokerageTransaction> {
  const payable = payableAt
    ? {
        $and: [
          {
            $or: [
              { status: 'payable' },
              { status: { $in: ['new', 'pending'] }, payableDate: { $lte: payableAt } },
            ],
          },
        ],
      }
    : {};
  return { ...query.where, ...payable, brokerAccountId } as FilterQuery<BrokerageTransaction>;
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
