import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import type { ListQuery } from '../../../../shared/list-query.ts';
import type { AccountNumber } from '../../domain/account-number.ts';
import type { AccountNumberRepository } from '../../ports/account-number-repository.ts';
import { AccountNumberSchema } from './messaging.mapping.ts';

export class MikroOrmAccountNumberRepository implements AccountNumberRepository {
  readonly #em: () => EntityManager;

  constructor(em: () => EntityManager) {
    this.#em = em;
  }

  countOfAccount(accountId: number): Promise<number> {
    return this.#em().count(AccountNumberSchema, { accountId });
  }

  async add(numbers: AccountNumber[]): Promise<void> {
    await this.#em().persist(numbers).flush();
  }

  async list(owner: { accountId: number; assignedUserId?: number }, query: ListQuery) {
    // The owner's conditions are set last, so no filter in the query can widen them.
    const where = { ...query.where, ...owner } as FilterQuery<AccountNumber>;
    const [data, total] = await this.#em().findAndCount(AccountNumberSchema, where, {
      orderBy: { ...query.orderBy, id: 'asc' },
      limit: query.limit,
      offset: query.offset,
    });
    return { data, total };
  }
}
