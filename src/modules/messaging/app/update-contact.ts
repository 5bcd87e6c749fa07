import { PhoneNumber } from '../../../shared/phone-number.ts';
import { contactNotFound, contactNumberTaken } from '../domain/contact.errors.ts';
import type { Blocked } from '../domain/contact.ts';
import type { ContactChangeDeps } from './contact-deps.ts';
import { type ContactView, toContactView } from './contact-view.ts';

export interface UpdateContactInput {
  accountId: number;
  contactId: number;
  changes: { name?: string; callerId?: string; blocked?: Blocked };
}

/** PATCH /api/accounts/contacts/{contactId}: only the fields sent change. */
export function makeUpdateContact({ contacts, book, events, clock, tx }: ContactChangeDeps) {
  return function updateContact({ accountId, contactId, changes }: UpdateContactInput): Promise<ContactView> {
    return tx(async () => {
      const contact = await contacts.byId(accountId, contactId);
      if (!contact) throw contactNotFound();
      const now = clock.now();
      if (changes.name !== undefined) contact.rename(changes.name, now);
      if (changes.callerId !== undefined) {
        const callerId = PhoneNumber.parse(changes.callerId).e164;
        if (callerId !== contact.callerId) {
          if ((await contacts.byCallerIds(accountId, [callerId])).length > 0)
            throw contactNumberTaken(callerId);
          contact.changeNumber(callerId, now);
        }
      }
      if (changes.blocked !== undefined) contact.setBlocked(changes.blocked, now);
      if ((await book.saveUnlessTaken()) === 'taken') throw contactNumberTaken(contact.callerId);
      await events.contact('patched', contact);
      return toContactView(contact);
    });
  };
}
