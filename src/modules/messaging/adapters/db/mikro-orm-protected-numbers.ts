import type { EntityManager } from '@mikro-orm/postgresql';
import type { AccountNumber } from '../../domain/account-number.ts';
import type { ProtectedNumbers } from '../../ports/protected-numbers.ts';
import { AccountNumberSchema } from './messaging.mapping.ts';

export class MikroOrmProtectedNumbers implements ProtectedNumbers {
  readonly #em: () => EntityManager;

  constructor(em: () => EntityManager) {
    this.#em = em;
  }

  byTn(tn: string) {
    return this.#em().findOne(AccountNumberSchema, { tn });
  }

  async save(number: AccountNumber): Promise<void> {
    await this.#em().persist(number).flush();
  }

  async remove(number: AccountNumber): Promise<void> {
    await this.#em().remove(number).flush();
  }
}
