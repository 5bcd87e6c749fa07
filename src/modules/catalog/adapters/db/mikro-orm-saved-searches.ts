import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import type { SavedSearch } from '../../domain/saved-search.ts';
import type { SavedSearchRepository } from '../../ports/saved-search-repository.ts';

type EmSource = () => EntityManager;

export class MikroOrmSavedSearchRepository implements SavedSearchRepository {
  readonly #em: EmSource;
  constructor(em: EmSource) {
    this.#em = em;
  }

  async add(search: SavedSearch): Promise<'added' | 'duplicate'> {
    try {
      // Its own (nested) transaction: a refused insert rolls back to a savepoint and leaves the
      // caller's unit of work clean, so the unique index alone decides, even between racing requests.
      await this.#em().transactional(async (em) => {
        em.persist(search);
        await em.flush();
      });
      return 'added';
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) return 'duplicate';
      throw error;
    }
  }
}
