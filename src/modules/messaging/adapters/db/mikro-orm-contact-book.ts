import {
  type EntityManager,
  type FilterQuery,
  type QueryOrderMap,
  sql,
  UniqueConstraintViolationException,
} from '@mikro-orm/postgresql';
import type { ListQuery } from '../../../../shared/list-query.ts';
import type { Contact } from '../../domain/contact.ts';
import type { ContactBook } from '../../ports/contact-book.ts';
import { ContactSchema } from './conversation.mapping.ts';

export class MikroOrmContactBook implements ContactBook {
  readonly #em: () => EntityManager;

  constructor(em: () => EntityManager) {
    this.#em = em;
  }

  async list(accountId: number, query: ListQuery) {
    const where = { ...query.where, accountId } as FilterQuery<Contact>;
    const [data, total] = await this.#em().findAndCount(ContactSchema, where, {
      orderBy: [
        ...Object.entries(query.orderBy).map(([field, direction]) => orderOf(field, direction)),
        { id: 'asc' },
      ],
      limit: query.limit,
      offset: query.offset,
    });
    return { data, total };
  }

  async addUnlessTaken(contact: Contact): Promise<'added' | 'taken'> {
    try {
      // Its own (nested) transaction: a refused insert rolls back to a savepoint and leaves the
      // caller's unit of work and transaction usable.
      await this.#em().transactional(async (em) => {
        em.persist(contact);
        await em.flush();
      });
      return 'added';
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) return 'taken';
      throw error;
    }
  }

  async saveUnlessTaken(): Promise<'saved' | 'taken'> {
    try {
      await this.#em().flush();
      return 'saved';
    } catch (error) {
      // The transaction is now aborted; the caller answers 409 and it rolls back.
      if (error instanceof UniqueConstraintViolationException) return 'taken';
      throw error;
    }
  }
}

// People expect 'ann' between 'Adam' and 'Bob': names sort without regard to case.
function orderOf(field: string, direction: 'asc' | 'desc'): QueryOrderMap<Contact> {
  return (
    field === 'name' ? { [sql.lower('name')]: direction } : { [field]: direction }
  ) as QueryOrderMap<Contact>;
}
