import { contactNumberTaken } from '../domain/contact.errors.ts';
import { type Blocked, Contact } from '../domain/contact.ts';
import type { ContactChangeDeps } from './contact-deps.ts';
import { type ContactView, toContactView } from './contact-view.ts';

export interface CreateContactInput {
  accountId: number;
  name: string;
  callerId: string;
  blocked?: Blocked;
}

/** POST /api/accounts/contacts: one contact per account and number (409 for a second). */
export function makeCreateContact({ book, events, clock, tx }: Omit<ContactChangeDeps, 'contacts'>) {
  return function createContact(input: CreateContactInput): Promise<ContactView> {
    return tx(async () => {
      const contact = new Contact({ ...input, now: clock.now() });
      if ((await book.addUnlessTaken(contact)) === 'taken') throw contactNumberTaken(contact.callerId);
      await events.contact('created', contact);
      return toContactView(contact);
    });
  };
}
