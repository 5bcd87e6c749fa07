import type { EntityManager } from '@mikro-orm/postgresql';
import type { Contact } from '../../domain/contact.ts';
import type { ContactRepository } from '../../ports/contact-repository.ts';
import { ContactSchema } from './conversation.mapping.ts';

export class MikroOrmContacts implements ContactRepository {
  readonly #em: () => EntityManager;

  constructor(em: () => EntityManager) {
    this.#em = em;
  }

  async byCallerIds(accountId: number, callerIds: readonly string[]): Promise<Contact[]> {
    if (callerIds.length === 0) return [];
    return this.#em().find(ContactSchema, { accountId, callerId: { $in: [...callerIds] } });
  }

  byId(accountId: number, id: number) {
    return this.#em().findOne(ContactSchema, { id, accountId });
  }

  async add(contact: Contact): Promise<void> {
    await this.#em().persist(contact).flush();
  }

  async remove(contact: Contact): Promise<void> {
    await this.#em().remove(contact).flush();
  }

  async flush(): Promise<void> {
    await this.#em().flush();
  }
}
