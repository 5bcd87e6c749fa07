import { contactNotFound } from '../domain/contact.errors.ts';
import type { ContactChangeDeps } from './contact-deps.ts';

/** DELETE /api/accounts/contacts/{contactId}: the number shows as a bare number again (and is unblocked). */
export function makeDeleteContact({
  contacts,
  events,
  tx,
}: Pick<ContactChangeDeps, 'contacts' | 'events' | 'tx'>) {
  return function deleteContact(input: { accountId: number; contactId: number }): Promise<void> {
    return tx(async () => {
      const contact = await contacts.byId(input.accountId, input.contactId);
      if (!contact) throw contactNotFound();
      // Published first: the event carries the id, which the removed entity may no longer hold.
      await events.contact('removed', contact);
      await contacts.remove(contact);
    });
  };
}
