import { nameForNumber } from '../../../shared/contact-rules.ts';
import { PhoneNumber } from '../../../shared/phone-number.ts';
import { type Blocked, Contact } from '../domain/contact.ts';
import type { ContactChangeDeps } from './contact-deps.ts';
import { type ContactView, toContactView } from './contact-view.ts';

export interface SetContactBlockedInput {
  accountId: number;
  /** Any form of a valid number. */
  callerId: string;
  blocked: Blocked;
}

/**
 * PUT /api/accounts/contacts/blocked/{callerId}: spec 1's block toggle. The number's contact gets the flag;
 * when the account has none, one is created, named after the formatted number (docs/adr/0044).
 */
export function makeSetContactBlocked({ contacts, book, events, clock, tx }: ContactChangeDeps) {
  return function setContactBlocked(
    input: SetContactBlockedInput,
  ): Promise<{ contact: ContactView; created: boolean }> {
    const callerId = PhoneNumber.parse(input.callerId).e164;
    return tx(async () => {
      const now = clock.now();
      const [existing] = await contacts.byCallerIds(input.accountId, [callerId]);
      if (!existing) {
        const contact = new Contact({ ...input, callerId, name: nameForNumber(callerId), now });
        if ((await book.addUnlessTaken(contact)) === 'added') {
          await events.contact('created', contact);
          return { contact: toContactView(contact), created: true };
        }
      }
      // Either it existed, or a racing request created it a moment ago: flag that one.
      const contact = existing ?? (await contacts.byCallerIds(input.accountId, [callerId]))[0];
      if (!contact) throw new Error(`The contact of ${callerId} vanished while blocking it`);
      if (contact.setBlocked(input.blocked, now)) {
        await contacts.flush();
        await events.contact('patched', contact);
      }
      return { contact: toContactView(contact), created: false };
    });
  };
}
