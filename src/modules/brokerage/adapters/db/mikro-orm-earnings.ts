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

  ofBroker(
    brokerAccountId: number,
    id: number,
    options: { lock?: boolean } = {},
  ): Promise<BrokerageTransaction | null> {
    return this.#em().findOne(
      BrokerageTransactionSchema,
      { id, brokerAccountId },
      options.lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : {},
    );
  }

  async flush(): Promise<void> {
    await this.#em().flush();
  }

  movable(afterId: number, limit: number, brokerAccountId?: number): Promise<BrokerageTransaction[]> {
    return this.#em().find(
      BrokerageTransactionSchema,
      {
        id: { $gt: afterId },
        status: { $in: ['new', 'pending'] },
        ...(brokerAccountId === undefined ? {} : { brokerAccountId }),
      },
      { orderBy: { id: 'asc' }, limit },
    );
  }

  async fundedBy(paymentIntentId: string): Promise<BrokerageTransaction[]> {
    const rows = await this.#em().execute<{ id: number }[]>(
      `select id from brokerage.transaction where data->'funding'->>'paymentIntentId' = ? order by id for update`,
      [paymentIntentId],
    );
    if (!rows.length) return [];
    return this.#em().find(
      BrokerageTransactionSchema,
      { id: { $in: rows.map((row) => row.id) } },
      { orderBy: { id: 'asc' }, refresh: true },
    );
  }

  lockPayable(brokerAccountId: number, ids: readonly number[], now: Date) {
    return this.#em().execute<Array<{ id: number; payoutAmount: number }>>(
      `select id, payout_amount as "payoutAmount" from brokerage.transaction
         where id in (select jsonb_array_elements_text(?::jsonb)::int) and broker_account_id = ? and ${PAYABLE_SQL}
         order by id for update`,
      [JSON.stringify(ids), brokerAccountId, now],
    );
  }

  claim(input: {
    brokerAccountId: number;
    ids: readonly number[];
    payoutId: number;
    now: Date;
    paid: boolean;
  }) {
    // UPDATE locks each row; a concurrent claim waits, then re-checks `payout_id is null` and skips the row.
    return this.#em().execute<Array<{ id: number; payoutAmount: number }>>(
      `update brokerage.transaction set payout_id = ?, status = case when ? then 'paid' else status end
         where id in (select jsonb_array_elements_text(?::jsonb)::int) and broker_account_id = ? and ${PAYABLE_SQL}
         returning id, payout_amount as "payoutAmount"`,
      [input.payoutId, input.paid, JSON.stringify(input.ids), input.brokerAccountId, input.now],
    );
  }

  async markPaid(payoutId: number): Promise<void> {
    await this.#em().execute(`update brokerage.transaction set status = 'paid' where payout_id = ?`, [
      payoutId,
    ]);
  }

  async release(payoutId: number): Promise<void> {
    await this.#em().execute(
      `update brokerage.transaction set payout_id = null where payout_id = ? and status <> 'paid'`,
      [payoutId],
    );
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

/** isPayableAt in SQL (one rule, domain/brokerage-transaction.ts); its one parameter is `now`. */
const PAYABLE_SQL = `payout_id is null and (status = 'payable' or (status = 'pending' and payable_date <= ?))`;

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
            payoutId: null,
            $or: [{ status: 'payable' }, { status: 'pending', payableDate: { $lte: payableAt } }],
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

  byIds(brokerAccountId: number, ids: readonly number[]): Promise<License[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.#em().find(LicenseSchema, { id: { $in: [...ids] }, brokerAccountId });
  }

  async add(license: License): Promise<void> {
    await this.#em().persist(license).flush();
  }

  async flush(): Promise<void> {
    await this.#em().flush();
  }
}
