import { type EntityManager, LockMode } from '@mikro-orm/postgresql';
import type { TransferNumbers } from '../../ports/transfer-numbers.ts';
import { AccountNumberSchema } from './messaging.mapping.ts';

export class MikroOrmTransferNumbers implements TransferNumbers {
  readonly #em: () => EntityManager;

  constructor(em: () => EntityManager) {
    this.#em = em;
  }

  heldBy(accountId: number, tn: string) {
    return this.#em().findOne(AccountNumberSchema, { accountId, tn });
  }

  byId(id: number, options: { lock?: boolean } = {}) {
    return this.#em().findOne(
      AccountNumberSchema,
      { id },
      options.lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : {},
    );
  }

  async flush(): Promise<void> {
    await this.#em().flush();
  }
}
