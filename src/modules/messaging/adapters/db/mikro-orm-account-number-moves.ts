import { type EntityManager, LockMode } from '@mikro-orm/postgresql';
import type { AccountNumberMoves } from '../../ports/account-number-moves.ts';
import { AccountNumberSchema } from './messaging.mapping.ts';

export class MikroOrmAccountNumberMoves implements AccountNumberMoves {
  readonly #em: () => EntityManager;

  constructor(em: () => EntityManager) {
    this.#em = em;
  }

  ofAccountByTns(accountId: number, tns: string[]) {
    // Locked: two conversions of the same numbers queue instead of both moving them.
    return this.#em().find(
      AccountNumberSchema,
      { accountId, tn: { $in: tns } },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
  }

  ofAccountByIds(accountId: number, ids: number[]) {
    return this.#em().find(
      AccountNumberSchema,
      { accountId, id: { $in: ids } },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
  }

  flush() {
    return this.#em().flush();
  }
}
