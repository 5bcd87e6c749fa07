import type { ListQuery } from '../../../shared/list-query.ts';
import type { Contact } from '../domain/contact.ts';

/** The contacts screen's side of an account's contacts (ContactRepository reads and removes them). */
export interface ContactBook {
  /** A page of the account's contacts in the query's order (ties by id), and how many match. */
  list(accountId: number, query: ListQuery): Promise<{ data: Contact[]; total: number }>;
  /**
   * Stores a new contact and sets its id, unless the account already has one of that number: then
   * 'taken' and nothing changes (the unique index decides, so two racing requests cannot both add).
   */
  addUnlessTaken(contact: Contact): Promise<'added' | 'taken'>;
  /** Writes changes to loaded contacts; 'taken' when a changed number is another contact's. */
  saveUnlessTaken(): Promise<'saved' | 'taken'>;
}
