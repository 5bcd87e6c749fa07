import type { ListQuery } from '../../../shared/list-query.ts';
import type { Contact } from '../domain/contact.ts';
import type { ContactBook } from '../ports/contact-book.ts';
import type { ContactRepository } from '../ports/contact-repository.ts';
import type { ConversationEvents } from '../ports/conversation-events.ts';

/** Contacts kept in memory, one per account and caller id (the unique index), for use-case tests. */
export class InMemoryContacts implements ContactRepository, ContactBook {
  rows: Contact[] = [];
  #nextId = 1;

  async byCallerIds(accountId: number, callerIds: readonly string[]) {
    return this.rows.filter((row) => row.accountId === accountId && callerIds.includes(row.callerId));
  }

  async byId(accountId: number, id: number) {
    return this.rows.find((row) => row.accountId === accountId && row.id === id) ?? null;
  }

  async add(contact: Contact) {
    if ((await this.addUnlessTaken(contact)) === 'taken') throw new Error('duplicate contact');
  }

  async addUnlessTaken(contact: Contact): Promise<'added' | 'taken'> {
    if (this.#taken(contact)) return 'taken';
    contact.id = this.#nextId++;
    this.rows.push(contact);
    return 'added';
  }

  async saveUnlessTaken(): Promise<'saved' | 'taken'> {
    return this.rows.some((row) => this.#taken(row)) ? 'taken' : 'saved';
  }

  async remove(contact: Contact) {
    this.rows = this.rows.filter((row) => row !== contact);
  }

  async flush() {}

  /** The account's contacts by name (the list's default order); filters are the server's. */
  async list(accountId: number, query: ListQuery) {
    const mine = this.rows
      .filter((row) => row.accountId === accountId)
      .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id - b.id);
    return { data: mine.slice(query.offset, query.offset + query.limit), total: mine.length };
  }

  #taken(contact: Contact) {
    return this.rows.some(
      (row) => row !== contact && row.accountId === contact.accountId && row.callerId === contact.callerId,
    );
  }
}

/** The contact events a use case published, in order. */
export function recordedContactEvents() {
  const published: { type: string; contactId: number }[] = [];
  const events: Pick<ConversationEvents, 'contact'> = {
    contact: async (type, contact) => {
      published.push({ type, contactId: contact.id });
    },
  };
  return { events, published };
}
