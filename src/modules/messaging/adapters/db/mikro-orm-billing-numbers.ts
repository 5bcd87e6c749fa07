import type { EntityManager } from '@mikro-orm/postgresql';
import { CompiledQuery } from 'kysely';
import type { AccountNumber } from '../../domain/account-number.ts';
import type { BillingNumberStore } from '../../ports/billing-number-store.ts';
import { AccountNumberSchema } from './messaging.mapping.ts';

export class MikroOrmBillingNumbers implements BillingNumberStore {
  readonly #em: () => EntityManager;

  constructor(em: () => EntityManager) {
    this.#em = em;
  }

  ofAccount(accountId: number): Promise<AccountNumber[]> {
    return this.#em().find(AccountNumberSchema, { accountId }, { orderBy: { id: 'asc' }, refresh: true });
  }

  async accountsDue(onOrBefore: string): Promise<number[]> {
    // A number never renewed is paid up to its first period's end: anniversary + billing period months.
    const query = CompiledQuery.raw(
      `select distinct account_id from messaging.account_number
       where anniversary_date is not null
         and coalesce(paid_through, (anniversary_date + make_interval(months => billing_period))::date) <= $1::date
       order by account_id`,
      [onOrBefore],
    );
    const result = await this.#em().getKysely().executeQuery(query);
    return (result.rows as { account_id: number }[]).map((row) => Number(row.account_id));
  }

  async setPaidThrough(accountNumberId: number, date: string): Promise<void> {
    await this.#em().nativeUpdate(AccountNumberSchema, { id: accountNumberId }, { paidThrough: date });
  }

  async remove(accountNumberId: number): Promise<void> {
    await this.#em().nativeDelete(AccountNumberSchema, { id: accountNumberId });
  }
}
