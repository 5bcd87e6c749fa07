import { type EntityManager, LockMode, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { SAVED_SEARCH_MAIL_INTERVAL_MS, type SavedSearch } from '../../domain/saved-search.ts';
import type { SavedSearchRepository } from '../../ports/saved-search-repository.ts';
import { SavedSearchSchema } from './inventory.mapping.ts';

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

  byId(id: number): Promise<SavedSearch | null> {
    return this.#em().findOne(SavedSearchSchema, { id });
  }

  byEmailAndKey(email: string, searchKey: string): Promise<SavedSearch | null> {
    return this.#em().findOne(SavedSearchSchema, { email, searchKey });
  }

  async dueForMail(now: Date, limit: number): Promise<number[]> {
    const lastMailBy = new Date(now.getTime() - SAVED_SEARCH_MAIL_INTERVAL_MS);
    const rows = await this.#em().find(
      SavedSearchSchema,
      { unsubscribedAt: null, $or: [{ notifiedAt: null }, { notifiedAt: { $lte: lastMailBy } }] },
      {
        fields: ['id'],
        orderBy: { notifiedAt: 'asc nulls first', id: 'asc' },
        limit,
        disableIdentityMap: true,
      },
    );
    return rows.map((row) => row.id);
  }

  lockForMail(id: number): Promise<SavedSearch | null> {
    // SKIP LOCKED: a search another run is mailing is left to it rather than waited for.
    return this.#em().findOne(
      SavedSearchSchema,
      { id },
      { lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE, refresh: true },
    );
  }

  async flush(): Promise<void> {
    await this.#em().flush();
  }
}
