import type { EntityManager } from '@mikro-orm/postgresql';
import type { SavedCard } from '../../domain/saved-card.ts';
import type { SavedCardRepository } from '../../ports/saved-card-repository.ts';
import { SavedCardSchema } from './billing.mapping.ts';

export class MikroOrmSavedCardRepository implements SavedCardRepository {
  readonly #em: () => EntityManager;

  constructor(em: () => EntityManager) {
    this.#em = em;
  }

  ofAccount(accountId: number): Promise<SavedCard | null> {
    return this.#em().findOne(SavedCardSchema, { accountId });
  }

  async save(card: SavedCard): Promise<void> {
    await this.#em().upsert(SavedCardSchema, card);
  }
}
