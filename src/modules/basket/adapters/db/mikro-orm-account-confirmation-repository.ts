import { type EntityManager, LockMode } from '@mikro-orm/postgresql';
import type { AccountConfirmation } from '../../domain/account-confirmation.ts';
import type { AccountConfirmationRepository } from '../../ports/account-confirmation-repository.ts';
import { AccountConfirmationSchema } from './account-confirmation.mapping.ts';

const asConfirmation = (row: unknown) => row as AccountConfirmation;

export class MikroOrmAccountConfirmationRepository implements AccountConfirmationRepository {
  readonly #em: () => EntityManager;

  constructor(em: () => EntityManager) {
    this.#em = em;
  }

  async add(confirmation: AccountConfirmation): Promise<void> {
    await this.#em().persist(confirmation).flush();
  }

  async find(uuid: string, options: { lock?: boolean } = {}): Promise<AccountConfirmation | null> {
    const row = await this.#em().findOne(
      AccountConfirmationSchema,
      { uuid },
      options.lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : {},
    );
    return row ? asConfirmation(row) : null;
  }

  async openOfAccount(accountId: number): Promise<AccountConfirmation | null> {
    const row = await this.#em().findOne(
      AccountConfirmationSchema,
      { accountId, activatedAt: null },
      { orderBy: { createdAt: 'desc' } },
    );
    return row ? asConfirmation(row) : null;
  }

  async flush(): Promise<void> {
    await this.#em().flush();
  }
}
