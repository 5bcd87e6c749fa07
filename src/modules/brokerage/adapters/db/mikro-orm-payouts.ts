import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import type { ListQuery } from '../../../../shared/list-query.ts';
import type { Payout } from '../../domain/payout.ts';
import type { PayoutLine, PayoutRepository, YearlyPayouts } from '../../ports/payout-repository.ts';
import { PayoutSchema } from './payout.mapping.ts';

export class MikroOrmPayouts implements PayoutRepository {
  readonly #em: () => EntityManager;

  constructor(em: () => EntityManager) {
    this.#em = em;
  }

  async add(payout: Payout): Promise<void> {
    await this.#em().persist(payout).flush();
  }

  async flush(): Promise<void> {
    await this.#em().flush();
  }

  async settle(payout: Payout): Promise<void> {
    await this.#em().execute(
      'update brokerage.payout set status = ?, provider_reference = ?, note = ? where payout_id = ?',
      [payout.status, payout.providerReference, payout.note, payout.id],
    );
  }

  ofBroker(brokerAccountId: number, id: number): Promise<Payout | null> {
    return this.#em().findOne(PayoutSchema, { id, brokerAccountId });
  }

  async list(brokerAccountId: number, query: ListQuery) {
    const where = { ...query.where, brokerAccountId } as FilterQuery<Payout>;
    const [data, total] = await this.#em().findAndCount(PayoutSchema, where, {
      orderBy: [...Object.entries(query.orderBy).map(([field, dir]) => ({ [field]: dir })), { id: 'desc' }],
      limit: query.limit,
      offset: query.offset,
    });
    return { data, total };
  }

  async linesOf(payoutIds: readonly number[]): Promise<PayoutLine[]> {
    if (!payoutIds.length) return [];
    return this.#em().execute<PayoutLine[]>(
      `select payout_id as "payoutId", id as "brokerageTransactionId", tn, payout_amount as "payoutAmount"
         from brokerage.transaction where payout_id in (select jsonb_array_elements_text(?::jsonb)::int)
         order by id`,
      [JSON.stringify(payoutIds)],
    );
  }

  async yearTotals(year: number, overCents: number): Promise<YearlyPayouts[]> {
    const rows = await this.#em().execute<Array<{ broker: number; total: string; count: string }>>(
      `select broker_account_id as broker, sum(amount) as total, count(*) as count from brokerage.payout
         where status = 'paid' and create_date >= ? and create_date < ?
         group by broker_account_id having sum(amount) > ? order by sum(amount) desc, broker_account_id`,
      [new Date(Date.UTC(year, 0, 1)), new Date(Date.UTC(year + 1, 0, 1)), overCents],
    );
    return rows.map((row) => ({
      brokerAccountId: row.broker,
      totalCents: Number(row.total),
      payoutCount: Number(row.count),
    }));
  }
}
