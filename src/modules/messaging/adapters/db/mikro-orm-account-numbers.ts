import type { EntityManager } from '@mikro-orm/postgresql';
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
}
