import type { Contact } from '../domain/contact.ts';

/** An account's contacts (messaging.contact); one per account and caller id. */
export interface ContactRepository {
  /** The account's contacts of these numbers (E.164), for threads' names and the blocked check. */
  byCallerIds(accountId: number, callerIds: readonly string[]): Promise<Contact[]>;
  byId(accountId: number, id: number): Promise<Contact | null>;
  /** Stores a new contact and sets its id; a second contact of one number fails (unique constraint). */
  add(contact: Contact): Promise<void>;
  remove(contact: Contact): Promise<void>;
  flush(): Promise<void>;
}
